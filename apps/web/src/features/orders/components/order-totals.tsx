import { Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCurrency } from '../../../lib/format';

export interface OrderTotalsValues {
  subtotal: string;
  discount: string;
  tax: string;
  shipping_fee: string;
  total: string;
}

/** Subtotal, discount, tax, shipping fee and total, at the end of the lines. */
export function OrderTotals({ order, currency }: { order: OrderTotalsValues; currency: string }) {
  const { t } = useTranslation('orders');
  const row = (label: string, amount: string, strong = false) => (
    <Group justify="space-between" gap="xl">
      <Text fz={strong ? 'md' : 'sm'} fw={strong ? 700 : undefined} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text fz={strong ? 'md' : 'sm'} fw={strong ? 700 : 500} data-testid={strong ? 'total' : undefined}>
        <bdi>{formatCurrency(amount, currency)}</bdi>
      </Text>
    </Group>
  );
  return (
    <Stack gap={6} p="md" ms="auto" maw={360} w="100%">
      {row(t('totals.subtotal'), order.subtotal)}
      {Number(order.discount) > 0 && row(t('totals.discount'), `-${order.discount}`)}
      {row(t('totals.tax'), order.tax)}
      {row(t('totals.shipping'), order.shipping_fee)}
      <Divider />
      {row(t('totals.total'), order.total, true)}
    </Stack>
  );
}
