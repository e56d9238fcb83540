import { Group, Select } from '@mantine/core';
import { OFFER_TYPES, SCHEDULE_STATUSES } from '@matjar/shared';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { ListState } from '../../../components/data-table';

/** State, kind and flash sale, beside the search box; all live in the URL (`?status=running&is_flash_sale=1`). */
export function OfferFilters({ list }: { list: ListState }) {
  const { t } = useTranslation('offers');
  const { filters } = list.params;
  const select = (key: 'status' | 'offer_type' | 'is_flash_sale', options: { value: string; label: string }[], any: string) => (
    <Select
      aria-label={t(`filters.${key}`)}
      placeholder={t(any)}
      data={options}
      value={filters[key] ?? null}
      onChange={(value) => list.setFilter(key, value)}
      clearable
      w={170}
      comboboxProps={{ withinPortal: true }}
    />
  );
  return (
    <Group gap="xs">
      {select('status', SCHEDULE_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })), 'filters.anyStatus')}
      {select('offer_type', OFFER_TYPES.map((value) => ({ value, label: t(`offerTypes.${value}`) })), 'filters.anyType')}
      {select(
        'is_flash_sale',
        [
          { value: '1', label: t('filters.flashOnly') },
          { value: '0', label: t('filters.notFlash') },
        ],
        'filters.anyFlash',
      )}
    </Group>
  );
}
