import { Text } from '@mantine/core';
import type { Unit } from '@matjar/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/data-table';
import { formatDateTime, formatRelativeTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n/use-locale';

/**
 * Columns of the units list. The server sorts `name` by the request's language, so only
 * the name column of the active language offers sorting.
 */
export function useUnitColumns(): DataTableColumn<Unit>[] {
  const { t } = useTranslation(['units', 'fields']);
  const { locale } = useLocale();
  return useMemo(
    () => [
      {
        key: 'name.en',
        header: t('fields:name.en'),
        sortField: locale === 'en' ? 'name' : undefined,
        cell: (unit) => (
          <Text span fz="sm" fw={locale === 'en' ? 500 : undefined} dir="ltr" lang="en">
            {unit.name.en}
          </Text>
        ),
      },
      {
        key: 'name.ar',
        header: t('fields:name.ar'),
        sortField: locale === 'ar' ? 'name' : undefined,
        cell: (unit) => (
          <Text span fz="sm" fw={locale === 'ar' ? 500 : undefined} dir="rtl" lang="ar">
            {unit.name.ar}
          </Text>
        ),
      },
      {
        key: 'updated_at',
        header: t('units:columns.updatedAt'),
        sortField: 'updated_at',
        width: 180,
        cell: (unit) => (
          <Text span fz="sm" c="dimmed">
            <time dateTime={unit.updated_at} title={formatDateTime(unit.updated_at)}>
              {formatRelativeTime(unit.updated_at)}
            </time>
          </Text>
        ),
      },
    ],
    [t, locale],
  );
}
