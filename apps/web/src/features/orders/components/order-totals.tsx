import { Divider, Group, Stack, Text } from '@mantine/core';
import { moneyToStored, storedToMoney } from '@matjar/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatCurrency } from '../../../lib/format';

export interface OrderTotalsValues {
  subtotal: string;
  /** Offers' and coupon's discounts together. */
  discount: string;
  tax: string;
  shipping_fee: string;
  total: string;
  /** The coupon applied and its whole discount. */
  coupon?: { code: string; discount: string } | null;
}

/** Subtotal, the offers' discount, the coupon's, tax, shipping fee and total, at the end of the lines. */
export function OrderTotals({ order, currency }: { order: OrderTotalsValues; currency: string }) {
  const { t } = useTranslation('orders');
  const row = (label: ReactNode, amount: string, strong = false, testId?: string) => (
    <Group justify="space-between" gap="xl" wrap="nowrap">
      <Text fz={strong ? 'md' : 'sm'} fw={strong ? 700 : undefined} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text fz={strong ? 'md' : 'sm'} fw={strong ? 700 : 500} data-testid={strong ? 'total' : testId} style={{ whiteSpace: 'nowrap' }}>
        <bdi>{formatCurrency(amount, currency)}</bdi>
      </Text>
    </Group>
  );
  const couponDiscount = order.coupon?.discount ?? '0.00';
  // In stored thousandths, so the two decimal strings subtract exactly.
  const offersDiscount = storedToMoney(moneyToStored(order.discount) - moneyToStored(couponDiscount));
  return (
    <Stack gap={6} p="md" ms="auto" maw={360} w="100%">
      {row(t('totals.subtotal'), order.subtotal)}
      {Number(offersDiscount) > 0 && row(order.coupon ? t('totals.offers') : t('totals.discount'), `-${offersDiscount}`, false, 'offers-discount')}
      {order.coupon &&
        row(
          <>
            {t('totals.coupon')} <bdi dir="ltr">{order.coupon.code}</bdi>
          </>,
          `-${couponDiscount}`,
          false,
          'coupon-discount',
        )}
      {row(t('totals.tax'), order.tax)}
      {row(t('totals.shipping'), order.shipping_fee)}
      <Divider />
      {row(t('totals.total'), order.total, true)}
    </Stack>
  );
}
