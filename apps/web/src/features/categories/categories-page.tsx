import { categorySorts, type Category } from '@matjar/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CategorySelect } from '../../components/pickers';
import { ResourceListPage, useResourceList } from '../../components/resource';
import { useLocalName } from '../../lib/i18n/use-local-name';
import { categories } from './categories-resource';
import { CategoryForm } from './components/category-form';
import { useCategoryColumns } from './components/use-category-columns';

const FILTER_KEYS = ['parent_id'];

/** /dashboard/categories: every category, or the direct children of one (`?parent_id=4`). */
export default function CategoriesPage() {
  const { t } = useTranslation('categories');
  const page = useResourceList(categories, { sortFields: categorySorts, filterKeys: FILTER_KEYS });
  const { setFilter } = page.list;
  const showChildren = useCallback((category: Category) => setFilter('parent_id', String(category.id)), [setFilter]);
  const parentId = page.list.params.filters.parent_id ? Number(page.list.params.filters.parent_id) : null;

  return (
    <ResourceListPage
      page={page}
      columns={useCategoryColumns(showChildren)}
      nameOf={useLocalName()}
      minWidth={760}
      // A new category starts under the parent the list is showing.
      form={(props) => <CategoryForm {...props} parentId={parentId} />}
      filters={() => (
        <div style={{ inlineSize: 260, maxInlineSize: '100%' }}>
          <CategorySelect
            label={t('filters.parent')}
            placeholder={t('filters.anyParent')}
            value={parentId}
            onChange={(id) => setFilter('parent_id', id === null ? null : String(id))}
            clearable
          />
        </div>
      )}
    />
  );
}
