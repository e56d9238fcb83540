/**
 * Measures the authenticated products list against a bare Fastify route in the same
 * process: `npm run bench:products -w @matjar/bench -- --db sqlite|postgres [--duration 10]
 * [--connections 10] [--only "search"]`. Run `generate:products` first. The real app is
 * built in-process (buildApp) over the benchmark store and listens on a free local port;
 * autocannon drives each scenario for `duration` seconds from a worker thread.
 */
import { runBench } from './runner.js';

await runBench({
  name: 'products',
  describe: async (db) => {
    const total = Number((await db.selectFrom('products').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    return `${total.toLocaleString('en')} products`;
  },
  scenarios: async (db) => {
    const maxId = Number((await db.selectFrom('products').select((eb) => eb.fn.max('id').as('m')).executeTakeFirstOrThrow()).m);
    const root = await db.selectFrom('categories').select('id').where('parent_id', 'is', null).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    const brand = await db.selectFrom('brands').select('id').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    // A cursor half way down the default order (newest first), as a client holds after paging there.
    const middle = Math.floor(maxId / 2);
    // The list's cursor names the sort it was made for (the default, newest first).
    const deepCursor = Buffer.from(JSON.stringify({ s: '-id', v: middle, id: middle })).toString('base64url');

    const list = '/api/dashboard/products';
    return [
      { name: 'list, page 1', path: `${list}?perPage=15`, target: 30 },
      { name: 'list, deep page (cursor)', path: `${list}?perPage=15&cursor=${deepCursor}`, target: 30 },
      { name: 'list, page 200 (offset)', path: `${list}?perPage=15&page=200`, target: 30 },
      { name: 'list, sorted by price', path: `${list}?perPage=15&sort=-price`, target: 30 },
      { name: 'list, sorted by Arabic name', path: `${list}?perPage=15&sort=name`, target: 30 },
      { name: 'list, category tree + in stock', path: `${list}?perPage=15&category_id=${root.id}&stock=in`, target: 30 },
      { name: 'list, brand + out of stock', path: `${list}?perPage=15&brand_id=${brand.id}&stock=out`, target: 30 },
      { name: 'search Arabic "عسل طبيعى"', path: `${list}?perPage=15&search=${encodeURIComponent('عسل طبيعى')}`, target: 60 },
      { name: 'search Arabic "قميص" (common)', path: `${list}?perPage=15&search=${encodeURIComponent('قميص')}`, target: 60 },
      { name: 'search sku', path: `${list}?perPage=15&search=P00512345`, target: 60 },
    ];
  },
});
