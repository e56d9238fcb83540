import { categorySorts, type Category } from '@matjar/shared';
import { useCallback } from 'react';
import { filtersOnFirstUse } from '../../components/data-table';
import { ResourceListPage, useResourceList } from '../../components/resource';
import { useLocalName } from '../../lib/i18n/use-local-name';
import { categories } from './categories-resource';
import { useCategoryColumns } from './components/use-category-columns';
import { onFirstRender } from '../../components/deferred/on-first-render';

const FILTER_KEYS = ['parent_id'];

const CategoryFilters = filtersOnFirstUse(() => import('./components/category-filters').then((module) => module.CategoryFilters));

const CategoryForm = onFirstRender(() => import('./components/category-form').then((module) => module.CategoryForm));

/** /dashboard/categories: every category, or the direct children of one (`?parent_id=4`). */
export default function CategoriesPage() {
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
      filters={(list) => <CategoryFilters list={list} />}
    />
  );
}
