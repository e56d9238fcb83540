import { Paper, Stack } from '@mantine/core';
import { orderNumberLabel } from '@matjar/shared';
import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { PageHeader } from '../../components/page-header/page-header';
import { useLocalCurrency } from '../../components/pickers';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { notify } from '../../lib/notify';
import { useCreateOrder } from './api/create-order';
import { OrderForm } from './create/order-form';

/** /dashboard/orders/create: a phone order; saved, it opens on its own page (pending, stock not yet taken). */
export default function OrderCreatePage() {
  usePageTitle('orders:create.title');
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const create = useCreateOrder();
  const created = useRef<number | null>(null);

  return (
    <Stack gap="lg">
      <PageHeader title={t('create.title')} description={t('create.description')} />
      <Paper withBorder radius="md">
        <OrderForm
          currency={useLocalCurrency()}
          onSubmit={async (input) => {
            const order = await create.mutateAsync(input);
            created.current = order.id;
            notify.success(t('create.created', { number: orderNumberLabel(order.number) }));
          }}
          onCancel={() =>
            void navigate(
              created.current
                ? { to: '/dashboard/orders/$order', params: { order: String(created.current) } }
                : { to: '/dashboard/orders' },
            )
          }
        />
      </Paper>
    </Stack>
  );
}
