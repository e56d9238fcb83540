import { Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ListState } from './use-list-params';

interface DayRangeFilterProps {
  list: ListState;
  /** Search-param names of the first and the last day; `from` and `to` unless told. */
  keys?: readonly [from: string, to: string];
}

/** A from–to day range kept in the URL; it moves as one when the toolbar wraps. */
export function DayRangeFilter({ list, keys = ['from', 'to'] }: DayRangeFilterProps) {
  const { t } = useTranslation('table');
  const [fromKey, toKey] = keys;
  const { filters } = list.params;
  return (
    <Group gap="sm">
      <TextInput
        type="date"
        aria-label={t('dayRange.from')}
        leftSection={<span aria-hidden>{t('dayRange.fromShort')}</span>}
        leftSectionWidth={52}
        w={180}
        value={filters[fromKey] ?? ''}
        max={filters[toKey]}
        onChange={(event) => list.setFilter(fromKey, event.currentTarget.value || null)}
      />
      <TextInput
        type="date"
        aria-label={t('dayRange.to')}
        leftSection={<span aria-hidden>{t('dayRange.toShort')}</span>}
        leftSectionWidth={52}
        w={180}
        value={filters[toKey] ?? ''}
        min={filters[fromKey]}
        onChange={(event) => list.setFilter(toKey, event.currentTarget.value || null)}
      />
    </Group>
  );
}
