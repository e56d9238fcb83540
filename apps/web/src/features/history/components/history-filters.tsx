import { Select } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { ListState } from '../../../components/data-table';
import { DayRangeFilter } from '../../../components/data-table/day-range-filter';
import { useModelLabel } from '../../../components/history-model-labels';
import { useHistoryChoices } from '../api/get-history-choices';
import { actionLabel } from './history-labels';

/** User, model, action and a day range; every choice lives in the URL. */
export function HistoryFilters({ list }: { list: ListState }) {
  const { t } = useTranslation('history');
  const modelLabel = useModelLabel();
  const choices = useHistoryChoices().data;
  const { filters } = list.params;
  const select = { clearable: true, comboboxProps: { withinPortal: true } } as const;

  return (
    <>
      <Select
        {...select}
        aria-label={t('filters.user')}
        placeholder={t('filters.anyUser')}
        searchable
        w={170}
        data={(choices?.users ?? []).map((user) => ({ value: String(user.id), label: user.username }))}
        value={filters.user_id ?? null}
        onChange={(value) => list.setFilter('user_id', value)}
      />
      <Select
        {...select}
        aria-label={t('filters.model')}
        placeholder={t('filters.anyModel')}
        w={170}
        data={(choices?.models ?? []).map((model) => ({ value: model, label: modelLabel(model) }))}
        value={filters.model ?? null}
        onChange={(value) => list.setFilter('model', value)}
      />
      <Select
        {...select}
        aria-label={t('filters.action')}
        placeholder={t('filters.anyAction')}
        w={170}
        data={(choices?.actions ?? []).map((action) => ({ value: action, label: actionLabel(t, action) }))}
        value={filters.event ?? null}
        onChange={(value) => list.setFilter('event', value)}
      />
      <DayRangeFilter list={list} />
    </>
  );
}
