import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { CategoryDetail, ProductSummary } from '@matjar/shared';
import { Link } from '@tanstack/react-router';
import { IconPackage } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { DataTable, type DataTableColumn, type DataTableQuery, type ListState } from '../../../components/data-table';
import { MediaThumb } from '../../../components/media-thumb';
import { useLocalCurrency } from '../../../components/pickers';
import { formatCurrency, formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n/use-locale';
import { useCan } from '../../../lib/session/use-can';

interface CategoryProductsProps {
  /** The category page's paging and search (the URL's), which its query already used. */
  list: ListState;
  query: Omit<DataTableQuery<ProductSummary>, 'data'> & { data: CategoryDetail | undefined };
}

/** The category's own products, a page at a time, each linking to its product page. */
export function CategoryProducts({ list, query }: CategoryProductsProps) {
  const { t } = useTranslation(['categories', 'fields']);
  const columns = useProductColumns();
  const products = { ...query, data: query.data?.products };
  return (
    <Stack gap="sm">
      <Title order={3} fz="md">
        {t('page.products')}
      </Title>
      <DataTable
        label={t('page.products')}
        columns={columns}
        list={list}
        query={products}
        searchPlaceholder={t('page.searchProducts')}
        empty={{ title: t('page.noProducts'), description: t('page.noProductsHint') }}
      />
    </Stack>
  );
}

function useProductColumns(): DataTableColumn<ProductSummary>[] {
  const { t } = useTranslation(['categories', 'fields']);
  const { locale } = useLocale();
  const currency = useLocalCurrency();
  // The product pages are the products screens'; without their permission a name is plain text.
  const canOpen = useCan('products.view');
  return useMemo(
    () => [
      {
        key: 'name',
        header: t(`fields:name.${locale}`),
        sortField: 'name',
        cell: (product) => (
          <Group gap="sm" wrap="nowrap">
            <MediaThumb image={product.image} name={product.name[locale]} icon={IconPackage} />
            {canOpen ? (
              <Anchor renderRoot={(props) => <Link {...props} to="/dashboard/products/$product" params={{ product: String(product.id) }} />} fz="sm" fw={500}>
                {product.name[locale]}
              </Anchor>
            ) : (
              <Text span fz="sm" fw={500}>
                {product.name[locale]}
              </Text>
            )}
          </Group>
        ),
      },
      {
        key: 'sku',
        header: t('fields:sku'),
        cell: (product) => (
          <Text span fz="sm" dir="ltr" ff="monospace">
            {product.sku}
          </Text>
        ),
      },
      {
        key: 'price',
        header: t('fields:selling_price'),
        sortField: 'price',
        cell: (product) => (
          <Text span fz="sm">
            <bdi>{formatCurrency(product.selling_price, currency)}</bdi>
          </Text>
        ),
      },
      {
        key: 'quantity',
        header: t('fields:quantity'),
        sortField: 'quantity',
        width: 110,
        cell: (product) => <Text span fz="sm">{formatNumber(product.quantity)}</Text>,
      },
    ],
    [t, locale, currency, canOpen],
  );
}
