import { Anchor, Group, Stack, Text } from '@mantine/core';
import { orderNumberLabel, type OrderRow } from '@matjar/shared';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { TwoLines, type DataTableColumn } from '../../../components/data-table';
import { formatCurrency, formatDate, formatNumber, formatTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n/use-locale';
import { OrderFlags, OrderStatusBadge, PaymentBadge, ShippingBadge } from './order-badges';

const NO_WRAP = { style: { whiteSpace: 'nowrap' } } as const;

/** Number and code (a link to the order), customer, date, status with its flags and shipping state, payment, total. */
export function useOrderColumns(currency: string): DataTableColumn<OrderRow>[] {
  const { t } = useTranslation('orders');
  const { locale } = useLocale();
  return useMemo(
    () => [
      {
        key: 'number',
        header: t('columns.number'),
        sortField: 'number',
        width: 130,
        cell: (order) => (
          <Stack gap={2}>
            <Anchor
              renderRoot={(props) => <Link {...props} to="/dashboard/orders/$order" params={{ order: String(order.id) }} />}
              fz="sm"
              fw={600}
            >
              <bdi>{orderNumberLabel(order.number)}</bdi>
            </Anchor>
            <Text span fz="xs" c="dimmed" ff="monospace" dir="ltr">
              {order.code}
            </Text>
          </Stack>
        ),
      },
      {
        key: 'customer',
        header: t('columns.customer'),
        cell: (order) => (
          <TwoLines sub={order.customer.phone} under={{ dir: 'ltr', style: { unicodeBidi: 'isolate' } }}>
            {order.customer.name}
          </TwoLines>
        ),
      },
      {
        key: 'created_at',
        header: t('columns.date'),
        sortField: 'created_at',
        width: 130,
        cell: (order) => (
          <TwoLines sub={formatTime(order.created_at)} main={NO_WRAP}>
            {formatDate(order.created_at)}
          </TwoLines>
        ),
      },
      {
        key: 'status',
        header: t('columns.status'),
        cell: (order) => (
          <Stack gap={4} align="flex-start">
            <Group gap={4} wrap="nowrap">
              <OrderStatusBadge status={order.status} />
              <OrderFlags order={order} compact />
            </Group>
            <ShippingBadge status={order.shipping_status} labelled />
          </Stack>
        ),
      },
      {
        key: 'payment',
        header: t('columns.payment'),
        cell: (order) => (
          <Stack gap={2} align="flex-start">
            <PaymentBadge status={order.payment_status} />
            <Text span fz="xs" c="dimmed">
              {order.payment_method.name[locale]}
            </Text>
          </Stack>
        ),
      },
      {
        key: 'total',
        header: t('columns.total'),
        sortField: 'total',
        width: 140,
        cell: (order) => (
          <TwoLines sub={t('columns.itemsCount', { count: order.items_count, value: formatNumber(order.items_count) })} main={{ ...NO_WRAP, fw: 600 }}>
            <bdi>{formatCurrency(order.total, currency)}</bdi>
          </TwoLines>
        ),
      },
    ],
    [t, locale, currency],
  );
}
