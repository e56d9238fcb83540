import { useTranslation } from '../../../lib/i18n/use-translation';
import type { ListState } from '../../../components/data-table';
import { SelectFilter } from '../../../components/data-table/select-filter';


/** The status filter beside the search box; it lives in the URL (`?status=inactive`). */
export function CustomerFilters({ list }: { list: ListState }) {
  const { t } = useTranslation('customers');
  const states = [{ value: 'active', label: t('status.active') }, { value: 'inactive', label: t('status.inactive') }];
  return <SelectFilter list={list} name="status" aria-label={t('filters.status')} placeholder={t('filters.anyStatus')} data={states} w={170} />;
}
