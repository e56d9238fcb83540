import { createCountCache } from '../../lib/count-cache.js';
import type { ApiModule } from '../module.js';
import { productsServiceOf } from '../products/index.js';
import { orderHolds } from './order-holds.js';
import { createOrderInvoices } from './order-invoices.js';
import { createOrderTransitions } from './order-transitions.js';
import { seedOrders } from './orders.seed.js';
import { ordersRoutes } from './orders.routes.js';
import { createOrdersService } from './orders.service.js';

export { paymentFor, shippingFor, statusFor } from './orders.seed.js';
export { orderNumberOf } from './orders.service.js';
export { trackingCode } from './tracking-codes.js';

/** Orders and their sales invoices (`invoices.create|delete` are the invoices area's). */
export const ordersModule: ApiModule = {
  name: 'orders',
  permissionAreas: ['orders', 'invoices'],
  routes: (context) => {
    const { db, dialect } = context;
    // Every write to orders or their invoices voids the orders list's cached totals; a stock
    // move voids the products list's too.
    const counts = createCountCache();
    // The reports' rollups follow every write that changes an order's sale, in its transaction.
    const followers = context.followers('orders');
    return ordersRoutes(
      createOrdersService(db, dialect, counts, followers),
      createOrderTransitions(db, dialect, counts, productsServiceOf(context), followers),
      createOrderInvoices(db, counts),
    );
  },
  seed: seedOrders,
  holds: orderHolds,
};
