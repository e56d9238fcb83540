import { useTranslation } from '../../../lib/i18n/use-translation';
import type { ListState } from '../../../components/data-table';
import { CategorySelect } from '../../../components/pickers';

/** The categories list's one filter: the parent whose direct children are listed. */
export function CategoryFilters({ list }: { list: ListState }) {
  const { t } = useTranslation('categories');
  const { filters } = list.params;
  return (
    <div style={{ inlineSize: 260, maxInlineSize: '100%' }}>
      <CategorySelect
        label={t('filters.parent')}
        placeholder={t('filters.anyParent')}
        value={filters.parent_id ? Number(filters.parent_id) : null}
        onChange={(id) => list.setFilter('parent_id', id === null ? null : String(id))}
        clearable
      />
    </div>
  );
}
