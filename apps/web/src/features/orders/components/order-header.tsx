import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { orderNumberLabel, type Order } from '@matjar/shared';
import { Link } from '@tanstack/react-router';
import { PageBreadcrumbs } from '../../../components/page-header/page-breadcrumbs';
import { PageTitle } from '../../../components/page-header/page-header';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDateTime } from '../../../lib/format';
import { OrderFlags, OrderStatusBadge, PaymentBadge, ShippingBadge } from './order-badges';

/** the order's number, code, date and states, and its actions. */
export function OrderHeader({ order, actions }: { order: Order; actions: ReactNode }) {
  const { t } = useTranslation('orders');
  const number = orderNumberLabel(order.number);
  return (
    <Stack gap="sm">
      <PageBreadcrumbs>
        <Anchor component={Link} to="/dashboard/orders" fz="sm">
          {t('title')}
        </Anchor>
        <Text span fz="sm" aria-current="page">
          <bdi>{number}</bdi>
        </Text>
      </PageBreadcrumbs>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="md">
            <Stack gap={6}>
              <Group gap="sm">
                <PageTitle>{t('page.heading', { number })}</PageTitle>
                <OrderStatusBadge status={order.status} />
                <OrderFlags order={order} />
              </Group>
              <Group gap="lg">
                <Text span fz="sm" c="dimmed">
                  {t('page.code')}: <bdi style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}>{order.code}</bdi>
                </Text>
                <Text span fz="sm" c="dimmed">
                  {t('page.placedAt', { date: formatDateTime(order.created_at) })}
                </Text>
              </Group>
            </Stack>
            <Group gap="lg">
              <Stack gap={4}>
                <Text span fz="xs" c="dimmed">
                  {t('page.shippingState')}
                </Text>
                <ShippingBadge status={order.shipping_status} />
              </Stack>
              <Stack gap={4}>
                <Text span fz="xs" c="dimmed">
                  {t('page.paymentStatus')}
                </Text>
                <PaymentBadge status={order.payment_status} />
              </Stack>
            </Group>
          </Group>
          {actions}
        </Stack>
      </Paper>
    </Stack>
  );
}
