import { Button, Stack } from '@mantine/core';
import { orderSorts } from '@matjar/shared';
import { IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DataTable, useListParams } from '../../components/data-table';
import { PageHeader } from '../../components/page-header/page-header';
import { useLocalCurrency } from '../../components/pickers';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { useCan } from '../../lib/session/use-can';
import { useOrders } from './api/get-orders';
import { OrderBulkActions } from './components/order-bulk-actions';
import { ORDER_FILTER_KEYS, OrderFilters } from './components/order-filters';
import { useOrderColumns } from './components/use-order-columns';

/** /dashboard/orders: search, filters in the URL, flags, and bulk status changes where legal. */
export default function OrdersPage() {
  usePageTitle('orders:title');
  const { t } = useTranslation('orders');
  const list = useListParams({ sortFields: orderSorts, filterKeys: ORDER_FILTER_KEYS });
  const orders = useOrders(list.params);
  const columns = useOrderColumns(useLocalCurrency());
  const canCreate = useCan('orders.create');
  const canUpdate = useCan('orders.update');

  const createButton = canCreate && (
    <Button component={Link} to="/dashboard/orders/create" leftSection={<IconPlus size={18} />}>
      {t('actions.create')}
    </Button>
  );

  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} description={t('description')} action={createButton} />
      <DataTable
        label={t('title')}
        columns={columns}
        list={list}
        query={orders}
        searchPlaceholder={t('search')}
        filters={<OrderFilters list={list} />}
        rowLabel={(order) => t('rowLabel', { number: order.number })}
        minWidth={860}
        empty={{ title: t('empty.title'), description: t('empty.description'), action: createButton }}
        bulkActions={canUpdate ? (rows, clear) => <OrderBulkActions rows={rows} onDone={clear} /> : undefined}
      />
    </Stack>
  );
}
