import { zodResolver } from '@hookform/resolvers/zod';
import { TextInput } from '@mantine/core';
import { unitInput, type Unit, type UnitInput } from '@matjar/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DrawerForm, useFieldError } from '../../../components/form-drawer';

/** The schema's own limit, so the "may not be more than …" message names the real number. */
const NAME_LIMITS = { max: unitInput.shape.name.shape.en.maxLength ?? undefined };

interface UnitFormProps {
  /** The unit being edited; a new one when absent. */
  unit?: Unit;
  onSubmit: (values: UnitInput) => Promise<unknown>;
  onCancel: () => void;
}

/** Create and edit form of a unit: its name in English (typed left to right) and in Arabic. */
export function UnitForm({ unit, onSubmit, onCancel }: UnitFormProps) {
  const { t } = useTranslation(['units', 'fields']);
  const fieldError = useFieldError();
  const form = useForm<UnitInput>({
    resolver: zodResolver(unitInput),
    defaultValues: { name: { en: unit?.name.en ?? '', ar: unit?.name.ar ?? '' } },
  });
  const { errors } = form.formState;

  return (
    <DrawerForm
      form={form}
      onSubmit={onSubmit}
      onCancel={onCancel}
      submitLabel={unit ? undefined : t('units:form.create')}
    >
      <TextInput
        label={t('fields:name.en')}
        placeholder={t('units:form.nameEnPlaceholder')}
        dir="ltr"
        lang="en"
        withAsterisk
        autoComplete="off"
        data-autofocus
        error={fieldError(errors.name?.en, 'name.en', NAME_LIMITS)}
        {...form.register('name.en')}
      />
      <TextInput
        label={t('fields:name.ar')}
        placeholder={t('units:form.nameArPlaceholder')}
        dir="rtl"
        lang="ar"
        withAsterisk
        autoComplete="off"
        error={fieldError(errors.name?.ar, 'name.ar', NAME_LIMITS)}
        {...form.register('name.ar')}
      />
    </DrawerForm>
  );
}
