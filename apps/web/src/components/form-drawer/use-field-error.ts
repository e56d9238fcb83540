import { fieldContext } from '@matjar/shared';
import { useCallback } from 'react';
import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { activeLocale } from '../../lib/i18n/i18n';

export type FieldErrorParams = Record<string, string | number | undefined>;

/**
 * Turns a field's error into text in the active language. Client-side errors carry the
 * shared schema's message key (`validation.required`), translated with the field's label
 * from the `fields` catalogue, worded to agree with the label's gender (the translator's context
 * picks `required_female`), and limits such as `{ max: 100 }`, which the resolver does
 * not pass on; server errors arrive translated and are shown as they are.
 */
export function useFieldError() {
  const { t } = useTranslation(['validation', 'fields']);
  return useCallback(
    (error: FieldError | undefined, field: string, params: FieldErrorParams = {}): string | undefined => {
      const message = error?.message;
      if (!message) return undefined;
      if (error.type === 'server') return message;
      const dot = message.indexOf('.');
      if (dot < 0) return message;
      const key = `${message.slice(0, dot)}:${message.slice(dot + 1)}`;
      return t(key, { field: t(`fields:${field}`), context: fieldContext(activeLocale(), field), ...params });
    },
    [t],
  );
}

/**
 * A registered field's props, its name written once: `{...registered('title', { max: 100 })}` is
 * `error={fieldError(errors.title, 'title', { max: 100 })} {...form.register('title')}`.
 */
// Any output: the resolver hands the save the schema's, the fields only read and write the values.
export function useFieldProps<Values extends FieldValues>(form: UseFormReturn<Values, unknown, unknown>) {
  const fieldError = useFieldError();
  const { errors } = form.formState;
  // Types only from react-hook-form: this module stays out of the form libraries' chunk.
  const errorAt = (name: string) =>
    name.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors) as FieldError | undefined;
  return (name: Path<Values>, params?: FieldErrorParams) => ({
    error: fieldError(errorAt(name), name, params),
    ...form.register(name),
  });
}
