import { fieldContext } from '@matjar/shared';
import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
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
