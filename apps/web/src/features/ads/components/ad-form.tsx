import { Group, Select, Switch, TextInput } from '@mantine/core';
import { AD_PAGES, AD_POSITIONS, adImageUse, adInput, type Ad, type AdInput } from '@matjar/shared';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { DayFields } from '../../../components/dates/day-fields';
import { BilingualFields, DrawerForm, useFieldError } from '../../../components/form-drawer';
import { schemaResolver } from '../../../components/form-drawer/schema-values';
import { ImageField } from '../../../components/image-input';
import type { RecordFormProps } from '../../../components/resource';

type AdFormValues = Omit<AdInput, 'is_active'> & { is_active: boolean };

const today = () => new Date().toISOString().slice(0, 10);

/**
 * An ad: its slot (page and position, which set the picture's recommended size), the
 * picture, its title in both languages, the link, and the days it runs.
 */
export function AdForm({ record: ad, onSubmit, onCancel }: RecordFormProps<Ad, AdInput>) {
  const { t } = useTranslation(['ads', 'fields']);
  const fieldError = useFieldError();
  const form = useForm<AdFormValues, unknown, AdInput>({
    resolver: schemaResolver(adInput),
    defaultValues: {
      title: ad?.title ?? { en: '', ar: '' },
      url: ad?.url ?? '',
      page: ad?.page ?? 'home',
      position: ad?.position ?? 'top',
      start_date: ad?.start_date ?? today(),
      end_date: ad?.end_date ?? '',
      is_active: ad?.is_active ?? true,
    },
  });
  const { errors } = form.formState;
  const [page, position] = form.watch(['page', 'position']);
  const choice = (name: 'page' | 'position', values: readonly string[], labels: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          label={t(`fields:${name}`)}
          withAsterisk
          data={values.map((value) => ({ value, label: t(`ads:${labels}.${value}`) }))}
          value={field.value ?? null}
          onChange={field.onChange}
          allowDeselect={false}
          error={fieldError(errors[name], name)}
          comboboxProps={{ withinPortal: true }}
          style={{ flex: 1 }}
        />
      )}
    />
  );

  return (
    <DrawerForm form={form} onSubmit={onSubmit} onCancel={onCancel} submitLabel={ad ? undefined : t('ads:form.create')}>
      <Group grow align="flex-start">
        {choice('page', AD_PAGES, 'pages')}
        {choice('position', AD_POSITIONS, 'positions')}
      </Group>
      <ImageField form={form} use={adImageUse(page, position)} current={ad?.image} required />
      <BilingualFields form={form} name="title" max={150} autoFocus />
      <TextInput
        label={t('fields:url')}
        withAsterisk
        dir="ltr"
        type="url"
        inputMode="url"
        autoComplete="off"
        description={t('ads:form.urlHint')}
        error={fieldError(errors.url, 'url')}
        {...form.register('url')}
      />
      <DayFields form={form} names={['start_date', 'end_date']} />
      <Controller
        control={form.control}
        name="is_active"
        render={({ field }) => <Switch label={t('ads:form.active')} checked={field.value} onChange={(event) => field.onChange(event.currentTarget.checked)} />}
      />
    </DrawerForm>
  );
}
