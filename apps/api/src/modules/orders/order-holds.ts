import { ORDERS_NAMED, usedByOrders } from '../../lib/in-use.js';
import type { Holder } from '../module.js';
import { openOrdersOfProducts, orderNumbersOf, variantsOnOrders } from './orders.repository.js';

/** What orders tell the lower modules whose rows they hold (ModuleContext.holders). */
export const orderHolds: Record<'customers' | 'products', Holder> = {
  customers: {
    // A customer with orders, whatever their state, stays.
    async inUse(db, ids) {
      const ordered = await orderNumbersOf(db, ids, ORDERS_NAMED + 1);
      return usedByOrders('errors.customer_has_orders', new Set(ordered.map((o) => Number(o.customer_id))), ordered.map((o) => Number(o.number)));
    },
  },
  products: {
    // Pending or accepted orders are about to take the stock or hold it; themselves or through a variant.
    async inUse(db, ids) {
      const { productIds, numbers } = await openOrdersOfProducts(db, ids, ORDERS_NAMED + 1);
      return usedByOrders('errors.product_on_open_orders', productIds, numbers);
    },
    referenced: variantsOnOrders,
  },
};
