import type { OrderRow } from '@matjar/shared';
import { defineResource } from '../../components/resource';

/** `/api/dashboard/orders`: the list; an order's own page reads and changes it through `api/`. */
export const orders = defineResource<OrderRow>({ area: 'orders', path: '/dashboard/orders' });

/** The list's filters in the URL (`?status=0&payment_status=failed`). */
export const ORDER_FILTER_KEYS = [
  'status',
  'shipping_status',
  'payment_status',
  'payment_method_id',
  'customer_id',
  'date_from',
  'date_to',
  'amount_min',
  'amount_max',
] as const;
