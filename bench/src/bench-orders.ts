/**
 * Measures the orders list of a large store: `npm run bench:orders -w @matjar/bench --
 * --db sqlite|postgres [--duration 10] [--connections 10] [--only "status"]`. Run
 * `generate:products` and `generate:orders` first.
 */
import { runBench } from './runner.js';

await runBench({
  name: 'orders',
  describe: async (db) => {
    const count = async (table: 'orders' | 'order_items') =>
      Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n).toLocaleString('en');
    return `${await count('orders')} orders, ${await count('order_items')} items`;
  },
  scenarios: async (db) => {
    const maxId = Number((await db.selectFrom('orders').select((eb) => eb.fn.max('id').as('m')).executeTakeFirstOrThrow()).m);
    const middle = await db.selectFrom('orders').select(['id', 'created_at']).where('id', '<=', Math.floor(maxId / 2)).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    // A cursor half way down the default order (newest first), as a client holds after paging there.
    const deepCursor = Buffer.from(JSON.stringify({ v: middle.created_at, id: middle.id })).toString('base64url');
    const customer = await db.selectFrom('orders').select(['customer_id', 'code', 'number']).where('id', '=', maxId - 1000).executeTakeFirstOrThrow();
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const list = '/api/dashboard/orders?perPage=15';
    return [
      { name: 'list, page 1', path: list, target: 40 },
      { name: 'list, deep page (cursor)', path: `${list}&cursor=${deepCursor}`, target: 40 },
      { name: 'list, page 200 (offset)', path: `${list}&page=200`, target: 40 },
      { name: 'list, sorted by total', path: `${list}&sort=-total`, target: 40 },
      { name: 'filter status pending', path: `${list}&status=0`, target: 40 },
      { name: 'filter rejected, last 30 days', path: `${list}&status=2&date_from=${monthAgo}`, target: 40 },
      { name: 'filter payment failed', path: `${list}&payment_status=failed`, target: 40 },
      { name: 'filter shipping shipped', path: `${list}&shipping_status=shipped`, target: 40 },
      { name: 'filter payment method', path: `${list}&payment_method_id=3`, target: 40 },
      { name: 'filter customer', path: `${list}&customer_id=${customer.customer_id}`, target: 40 },
      { name: 'filter amount range', path: `${list}&amount_min=500&amount_max=900`, target: 40 },
      { name: 'search order number', path: `${list}&search=%23${customer.number}`, target: 40 },
      { name: 'search tracking code', path: `${list}&search=${customer.code}`, target: 60 },
      { name: 'search customer name', path: `${list}&search=${encodeURIComponent('منى سالم')}`, target: 60 },
    ];
  },
});
