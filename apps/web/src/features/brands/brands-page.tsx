import { Stack } from '@mantine/core';
import { brandSorts, type Brand } from '@matjar/shared';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteRowDialog } from '../../components/confirm-dialog';
import { useDeleteSelected } from '../../components/data-table/use-delete-selected';
import { DataTable, RowAction, useListParams } from '../../components/data-table';
import { useDialogParams } from '../../components/form-drawer';
import { CreateButton } from '../../components/page-header/create-button';
import { PageHeader } from '../../components/page-header/page-header';
import { useDeleteRows } from '../../lib/api/use-delete-rows';
import { useLocale } from '../../lib/i18n/use-locale';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { notify } from '../../lib/notify';
import { useCan } from '../../lib/session/use-can';
import { brandKeys } from './api/brand-keys';
import { useBrands } from './api/get-brands';
import { BRAND_DIALOGS } from './components/brand-dialogs';
import { BrandFormDrawer } from './components/brand-form-drawer';
import { useBrandColumns } from './components/use-brand-columns';

/** /dashboard/brands: the store's brands with their logos. */
export default function BrandsPage() {
  usePageTitle('brands:title');
  const { t } = useTranslation('brands');
  const { locale } = useLocale();
  const list = useListParams({ sortFields: brandSorts });
  const brands = useBrands(list.params);
  const dialog = useDialogParams(BRAND_DIALOGS);
  const columns = useBrandColumns();
  const [deleting, setDeleting] = useState<Brand | null>(null);
  const remove = useDeleteRows('/dashboard/brands', 'brands', brandKeys.all);
  const canCreate = useCan('brands.create');
  const allowed = { update: useCan('brands.update'), delete: useCan('brands.delete') };
  const deleteSelected = useDeleteSelected(allowed.delete, remove.mutateAsync, 'brands');
  const nameOf = (brand: Brand) => brand.name[locale];

  const createButton = <CreateButton label={t('actions.create')} allowed={canCreate} onClick={() => dialog.open('create')} />;

  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} description={t('description')} action={createButton} />

      <DataTable
        label={t('title')}
        columns={columns}
        list={list}
        query={brands}
        searchPlaceholder={t('search')}
        rowLabel={nameOf}
        empty={{ title: t('empty.title'), description: t('empty.description'), action: createButton }}
        rowActions={
          allowed.update || allowed.delete
            ? (brand) => (
                <>
                  {allowed.update && (
                    <RowAction label={t('actions.edit')} rowName={nameOf(brand)} icon={IconPencil} onClick={() => dialog.open('edit', brand.id)} />
                  )}
                  {allowed.delete && (
                    <RowAction label={t('actions.delete')} rowName={nameOf(brand)} icon={IconTrash} danger onClick={() => setDeleting(brand)} />
                  )}
                </>
              )
            : undefined
        }
        onDeleteSelected={deleteSelected}
      />

      <BrandFormDrawer dialog={dialog} />
      <DeleteRowDialog
        row={deleting}
        nameOf={nameOf}
        namespace="brands"
        onClose={() => setDeleting(null)}
        onDelete={async (brand) => {
          await remove.mutateAsync([brand.id]);
          notify.success(t('toast.deleted'));
        }}
      />
    </Stack>
  );
}
