import { Center, Grid, Loader, Stack } from '@mantine/core';
import { orderNumberLabel } from '@matjar/shared';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { RecordError } from '../../components/error-pages/record-error';
import { DeferredMount, ScreenHeight } from '../../components/deferred/deferred-mount';
import { useLocalCurrency } from '../../components/pickers';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { orderQueryOptions } from './api/get-order';
import { OrderActions } from './components/order-actions';
import { OrderComments } from './components/order-comments';
import { OrderDetailsCard } from './components/order-details-card';
import { OrderHeader } from './components/order-header';
import { OrderInvoiceCard } from './components/order-invoice-card';
import { OrderItems } from './components/order-items';
import { OrderTimeline } from './components/order-timeline';

/** /dashboard/orders/{order}: lines and totals, customer, address, payment, invoice, timeline, comments. */
export default function OrderPage() {
  const id = Number((useParams({ strict: false }) as { order: string }).order);
  const order = useQuery(orderQueryOptions(id));
  const currency = useLocalCurrency();
  usePageTitle(order.isError ? null : 'orders:page.heading', { number: order.data ? orderNumberLabel(order.data.number) : '' });

  if (order.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  if (order.isError) return <RecordError error={order.error} onRetry={order.refetch} />;

  return (
    <Stack gap="lg">
      <OrderHeader order={order.data} actions={<OrderActions order={order.data} />} />
      {/* The order's answer is drawn at once (a query's update is urgent to React): the
          header with it, the lines, cards and timeline in a render of their own, made in
          slices, so a phone is not held for the whole page in one task. */}
      <DeferredMount fallback={<ScreenHeight />}>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <OrderItems order={order.data} currency={currency} />
              <OrderComments orderId={order.data.id} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <OrderDetailsCard order={order.data} />
              <OrderInvoiceCard order={order.data} />
              <OrderTimeline events={order.data.timeline} />
            </Stack>
          </Grid.Col>
        </Grid>
      </DeferredMount>
    </Stack>
  );
}
