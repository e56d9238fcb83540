import { useTranslation } from '../../../lib/i18n/use-translation';
import type { ListState } from '../../../components/data-table';
import { SelectFilter } from '../../../components/data-table/select-filter';
import { DayRangeFilter } from '../../../components/data-table/day-range-filter';
import { useModelLabel } from '../../../components/history-model-labels';
import { useHistoryChoices } from '../api/get-history-choices';
import { actionLabel } from './history-labels';

/** User, model, action and a day range; every choice lives in the URL. */
export function HistoryFilters({ list }: { list: ListState }) {
  const { t } = useTranslation('history');
  const modelLabel = useModelLabel();
  const choices = useHistoryChoices().data;
  const users = (choices?.users ?? []).map((user) => ({ value: String(user.id), label: user.username }));
  const models = (choices?.models ?? []).map((model) => ({ value: model, label: modelLabel(model) }));
  const actions = (choices?.actions ?? []).map((action) => ({ value: action, label: actionLabel(t, action) }));

  return (
    <>
      <SelectFilter list={list} name="user_id" aria-label={t('filters.user')} placeholder={t('filters.anyUser')} searchable w={170} data={users} />
      <SelectFilter list={list} name="model" aria-label={t('filters.model')} placeholder={t('filters.anyModel')} w={170} data={models} />
      <SelectFilter list={list} name="event" aria-label={t('filters.action')} placeholder={t('filters.anyAction')} w={170} data={actions} />
      <DayRangeFilter list={list} />
    </>
  );
}
