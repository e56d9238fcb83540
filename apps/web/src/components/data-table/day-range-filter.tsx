import { Group } from '@mantine/core';
import { DatePickerInput, type CalendarAriaLabels, type DateFormatter } from '@mantine/dates';
import { useTranslation } from '../../lib/i18n/use-translation';
import { formatDay } from '../../lib/format';
import { LocalizedDates } from '../dates/localized-dates';
import type { ListState } from './use-list-params';

/** The pickers show their day in the app's one date style (lib/format.ts), not dayjs's. */
const showDay: DateFormatter = ({ date }) => (typeof date === 'string' && date ? formatDay(date) : '');

/** What the filter reads and writes: a list's state, or any screen's days kept in its URL (a report's period). */
export type DayRangeState = { params: { filters: Record<string, string | undefined> }; setFilter: ListState['setFilter'] };

interface DayRangeFilterProps {
  list: DayRangeState;
  /** Search-param names of the first and the last day; `from` and `to` unless told. */
  keys?: readonly [from: string, to: string];
}

/**
 * A from–to day range kept in the URL (`YYYY-MM-DD`, as Mantine's pickers hand it over);
 * it moves as one when the toolbar wraps. The pickers, not the browser's date fields,
 * so the days read in the screen's language ("5 مايو 2026", never "mm/dd/yyyy").
 */
export function DayRangeFilter({ list, keys = ['from', 'to'] }: DayRangeFilterProps) {
  const { t } = useTranslation('table');
  const ariaLabels = t('dayRange.calendar', { returnObjects: true }) as CalendarAriaLabels;
  const [fromKey, toKey] = keys;
  const { filters } = list.params;
  const day = (key: string, label: string, short: string) => ({
    // The name holds what the field shows after what it is (axe: label-content-name-mismatch).
    'aria-label': `${t(label)}: ${filters[key] ? formatDay(filters[key]) : t('dayRange.any')}`,
    leftSection: <span aria-hidden>{t(short)}</span>,
    leftSectionWidth: 52,
    placeholder: t('dayRange.any'),
    w: 190,
    valueFormatter: showDay,
    clearable: true,
    clearButtonProps: { 'aria-label': t('dayRange.clear') },
    ariaLabels,
    value: filters[key] ?? null,
    onChange: (value: string | null) => list.setFilter(key, value || null),
  });
  return (
    <LocalizedDates>
      <Group gap="sm">
        <DatePickerInput {...day(fromKey, 'dayRange.from', 'dayRange.fromShort')} maxDate={filters[toKey]} />
        <DatePickerInput {...day(toKey, 'dayRange.to', 'dayRange.toShort')} minDate={filters[fromKey]} />
      </Group>
    </LocalizedDates>
  );
}
