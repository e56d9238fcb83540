import { orderSorts } from '@matjar/shared';
import { Link } from '@tanstack/react-router';
import { useLocalCurrency } from '../../components/pickers';
import { ResourceListPage, useResourceList } from '../../components/resource';
import { OrderBulkActions } from './components/order-bulk-actions';
import { useOrderColumns } from './components/use-order-columns';
import { filtersOnFirstUse } from '../../components/data-table';
import { ORDER_FILTER_KEYS, orders } from './orders-resource';

const OrderFilters = filtersOnFirstUse(() => import('./components/order-filters').then((module) => module.OrderFilters));

/** /dashboard/orders: search, filters in the URL, flags, and bulk status changes where legal. */
export default function OrdersPage() {
  const page = useResourceList(orders, { sortFields: orderSorts, filterKeys: ORDER_FILTER_KEYS });
  const { t, can } = page;
  return (
    <ResourceListPage
      page={page}
      columns={useOrderColumns(useLocalCurrency())}
      nameOf={(order) => t('rowLabel', { number: order.number })}
      filters={(list) => <OrderFilters list={list} />}
      minWidth={860}
      createLink={(props) => <Link {...props} to="/dashboard/orders/create" />}
      // An order is changed on its own page; the list only moves the status of many at once.
      rowActionsShown={false}
      batchDelete={false}
      bulkActions={can.update ? (rows, clear) => <OrderBulkActions rows={rows} onDone={clear} /> : undefined}
    />
  );
}
