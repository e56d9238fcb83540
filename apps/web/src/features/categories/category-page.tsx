import { Button, Grid, Group, Stack } from '@mantine/core';
import { productSorts } from '@matjar/shared';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { RowAction, useListParams } from '../../components/data-table';
import { useDialogParams } from '../../components/form-drawer';
import { PageHeader } from '../../components/page-header/page-header';
import { useDeleteResource } from '../../components/resource';
import { ConfirmIntentDialog, type ConfirmIntent } from '../../components/resource/confirm-intent-dialog';
import { ResourceFormDrawer } from '../../components/resource/resource-form-drawer';
import { useLocale } from '../../lib/i18n/use-locale';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { useCan } from '../../lib/session/use-can';
import { useCategoryPage } from './api/use-category-page';
import { categories } from './categories-resource';
import { CategoryBreadcrumbs } from './components/category-breadcrumbs';
import { CategoryChildren } from './components/category-children';
import { CategoryProducts } from './components/category-products';
import { CategorySummary } from './components/category-summary';
import { onFirstRender } from '../../components/deferred/on-first-render';

const DIALOGS = ['create', 'edit'] as const;

const route = getRouteApi('/dashboard/_app/categories/$category');

const CategoryForm = onFirstRender(() => import('./components/category-form').then((module) => module.CategoryForm));

/** /dashboard/categories/{category}: where it sits, its image and notes, its subcategories and its products. */
export default function CategoryPage() {
  const { t } = useTranslation('categories');
  const { locale } = useLocale();
  const id = Number(route.useParams().category);
  const list = useListParams({ sortFields: productSorts });
  const query = useCategoryPage(id, list.params);
  const category = query.data;
  usePageTitle('categories:page.title');
  const dialog = useDialogParams(DIALOGS);
  const navigate = useNavigate();
  const [intent, setIntent] = useState<ConfirmIntent | null>(null);
  const remove = useDeleteResource(categories);
  const canCreate = useCan('categories.create');
  const allowed = { update: useCan('categories.update'), delete: useCan('categories.delete') };

  // The loader fetched the category, so it is only missing if it could not be read again.
  if (!category) return null;
  const name = category.name[locale];
  const deleteCategory = async () => {
    await remove.mutateAsync([category.id]);
    void navigate(
      category.parent_id === null
        ? { to: '/dashboard/categories' }
        : { to: '/dashboard/categories/$category', params: { category: String(category.parent_id) } },
    );
  };

  return (
    <Stack gap="lg">
      <CategoryBreadcrumbs category={category} />
      <PageHeader
        title={name}
        action={
          <Group gap="xs" wrap="nowrap">
            {allowed.update && <RowAction label={t('actions.edit')} rowName={name} icon={IconPencil} onClick={() => dialog.open('edit', category.id)} />}
            {allowed.delete && (
              <RowAction
                label={t('actions.delete')}
                rowName={name}
                icon={IconTrash}
                danger
                onClick={() => setIntent({ key: 'delete', name, danger: true, run: deleteCategory, toast: 'toast.deleted' })}
              />
            )}
            {canCreate && (
              <Button leftSection={<IconPlus size={18} />} variant="light" onClick={() => dialog.open('create')}>
                {t('actions.createChild')}
              </Button>
            )}
          </Group>
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <CategorySummary category={category} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <CategoryChildren items={category.children} />
        </Grid.Col>
      </Grid>
      <CategoryProducts list={list} query={query} />

      <ResourceFormDrawer
        resource={categories}
        dialog={dialog}
        form={(props) => <CategoryForm {...props} parentId={category.id} />}
      />
      <ConfirmIntentDialog intent={intent} t={t} onClose={() => setIntent(null)} />
    </Stack>
  );
}
