import { Select } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { ListState } from '../../../components/data-table';


/** The status filter beside the search box; it lives in the URL (`?status=inactive`). */
export function CustomerFilters({ list }: { list: ListState }) {
  const { t } = useTranslation('customers');
  return (
    <Select
      aria-label={t('filters.status')}
      placeholder={t('filters.anyStatus')}
      data={[
        { value: 'active', label: t('status.active') },
        { value: 'inactive', label: t('status.inactive') },
      ]}
      value={list.params.filters.status ?? null}
      onChange={(value) => list.setFilter('status', value)}
      clearable
      w={170}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
