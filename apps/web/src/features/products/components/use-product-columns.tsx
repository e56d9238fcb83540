import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { ProductSummary } from '@matjar/shared';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { IconPackage } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { sortableColumn, type DataTableColumn } from '../../../components/data-table';
import { useLocalCurrency } from '../../../components/pickers';
import { formatCurrency, formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n/use-locale';
import { MediaThumb } from '../../../components/media-thumb';
import { StockCell } from './stock-badge';

/** Picture and name (a link to the product's page), sku, price, stock and state. */
export function useProductColumns(): DataTableColumn<ProductSummary>[] {
  const { t } = useTranslation(['products', 'fields']);
  const { locale } = useLocale();
  const currency = useLocalCurrency();
  return useMemo(
    () => [
      sortableColumn<ProductSummary>('name', t('fields:name'), (product) => (
        <Group gap="sm" wrap="nowrap">
          <MediaThumb icon={IconPackage} image={product.image} name={product.name[locale]} />
          <Stack gap={0}>
            <Anchor
              renderRoot={(props) => <Link {...props} to="/dashboard/products/$product/show" params={{ product: String(product.id) }} />}
              fz="sm"
              fw={500}
            >
              {product.name[locale]}
            </Anchor>
            <Text span fz="xs" c="dimmed">
              {[product.category?.name[locale], product.brand?.name[locale]].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
        </Group>
      )),
      {
        key: 'sku',
        header: t('fields:sku'),
        width: 150,
        cell: (product) => (
          <Stack gap={0} align="flex-start">
            <Text span fz="sm" ff="monospace" dir="ltr" style={{ unicodeBidi: 'isolate' }}>
              {product.sku}
            </Text>
            {product.variants_count > 0 && (
              <Text span fz="xs" c="dimmed">
                {t('products:list.variants', { count: product.variants_count, value: formatNumber(product.variants_count) })}
              </Text>
            )}
          </Stack>
        ),
      },
      {
        key: 'price',
        header: t('fields:selling_price'),
        sortField: 'price',
        width: 140,
        cell: (product) => (
          <Text span fz="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatCurrency(product.selling_price, currency)}
          </Text>
        ),
      },
      {
        key: 'quantity',
        header: t('fields:quantity'),
        sortField: 'quantity',
        width: 150,
        cell: (product) => <StockCell quantity={product.quantity} level={product.stock_level} />,
      },
      {
        key: 'state',
        header: t('products:list.state'),
        cell: (product) =>
          product.is_archived ? (
            <Badge color="gray" variant="light" tt="none">
              {t('products:list.archived')}
            </Badge>
          ) : product.is_bonus ? (
            <Badge color="grape" variant="light" tt="none">
              {t('fields:is_bonus')}
            </Badge>
          ) : null,
      },
    ],
    [t, locale, currency],
  );
}
