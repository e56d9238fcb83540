import { Textarea, TextInput } from '@mantine/core';
import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useFieldError } from './use-field-error';

interface BilingualFieldsProps<Values extends FieldValues> {
  // Any output: the resolver hands the save the schema's, the fields only read and write the values.
  form: UseFormReturn<Values, unknown, unknown>;
  /** The `{ en, ar }` field: `title` gives `title.en` and `title.ar`, labelled `fields:title.en|ar`. */
  name: Path<Values>;
  /** The schema's length limit, so "may not be more than …" names the real number. */
  max?: number | undefined;
  /** Several lines (a description, a slide's content). */
  multiline?: boolean;
  /** The first field takes the focus when the drawer opens. */
  autoFocus?: boolean;
}

const LANGUAGES = [
  { key: 'en', dir: 'ltr' },
  { key: 'ar', dir: 'rtl' },
] as const;

/**
 * A customer-facing text in both languages: English typed left to right, Arabic right to
 * left, both required, messages translated from the shared schema's keys.
 */
export function BilingualFields<Values extends FieldValues>({ form, name, max, multiline, autoFocus }: BilingualFieldsProps<Values>) {
  const { t } = useTranslation('fields');
  const fieldError = useFieldError();
  const errors = (form.formState.errors as Record<string, { en?: FieldError; ar?: FieldError } | undefined>)[name];
  return LANGUAGES.map(({ key, dir }) => {
    const props = {
      key,
      label: t(`fields:${name}.${key}`),
      dir,
      lang: key,
      withAsterisk: true,
      autoComplete: 'off',
      'data-autofocus': (autoFocus && key === 'en') || undefined,
      error: fieldError(errors?.[key], `${name}.${key}`, { max }),
      ...form.register(`${name}.${key}` as Path<Values>),
    };
    return multiline ? <Textarea {...props} autosize minRows={2} maxRows={6} /> : <TextInput {...props} />;
  });
}
