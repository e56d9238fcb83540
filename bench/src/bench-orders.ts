/**
 * Measures the orders list and its filters on a large store: `npm run bench:orders -w
 * @matjar/bench -- --db sqlite|postgres [--duration 10] [--connections 10] [--only "search"]
 * [--database matjar_bench_orders | --file matjar-bench-orders.db]`. Run `generate:orders`
 * first (runner.ts describes the harness).
 */
import { nationalDigitsOf } from '@matjar/shared';
import { runBench } from './runner.js';

await runBench({
  name: 'orders',
  store: { database: 'matjar_bench_orders', file: 'matjar-bench-orders.db' },
  describe: async (db) => {
    const count = async (table: 'orders' | 'order_items') =>
      Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n).toLocaleString('en');
    return `${await count('orders')} orders, ${await count('order_items')} items`;
  },
  scenarios: async (db) => {
    const maxId = Number((await db.selectFrom('orders').select((eb) => eb.fn.max('id').as('m')).executeTakeFirstOrThrow()).m);
    const middle = await db.selectFrom('orders').select(['id', 'number', 'created_at']).where('id', '<=', Math.floor(maxId / 2)).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    // A cursor half way down the default order (newest first), as a client holds after paging there.
    // The list's cursor names the sort it was made for (the default, newest first).
    const deepCursor = Buffer.from(JSON.stringify({ s: '-created_at', v: middle.created_at, id: Number(middle.id) })).toString('base64url');
    // The customer of the newest order (the generator makes some customers buy often).
    const customer = await db
      .selectFrom('orders')
      .innerJoin('customers', 'customers.id', 'orders.customer_id')
      .select(['customers.id', 'customers.phone'])
      .orderBy('orders.id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    // A calendar month a year ago.
    const yearAgo = new Date(Date.now() - 365 * 86_400_000);
    const [from, to] = [1, 0].map((day, i) => new Date(Date.UTC(yearAgo.getUTCFullYear(), yearAgo.getUTCMonth() + i, day)).toISOString().slice(0, 10));
    const list = '/api/dashboard/orders?perPage=15';
    return [
      { name: 'list, page 1 (newest first)', path: list, target: 40 },
      { name: 'list, deep page (cursor)', path: `${list}&cursor=${deepCursor}`, target: 40 },
      { name: 'list, page 200 (offset)', path: `${list}&page=200`, target: 40 },
      { name: 'filter status pending', path: `${list}&status=0`, target: 40 },
      { name: 'filter delivered in a month', path: `${list}&status=4&date_from=${from}&date_to=${to}`, target: 40 },
      { name: 'filter payment method', path: `${list}&payment_method_id=3`, target: 40 },
      { name: "filter a customer's orders", path: `${list}&customer_id=${customer.id}`, target: 40 },
      { name: 'filter amount 500–1,000', path: `${list}&amount_min=500&amount_max=1000`, target: 40 },
      { name: 'search order number', path: `${list}&search=%23${middle.number}`, target: 40 },
      { name: 'search customer phone', path: `${list}&search=${nationalDigitsOf(customer.phone)}`, target: 40 },
      { name: 'search customer name "منى عادل"', path: `${list}&search=${encodeURIComponent('منى عادل')}`, target: 40 },
      { name: 'sort by total (largest first)', path: `${list}&sort=-total`, target: 40 },
    ];
  },
});
