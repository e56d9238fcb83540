import { Group, Select } from '@mantine/core';
import { AD_PAGES, AD_POSITIONS, AD_STATUSES } from '@matjar/shared';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { ListState } from '../../../components/data-table';

/** Page, position and state, beside the search box; all live in the URL (`?placement=home&status=running`). */
export function AdFilters({ list }: { list: ListState }) {
  const { t } = useTranslation('ads');
  const { filters } = list.params;
  const select = (key: 'placement' | 'position' | 'status', values: readonly string[], labels: string, any: string) => (
    <Select
      aria-label={t(`filters.${key}`)}
      placeholder={t(any)}
      data={values.map((value) => ({ value, label: t(`${labels}.${value}`) }))}
      value={filters[key] ?? null}
      onChange={(value) => list.setFilter(key, value)}
      clearable
      w={160}
      comboboxProps={{ withinPortal: true }}
    />
  );
  return (
    <Group gap="xs">
      {select('placement', AD_PAGES, 'pages', 'filters.anyPage')}
      {select('position', AD_POSITIONS, 'positions', 'filters.anyPosition')}
      {select('status', AD_STATUSES, 'status', 'filters.anyStatus')}
    </Group>
  );
}
