import type { OrderRow } from '@matjar/shared';
import { defineResource } from '../../components/resource';

/** `/api/dashboard/orders`: the list; an order's own page reads and changes it through `api/`. */
export const orders = defineResource<OrderRow>({ area: 'orders', path: '/dashboard/orders' });
