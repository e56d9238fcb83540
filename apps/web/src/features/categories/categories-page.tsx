import { Stack } from '@mantine/core';
import { categorySorts, type Category } from '@matjar/shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteSelected } from '../../components/data-table/use-delete-selected';
import { DataTable, useListParams } from '../../components/data-table';
import { useDialogParams } from '../../components/form-drawer';
import { CreateButton } from '../../components/page-header/create-button';
import { PageHeader } from '../../components/page-header/page-header';
import { CategorySelect } from '../../components/pickers';
import { useLocale } from '../../lib/i18n/use-locale';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { useCan } from '../../lib/session/use-can';
import { useDeleteCategories } from './api/delete-categories';
import { useCategories } from './api/get-categories';
import { CategoryDeleteDialog } from './components/category-delete-dialog';
import { CATEGORY_DIALOGS } from './components/category-dialogs';
import { CategoryFormDrawer } from './components/category-form-drawer';
import { CategoryRowActions } from './components/category-row-actions';
import { useCategoryColumns } from './components/use-category-columns';

const FILTER_KEYS = ['parent_id'];

/** /dashboard/categories: every category, or the direct children of one (`?parent_id=4`). */
export default function CategoriesPage() {
  usePageTitle('categories:title');
  const { t } = useTranslation(['categories', 'fields']);
  const { locale } = useLocale();
  const list = useListParams({ sortFields: categorySorts, filterKeys: FILTER_KEYS });
  const categories = useCategories(list.params);
  const dialog = useDialogParams(CATEGORY_DIALOGS);
  const { setFilter } = list;
  const showChildren = useCallback((category: Category) => setFilter('parent_id', String(category.id)), [setFilter]);
  const columns = useCategoryColumns(showChildren);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const deleteMany = useDeleteCategories();
  const canCreate = useCan('categories.create');
  const allowed = { update: useCan('categories.update'), delete: useCan('categories.delete') };
  const deleteSelected = useDeleteSelected(allowed.delete, deleteMany.mutateAsync, 'categories');
  const parentId = list.params.filters.parent_id ? Number(list.params.filters.parent_id) : null;

  const createButton = <CreateButton label={t('actions.create')} allowed={canCreate} onClick={() => dialog.open('create')} />;

  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} description={t('description')} action={createButton} />

      <DataTable
        label={t('title')}
        columns={columns}
        list={list}
        query={categories}
        searchPlaceholder={t('search')}
        rowLabel={(category) => category.name[locale]}
        empty={{ title: t('empty.title'), description: t('empty.description'), action: createButton }}
        minWidth={760}
        filters={
          <div style={{ inlineSize: 260, maxInlineSize: '100%' }}>
            <CategorySelect
              label={t('filters.parent')}
              placeholder={t('filters.anyParent')}
              value={parentId}
              onChange={(id) => setFilter('parent_id', id === null ? null : String(id))}
              clearable
            />
          </div>
        }
        rowActions={
          allowed.update || allowed.delete
            ? (category) => (
                <CategoryRowActions
                  category={category}
                  allowed={allowed}
                  onEdit={(id) => dialog.open('edit', id)}
                  onDelete={() => setDeleting(category)}
                />
              )
            : undefined
        }
        onDeleteSelected={deleteSelected}
      />

      {/* A new category starts under the parent the list is showing. */}
      <CategoryFormDrawer dialog={dialog} parentId={parentId} />
      <CategoryDeleteDialog category={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
