import { Button } from '@mantine/core';
import { productSorts } from '@matjar/shared';
import { Link } from '@tanstack/react-router';
import { IconTableOptions } from '@tabler/icons-react';
import { filtersOnFirstUse } from '../../components/data-table';
import { ResourceListPage, useResourceList } from '../../components/resource';
import { useLocalName } from '../../lib/i18n/use-local-name';
import { useSetProductArchived } from './api/change-products';
import { CsvButtons } from './components/csv-buttons';
import { ProductRowActions } from './components/product-row-actions';
import { useProductColumns } from './components/use-product-columns';
import { PRODUCT_FILTER_KEYS, products } from './products-resource';

const ProductFilters = filtersOnFirstUse(() => import('./components/product-filters').then((module) => module.ProductFilters));

/**
 * /dashboard/products: server-paged (keyset past the first pages), sorted, searched by
 * name in either language however it is spelled, or by sku / barcode; filters in the URL.
 */
export default function ProductsPage() {
  const page = useResourceList(products, { sortFields: productSorts, filterKeys: PRODUCT_FILTER_KEYS });
  const { t, can, list } = page;
  const setArchived = useSetProductArchived().mutateAsync;

  return (
    <ResourceListPage
      page={page}
      columns={useProductColumns()}
      nameOf={useLocalName()}
      filters={(filterList) => <ProductFilters list={filterList} />}
      minWidth={900}
      createLink={(props) => <Link {...props} to="/dashboard/products/create" />}
      headerActions={
        <>
          <CsvButtons params={list.params} canImport={can.create && can.update} />
          {can.update && (
            <Button variant="default" leftSection={<IconTableOptions size={16} />} renderRoot={(props) => <Link {...props} to="/dashboard/products/das" />}>
              {t('das.title')}
            </Button>
          )}
        </>
      }
      rowActionsShown
      rowActions={(product, tools) => (
        <ProductRowActions product={product} allowed={can} tools={tools} setArchived={setArchived} />
      )}
    />
  );
}
