import { Group, Select } from '@mantine/core';
import { SLIDER_TYPES } from '@matjar/shared';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { ListState } from '../../../components/data-table';

/** Which slider and which state, beside the search box; both live in the URL (`?type=main&is_active=false`). */
export function SliderFilters({ list }: { list: ListState }) {
  const { t } = useTranslation('sliders');
  const { filters } = list.params;
  return (
    <Group gap="xs">
      <Select
        aria-label={t('filters.type')}
        placeholder={t('filters.anyType')}
        data={SLIDER_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        value={filters.type ?? null}
        onChange={(value) => list.setFilter('type', value)}
        clearable
        w={170}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        aria-label={t('filters.status')}
        placeholder={t('filters.anyStatus')}
        data={[
          { value: 'true', label: t('status.active') },
          { value: 'false', label: t('status.inactive') },
        ]}
        value={filters.is_active ?? null}
        onChange={(value) => list.setFilter('is_active', value)}
        clearable
        w={170}
        comboboxProps={{ withinPortal: true }}
      />
    </Group>
  );
}
