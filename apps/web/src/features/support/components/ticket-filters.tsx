import { Chip, Group, Select } from '@mantine/core';
import { TICKET_DEPARTMENTS, TICKET_STATUSES } from '@matjar/shared';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { ListState } from '../../../components/data-table';
import { DayRangeFilter } from '../../../components/data-table/day-range-filter';

const ANY = 'any';

/** Status chips, the department and the days the ticket was opened; every choice lives in the URL. */
export function TicketFilters({ list }: { list: ListState }) {
  const { t } = useTranslation('support');
  const { filters } = list.params;
  return (
    <>
      <Chip.Group value={filters.status ?? ANY} onChange={(value) => list.setFilter('status', value === ANY ? null : value)}>
        <Group gap={6} role="radiogroup" aria-label={t('filters.status')}>
          {[ANY, ...TICKET_STATUSES].map((status) => (
            <Chip key={status} value={status} size="sm" variant="light" type="radio">
              {status === ANY ? t('filters.anyStatus') : t(`status.${status}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Select
        aria-label={t('filters.department')}
        placeholder={t('filters.anyDepartment')}
        data={TICKET_DEPARTMENTS.map((value) => ({ value, label: t(`departments.${value}`) }))}
        value={filters.department ?? null}
        onChange={(value) => list.setFilter('department', value)}
        clearable
        w={170}
        comboboxProps={{ withinPortal: true }}
      />
      <DayRangeFilter list={list} keys={['date_from', 'date_to']} />
    </>
  );
}
