import { Button, Grid, Group, Stack } from '@mantine/core';
import { productSorts } from '@matjar/shared';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListParams } from '../../components/data-table';
import { useDialogParams } from '../../components/form-drawer';
import { PageHeader } from '../../components/page-header/page-header';
import { useLocale } from '../../lib/i18n/use-locale';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { useCan } from '../../lib/session/use-can';
import { useCategoryPage } from './api/get-categories';
import { CategoryBreadcrumbs } from './components/category-breadcrumbs';
import { CategoryChildren } from './components/category-children';
import { CategoryDeleteDialog } from './components/category-delete-dialog';
import { CATEGORY_DIALOGS } from './components/category-dialogs';
import { CategoryFormDrawer } from './components/category-form-drawer';
import { CategoryProducts } from './components/category-products';
import { CategoryRowActions } from './components/category-row-actions';
import { CategorySummary } from './components/category-summary';

const route = getRouteApi('/dashboard/_app/categories/$category');

/** /dashboard/categories/{category}: where it sits, its image and notes, its subcategories and its products. */
export default function CategoryPage() {
  const { t } = useTranslation('categories');
  const { locale } = useLocale();
  const id = Number(route.useParams().category);
  const list = useListParams({ sortFields: productSorts });
  const query = useCategoryPage(id, list.params);
  const category = query.data;
  usePageTitle('categories:page.title');
  const dialog = useDialogParams(CATEGORY_DIALOGS);
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const canCreate = useCan('categories.create');
  const allowed = { update: useCan('categories.update'), delete: useCan('categories.delete') };

  // The loader fetched the category, so it is only missing if it could not be read again.
  if (!category) return null;

  return (
    <Stack gap="lg">
      <CategoryBreadcrumbs category={category} />
      <PageHeader
        title={category.name[locale]}
        action={
          <Group gap="xs" wrap="nowrap">
            <CategoryRowActions
              category={category}
              allowed={allowed}
              onEdit={(categoryId) => dialog.open('edit', categoryId)}
              onDelete={() => setDeleting(true)}
            />
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

      <CategoryFormDrawer dialog={dialog} parentId={category.id} />
      <CategoryDeleteDialog
        category={deleting ? category : null}
        onClose={() => setDeleting(false)}
        onDeleted={() =>
          void navigate(
            category.parent_id === null
              ? { to: '/dashboard/categories' }
              : { to: '/dashboard/categories/$category', params: { category: String(category.parent_id) } },
          )
        }
      />
    </Stack>
  );
}
