import { Button, Group, Stack } from '@mantine/core';
import { productSorts } from '@matjar/shared';
import { Link } from '@tanstack/react-router';
import { IconPlus, IconTableOptions } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, useListParams } from '../../components/data-table';
import { useDeleteSelected } from '../../components/data-table/use-delete-selected';
import { PageHeader } from '../../components/page-header/page-header';
import { useLocale } from '../../lib/i18n/use-locale';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { useCan } from '../../lib/session/use-can';
import { useDeleteProducts } from './api/change-products';
import { useProducts } from './api/get-products';
import { CsvButtons } from './components/csv-buttons';
import { PRODUCT_FILTER_KEYS, ProductFilters } from './components/product-filters';
import { ProductIntentDialog } from './components/product-intent-dialog';
import { ProductRowActions, type ProductIntent } from './components/product-row-actions';
import { useProductColumns } from './components/use-product-columns';

/**
 * /dashboard/products: server-paged (keyset past the first pages), sorted, searched by
 * name in either language however it is spelled, or by sku / barcode; filters in the URL.
 */
export default function ProductsPage() {
  usePageTitle('products:title');
  const { t } = useTranslation('products');
  const { locale } = useLocale();
  const list = useListParams({ sortFields: productSorts, filterKeys: PRODUCT_FILTER_KEYS });
  const products = useProducts(list.params);
  const columns = useProductColumns();
  const [intent, setIntent] = useState<ProductIntent | null>(null);
  const deleteMany = useDeleteProducts();
  const allowed = { create: useCan('products.create'), update: useCan('products.update'), delete: useCan('products.delete') };
  const deleteSelected = useDeleteSelected(allowed.delete, deleteMany.mutateAsync, 'products');

  const createButton = allowed.create && (
    <Button leftSection={<IconPlus size={18} />} renderRoot={(props) => <Link {...props} to="/dashboard/products/create" />}>
      {t('actions.create')}
    </Button>
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('title')}
        description={t('description')}
        action={
          <Group gap="xs">
            <CsvButtons params={list.params} canImport={allowed.create && allowed.update} />
            {allowed.update && (
              <Button variant="default" leftSection={<IconTableOptions size={16} />} renderRoot={(props) => <Link {...props} to="/dashboard/products/das" />}>
                {t('das.title')}
              </Button>
            )}
            {createButton}
          </Group>
        }
      />

      <DataTable
        label={t('title')}
        columns={columns}
        list={list}
        query={products}
        searchPlaceholder={t('search')}
        filters={<ProductFilters list={list} />}
        rowLabel={(product) => product.name[locale]}
        minWidth={900}
        empty={{ title: t('empty.title'), description: t('empty.description'), action: createButton }}
        rowActions={(product) => <ProductRowActions product={product} allowed={allowed} onIntent={setIntent} />}
        onDeleteSelected={deleteSelected}
      />

      <ProductIntentDialog intent={intent} onClose={() => setIntent(null)} />
    </Stack>
  );
}
