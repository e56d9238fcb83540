import { TextInput } from '@mantine/core';
import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from './use-field-error';

interface BilingualNameFieldsProps<Values extends FieldValues & { name: { en: string; ar: string } }> {
  form: UseFormReturn<Values>;
  /** The schema's length limit, so "may not be more than …" names the real number. */
  max?: number;
  placeholders?: { en?: string; ar?: string };
}

/**
 * The `name.en` / `name.ar` pair every bilingual resource's form starts with: English typed
 * left to right, Arabic right to left, messages translated from the shared schema's keys.
 */
export function BilingualNameFields<Values extends FieldValues & { name: { en: string; ar: string } }>({
  form,
  max,
  placeholders = {},
}: BilingualNameFieldsProps<Values>) {
  const { t } = useTranslation('fields');
  const fieldError = useFieldError();
  const errors = form.formState.errors as { name?: { en?: FieldError; ar?: FieldError } };
  return (
    <>
      <TextInput
        label={t('fields:name.en')}
        placeholder={placeholders.en}
        dir="ltr"
        lang="en"
        withAsterisk
        autoComplete="off"
        data-autofocus
        error={fieldError(errors.name?.en, 'name.en', { max })}
        {...form.register('name.en' as Path<Values>)}
      />
      <TextInput
        label={t('fields:name.ar')}
        placeholder={placeholders.ar}
        dir="rtl"
        lang="ar"
        withAsterisk
        autoComplete="off"
        error={fieldError(errors.name?.ar, 'name.ar', { max })}
        {...form.register('name.ar' as Path<Values>)}
      />
    </>
  );
}
