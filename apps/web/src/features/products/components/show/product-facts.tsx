import { Badge, ColorSwatch, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Product } from '@matjar/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useLocalCurrency } from '../../../../components/pickers';
import { formatCurrency, formatDateTime, formatNumber } from '../../../../lib/format';
import { useLocale } from '../../../../lib/i18n/use-locale';
import { StockCell } from '../stock-badge';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <div style={{ fontSize: 'var(--mantine-font-size-sm)' }}>{children ?? '—'}</div>
    </Stack>
  );
}

const Code = ({ value }: { value: string | null }) =>
  value ? (
    <Text span fz="sm" ff="monospace" dir="ltr" style={{ unicodeBidi: 'isolate' }}>
      {value}
    </Text>
  ) : (
    '—'
  );

/** Codes, classification, prices, stock and flags of a product, as a grid of labelled values. */
export function ProductFacts({ product }: { product: Product }) {
  const { t } = useTranslation(['products', 'fields']);
  const { locale } = useLocale();
  const currency = useLocalCurrency();
  const yesNo = (value: boolean) => t(value ? 'show.yes' : 'show.no');
  const optional = (value: number | null) => (value === null ? '—' : formatNumber(value));
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" verticalSpacing="md">
      <Fact label={t('fields:sku')}><Code value={product.sku} /></Fact>
      <Fact label={t('fields:barcode')}><Code value={product.barcode} /></Fact>
      <Fact label={t('fields:slug')}><Code value={product.slug} /></Fact>
      <Fact label={t('products:list.state')}>
        {product.is_archived ? <Badge color="gray" variant="light" tt="none">{t('products:list.archived')}</Badge> : t('products:show.active')}
      </Fact>
      <Fact label={t('fields:category_id')}>{product.category?.name[locale]}</Fact>
      <Fact label={t('fields:brand_id')}>{product.brand?.name[locale]}</Fact>
      <Fact label={t('fields:unit_id')}>{product.unit?.name[locale]}</Fact>
      <Fact label={t('fields:is_multi_unit')}>{yesNo(product.is_multi_unit)}</Fact>
      <Fact label={t('fields:buying_price')}>{formatCurrency(product.buying_price, currency)}</Fact>
      <Fact label={t('fields:selling_price')}>{formatCurrency(product.selling_price, currency)}</Fact>
      <Fact label={t('fields:tax_percent')}>{formatNumber(Number(product.tax_percent) / 100, { style: 'percent', maximumFractionDigits: 2 })}</Fact>
      <Fact label={t('fields:quantity')}><StockCell quantity={product.quantity} level={product.stock_level} /></Fact>
      <Fact label={t('fields:weight_gm')}>{optional(product.weight_gm)}</Fact>
      <Fact label={t('fields:max_order')}>{optional(product.max_order)}</Fact>
      <Fact label={t('fields:is_bonus')}>{yesNo(product.is_bonus)}</Fact>
      <Fact label={t('fields:show_price')}>{product.show_price ? t('show.priceShown') : t('show.priceOnRequest')}</Fact>
      <Fact label={t('fields:colours')}>
        {product.colours.length ? (
          <Group gap={6}>
            {product.colours.map((colour) => (
              <ColorSwatch key={colour} color={colour} size={18} title={colour} />
            ))}
          </Group>
        ) : (
          '—'
        )}
      </Fact>
      <Fact label={t('show.updatedAt')}>{formatDateTime(product.updated_at)}</Fact>
    </SimpleGrid>
  );
}
