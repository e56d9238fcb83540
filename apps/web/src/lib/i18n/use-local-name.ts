import type { Bilingual } from '@matjar/shared';
import { useCallback } from 'react';
import { useLocale } from './use-locale';

/** A bilingual record's name in the active language (a list's row label, a dialog's subject). */
export function useLocalName(): (row: { name: Bilingual }) => string {
  const { locale } = useLocale();
  return useCallback((row) => row.name[locale], [locale]);
}
