import { zodResolver } from '@hookform/resolvers/zod';
import { Input, SegmentedControl, Switch, TextInput } from '@mantine/core';
import { SLIDER_TYPES, sliderInput, type Slider, type SliderInput, type SliderType } from '@matjar/shared';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { BilingualFields, DrawerForm, useFieldError } from '../../../components/form-drawer';
import { ImageField } from '../../../components/image-input';
import type { RecordFormProps } from '../../../components/resource';

type SliderFormValues = Omit<SliderInput, 'is_active'> & { is_active: boolean };

const blank = { en: '', ar: '' };

/**
 * A slide: which slider, its picture (the recommended size follows the slider), title,
 * button and content in both languages, the button's link and whether it shows.
 */
export function SliderForm({ record: slide, onSubmit, onCancel, type }: RecordFormProps<Slider, SliderInput> & { type?: SliderType }) {
  const { t } = useTranslation(['sliders', 'fields']);
  const fieldError = useFieldError();
  const form = useForm<SliderFormValues>({
    resolver: zodResolver(sliderInput) as unknown as Resolver<SliderFormValues>,
    defaultValues: {
      type: slide?.type ?? type ?? 'main',
      title: slide?.title ?? blank,
      button_title: slide?.button_title ?? blank,
      content: slide?.content ?? blank,
      button_url: slide?.button_url ?? '',
      is_active: slide?.is_active ?? true,
    },
  });
  const { errors } = form.formState;
  const chosenType = form.watch('type');

  return (
    <DrawerForm form={form} onSubmit={(values) => onSubmit(values)} onCancel={onCancel} submitLabel={slide ? undefined : t('sliders:form.create')}>
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <Input.Wrapper label={t('fields:type')} withAsterisk>
            <SegmentedControl
              fullWidth
              mt={4}
              value={field.value}
              onChange={field.onChange}
              data={SLIDER_TYPES.map((value) => ({ value, label: t(`sliders:types.${value}`) }))}
            />
          </Input.Wrapper>
        )}
      />
      <ImageField form={form} use={chosenType === 'about' ? 'about_slider' : 'main_slider'} current={slide?.image} required />
      <BilingualFields form={form} name="title" max={150} autoFocus />
      <BilingualFields form={form} name="button_title" max={60} />
      <TextInput
        label={t('fields:button_url')}
        withAsterisk
        dir="ltr"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://… /offers"
        description={t('sliders:form.urlHint')}
        error={fieldError(errors.button_url, 'button_url')}
        {...form.register('button_url')}
      />
      <BilingualFields form={form} name="content" max={1000} multiline />
      <Controller
        control={form.control}
        name="is_active"
        render={({ field }) => <Switch label={t('sliders:form.active')} checked={field.value} onChange={(event) => field.onChange(event.currentTarget.checked)} />}
      />
    </DrawerForm>
  );
}
