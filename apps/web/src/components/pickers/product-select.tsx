import { Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Product, ProductChild, ProductSummary } from '@matjar/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { apiFetch } from '../../lib/api/api-fetch';
import { errorMessage } from '../../lib/api/api-error';
import { formatCurrency, formatNumber } from '../../lib/format';
import { useLocale } from '../../lib/i18n/use-locale';
import { SEARCH_DEBOUNCE_MS } from '../data-table/search-input';

/** What an order line needs of the product (or the variant) that was picked. */
export interface PickedProduct {
  /** The product to order: the variant's own id when the product has variants. */
  id: number;
  /** A variant's product (an offer naming the product covers its variants); null for a product. */
  parent_id: number | null;
  /** A variant's name carries its option values ("Hoodie - M / Red"). */
  name: { en: string; ar: string };
  sku: string;
  image: string | null;
  price: string;
  /** Units in stock. */
  stock: number;
  /** The product's limit per order, if any. */
  max_order: number | null;
  /** Tax percent on the price ("14.00"); a variant has its product's. */
  tax_percent: string;
  /** Option → value pairs of a variant; empty for a product without variants. */
  variant: ProductChild['variant'];
}

interface ProductSelectProps {
  label: string;
  /** Called once a product (or, for a product with variants, one of its variants) is chosen. */
  onPick: (product: PickedProduct) => void;
  currency: string;
  error?: string;
  /** Products out of stock may be picked too (an offer's items); an order cannot take them. */
  anyStock?: boolean;
}

const PAGE = 20;

/** The most a customer may order of it now: the stock, capped by the product's max order. */
export const orderableQuantity = (product: Pick<PickedProduct, 'stock' | 'max_order'>) =>
  Math.max(0, product.max_order ? Math.min(product.stock, product.max_order) : product.stock);

/**
 * Search products by name, sku or barcode (GET /api/dashboard/products?search=) showing
 * sku, price and stock; a product with variants then asks for the variant. The product's
 * max order comes from its full record, read when it is chosen.
 */
export function ProductSelect({ label, onPick, currency, error, anyStock = false }: ProductSelectProps) {
  const { t } = useTranslation('pickers');
  const { locale } = useLocale();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [parent, setParent] = useState<Product | null>(null);
  const products = useQuery({
    queryKey: ['products', 'picker', debounced] as const,
    queryFn: ({ signal }) =>
      apiFetch<{ data: ProductSummary[] }>('/dashboard/products', { query: { search: debounced, perPage: PAGE }, signal }).then(
        (body) => body.data,
      ),
    placeholderData: (previous) => previous,
    staleTime: 10_000,
  });
  const children = useQuery({
    queryKey: ['products', 'picker-children', parent?.id] as const,
    queryFn: ({ signal }) =>
      apiFetch<{ data: ProductChild[] }>(`/dashboard/products/${parent!.id}/children`, { signal }).then((body) => body.data),
    enabled: parent !== null,
  });

  const rows = products.data ?? [];
  const stockText = (quantity: number) => t('product.stock', { value: formatNumber(quantity) });

  const chooseProduct = async (id: unknown) => {
    setSearch('');
    const summary = rows.find((row) => String(row.id) === id);
    if (!summary) return;
    const product = await apiFetch<{ data: Product }>(`/dashboard/products/${summary.id}`).then((body) => body.data);
    if (product.variants_count > 0) {
      setParent(product);
      return;
    }
    onPick({ ...pickedOf(product), max_order: product.max_order, tax_percent: product.tax_percent });
  };

  const chooseVariant = (id: unknown) => {
    const child = children.data?.find((row) => String(row.id) === id);
    if (!child || !parent) return;
    onPick({ ...pickedOf(child), parent_id: parent.id, max_order: parent.max_order, tax_percent: parent.tax_percent, variant: child.variant });
    setParent(null);
  };

  return (
    <Stack gap="xs">
      <Select
        label={label}
        placeholder={t('product.search')}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        // The server searched already (sku, barcode, both languages); show what it found.
        filter={({ options }) => options}
        data={rows.map((row) => ({ value: String(row.id), label: row.name[locale], disabled: !anyStock && row.quantity <= 0 && row.variants_count === 0 }))}
        value={null}
        onChange={(id) => void chooseProduct(id)}
        nothingFoundMessage={products.isFetching ? t('searching') : t('none')}
        // A user who may not read products (403) learns why the list stays empty.
        error={error ?? (products.isError ? errorMessage(products.error) : undefined)}
        comboboxProps={{ withinPortal: true }}
        renderOption={({ option }) => {
          const row = rows.find((item) => String(item.id) === option.value);
          if (!row) return option.label;
          return (
            <Stack gap={0}>
              <Text fz="sm">{row.name[locale]}</Text>
              <Group gap="sm" fz="xs" c="dimmed">
                <Text span fz="xs" ff="monospace" dir="ltr">
                  {row.sku}
                </Text>
                <bdi>{formatCurrency(row.selling_price, currency)}</bdi>
                <span>{row.variants_count > 0 ? t('product.variants', { value: formatNumber(row.variants_count) }) : stockText(row.quantity)}</span>
              </Group>
            </Stack>
          );
        }}
      />
      {parent && (
        <Select
          label={t('product.variant', { name: parent.name[locale] })}
          placeholder={t('product.chooseVariant')}
          data={(children.data ?? []).map((child) => ({
            value: String(child.id),
            label: `${child.variant.map((pair) => pair.value[locale]).join(' / ')} · ${child.sku} · ${stockText(child.quantity)}`,
            disabled: !anyStock && child.quantity <= 0,
          }))}
          value={null}
          onChange={chooseVariant}
          disabled={children.isPending}
          comboboxProps={{ withinPortal: true }}
          defaultDropdownOpened
        />
      )}
    </Stack>
  );
}

function pickedOf(row: ProductSummary | ProductChild): Omit<PickedProduct, 'max_order' | 'tax_percent'> {
  return { id: row.id, parent_id: null, name: row.name, sku: row.sku, image: row.image, price: row.selling_price, stock: row.quantity, variant: [] };
}
