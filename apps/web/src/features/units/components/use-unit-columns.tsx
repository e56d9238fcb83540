import type { Unit } from '@matjar/shared';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { DateCell, textColumn, type DataTableColumn } from '../../../components/data-table';
import { useLocale } from '../../../lib/i18n/use-locale';

const LANGUAGES = [
  { key: 'en', dir: 'ltr' },
  { key: 'ar', dir: 'rtl' },
] as const;

/**
 * Columns of the units list: the name in each language, the active language's first (it
 * titles each card on a phone), then when it last changed. The server sorts `name` by the
 * request's language, so only the active language's column sorts.
 */
export function useUnitColumns(): DataTableColumn<Unit>[] {
  const { t } = useTranslation(['units', 'fields']);
  const { locale } = useLocale();
  return useMemo(
    () => [
      ...(locale === 'ar' ? [...LANGUAGES].reverse() : LANGUAGES).map(({ key, dir }) =>
        textColumn<Unit>({
          key: `name.${key}`,
          header: t(`fields:name.${key}`),
          sortField: locale === key ? 'name' : undefined,
          value: (unit) => unit.name[key],
          text: { fw: locale === key ? 500 : undefined, dir, lang: key },
        }),
      ),
      {
        key: 'updated_at',
        header: t('units:columns.updatedAt'),
        sortField: 'updated_at',
        width: 180,
        cell: (unit) => <DateCell value={unit.updated_at} relative />,
      },
    ],
    [t, locale],
  );
}
