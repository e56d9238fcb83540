import { TextInput } from '@mantine/core';
import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useFieldError } from './use-field-error';

interface BilingualNameFieldsProps<Values extends FieldValues & { name: { en: string; ar: string } }> {
  // Any output: the resolver hands the save the schema's, the fields only read and write the values.
  form: UseFormReturn<Values, unknown, unknown>;
  /** The schema's length limit, so "may not be more than …" names the real number. */
  max?: number | undefined;
  placeholders?: { en?: string; ar?: string };
}

const LANGUAGES = [
  { key: 'en', dir: 'ltr' },
  { key: 'ar', dir: 'rtl' },
] as const;

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
  return LANGUAGES.map(({ key, dir }) => (
    <TextInput
      key={key}
      label={t(`fields:name.${key}`)}
      placeholder={placeholders[key]}
      dir={dir}
      lang={key}
      withAsterisk
      autoComplete="off"
      // The first field takes the focus when the drawer opens.
      data-autofocus={key === 'en' || undefined}
      error={fieldError(errors.name?.[key], `name.${key}`, { max })}
      {...form.register(`name.${key}` as Path<Values>)}
    />
  ));
}
