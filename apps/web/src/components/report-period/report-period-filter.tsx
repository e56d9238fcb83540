import { Group, NativeSelect } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { presetOf, presetPeriod, REPORT_PRESETS, type ReportPeriod, type ReportPreset } from './report-period';

// The day pickers (Mantine's dates and popovers, 40 KB) come after the report's first screen.
const DayRangeFilter = lazy(() => import('../data-table/day-range-filter').then((module) => ({ default: module.DayRangeFilter })));

interface ReportPeriodFilterProps {
  period: ReportPeriod;
  onChange: (period: ReportPeriod) => void;
}

/**
 * A report's period: a preset (the last 7 or 30 days, this or last month, the last twelve
 * months) or any two days, both kept in the URL by the caller. Texts: `table:period.*`.
 */
export function ReportPeriodFilter({ period, onChange }: ReportPeriodFilterProps) {
  const { t } = useTranslation('table');
  const preset = presetOf(period);
  // No days in the URL is the API's default period, shown as its days.
  const shown = period.date_from || period.date_to ? period : presetPeriod('last30');
  return (
    <Group gap="sm" align="flex-end">
      <NativeSelect
        label={t('period.label')}
        value={preset ?? 'custom'}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          if (chosen !== 'custom') onChange(presetPeriod(chosen as ReportPreset));
        }}
        data={[
          ...REPORT_PRESETS.map((value) => ({ value, label: t(`period.presets.${value}`) })),
          ...(preset ? [] : [{ value: 'custom', label: t('period.presets.custom') }]),
        ]}
        w={190}
      />
      <Suspense fallback={<div style={{ inlineSize: 392, blockSize: 36 }} />}>
        <DayRangeFilter
        keys={['date_from', 'date_to']}
        list={{
          params: { filters: { ...shown } },
          setFilter: (key, value) => onChange({ ...shown, [key]: value ?? undefined }),
          }}
        />
      </Suspense>
    </Group>
  );
}
