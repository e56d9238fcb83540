import { SALE_STATUSES, calendarDayIn, instantInZone } from '@matjar/shared';
import type { Db } from '../../db/database.js';
import type { Follower } from '../module.js';
import * as repo from './reports.repository.js';

/**
 * The rollups of orders (docs/reports.md): what each order adds to them is its
 * contribution, read from the order and its lines. A write to orders reads the contributions
 * of the orders it touches before and after, in its transaction, and applies the difference;
 * the rebuild adds up every order's. Both go through `contribute`, so they cannot disagree.
 */

interface OrderFacts {
  id: number;
  customer_id: number;
  status: number;
  total: number;
  created_at: string;
  lines: { product_id: number; quantity: number; revenue: number }[];
}

interface Sums {
  orders: Map<string, { day: string; status: number; orders_count: number; revenue: number }>;
  products: Map<string, { day: string; product_id: number; quantity: number; revenue: number; orders_count: number }>;
  customers: Map<string, { day: string; customer_id: number; orders_count: number; spend: number; last_order_at: string; added: string[]; removed: string[] }>;
}

const emptySums = (): Sums => ({ orders: new Map(), products: new Map(), customers: new Map() });

/** Reads what the rollups count of these orders, as they stand in `db` (a deleted one is simply absent). */
export async function factsOf(db: Db, rows: Awaited<ReturnType<typeof repo.ordersFacts>>): Promise<OrderFacts[]> {
  const lines = await repo.linesOf(db, rows.map((row) => Number(row.id)));
  const byOrder = new Map<number, OrderFacts['lines']>();
  for (const line of lines) {
    if (line.product_id === null) continue;
    const list = byOrder.get(Number(line.order_id)) ?? [];
    list.push({ product_id: Number(line.product_id), quantity: Number(line.quantity), revenue: Number(line.line_total) });
    byOrder.set(Number(line.order_id), list);
  }
  return rows.map((row) => ({
    id: Number(row.id),
    customer_id: Number(row.customer_id),
    status: Number(row.status),
    total: Number(row.total),
    created_at: String(row.created_at),
    lines: byOrder.get(Number(row.id)) ?? [],
  }));
}

/** Adds `sign` times the order's contribution: every order counts by status; a sale also by product and customer. */
function contribute(sums: Sums, order: OrderFacts, sign: 1 | -1, timeZone: string) {
  const day = calendarDayIn(timeZone, new Date(order.created_at));
  const orderKey = `${day}|${order.status}`;
  const counted = sums.orders.get(orderKey) ?? { day, status: order.status, orders_count: 0, revenue: 0 };
  counted.orders_count += sign;
  counted.revenue += sign * order.total;
  sums.orders.set(orderKey, counted);
  if (!SALE_STATUSES.includes(order.status as never)) return;

  const perProduct = new Map<number, { quantity: number; revenue: number }>();
  for (const line of order.lines) {
    const sold = perProduct.get(line.product_id) ?? { quantity: 0, revenue: 0 };
    sold.quantity += line.quantity;
    sold.revenue += line.revenue;
    perProduct.set(line.product_id, sold);
  }
  for (const [productId, sold] of perProduct) {
    const key = `${day}|${productId}`;
    const row = sums.products.get(key) ?? { day, product_id: productId, quantity: 0, revenue: 0, orders_count: 0 };
    row.quantity += sign * sold.quantity;
    row.revenue += sign * sold.revenue;
    row.orders_count += sign;
    sums.products.set(key, row);
  }
  const key = `${day}|${order.customer_id}`;
  const row = sums.customers.get(key) ?? { day, customer_id: order.customer_id, orders_count: 0, spend: 0, last_order_at: order.created_at, added: [], removed: [] };
  row.orders_count += sign;
  row.spend += sign * order.total;
  if (order.created_at > row.last_order_at) row.last_order_at = order.created_at;
  (sign > 0 ? row.added : row.removed).push(order.created_at);
  sums.customers.set(key, row);
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Writes the sums as increments (a difference, or the whole of a rebuild), then drops the rows left empty. */
async function applySums(trx: Db, sums: Sums, timeZone: string) {
  const changed = <T extends { orders_count: number }>(rows: Iterable<T>, also: (row: T) => boolean = () => false) =>
    [...rows].filter((row) => row.orders_count !== 0 || also(row));
  const orders = changed(sums.orders.values(), (row) => row.revenue !== 0).sort((a, b) => a.day.localeCompare(b.day) || a.status - b.status);
  const products = changed(sums.products.values(), (row) => row.quantity !== 0 || row.revenue !== 0)
    .sort((a, b) => a.day.localeCompare(b.day) || a.product_id - b.product_id);
  // A sale that stopped counting (not one that only moved between sale states) may have been the day's last.
  const lostSale = (row: { added: string[]; removed: string[] }) => row.removed.some((at) => !row.added.includes(at));
  const customers = changed(sums.customers.values(), (row) => row.spend !== 0 || lostSale(row))
    .sort((a, b) => a.day.localeCompare(b.day) || a.customer_id - b.customer_id);

  await repo.addDailyOrders(trx, orders);
  await repo.addDailyProducts(trx, products);
  await repo.addDailyCustomers(trx, customers.map(({ added: _added, removed: _removed, ...row }) => row));
  // Its last sale is read again.
  for (const row of customers.filter(lostSale)) {
    const start = instantInZone(timeZone, `${row.day}T00:00`).toISOString();
    const end = instantInZone(timeZone, `${nextDay(row.day)}T00:00`).toISOString();
    const last = await repo.lastSaleAt(trx, row.customer_id, start, end);
    if (last) await repo.setLastOrderAt(trx, row.day, row.customer_id, last);
  }
  await repo.dropEmpty(trx, 'report_daily_orders', orders.filter((row) => row.orders_count < 0));
  await repo.dropEmpty(trx, 'report_daily_products', products.filter((row) => row.orders_count < 0).map((row) => ({ day: row.day, id: row.product_id })));
  await repo.dropEmpty(trx, 'report_daily_customers', customers.filter((row) => row.orders_count < 0).map((row) => ({ day: row.day, id: row.customer_id })));
}

/** The reports' follower of orders (`ApiModule.follows`): the difference of each write, in its transaction. */
export const ordersFollower = (timeZone: string): Follower => ({
  snapshot: async (trx, ids) => (ids.length ? factsOf(trx, await repo.ordersFacts(trx, ids)) : []),
  apply: async (trx, before, after) => {
    const sums = emptySums();
    for (const order of before as OrderFacts[]) contribute(sums, order, -1, timeZone);
    for (const order of after as OrderFacts[]) contribute(sums, order, 1, timeZone);
    await applySums(trx, sums, timeZone);
  },
});

const REBUILD_BATCH = 2000;

/**
 * Every order rollup from scratch, in one transaction (the views are their own record and
 * stay). Orders are read in batches by id, so memory holds the sums, not the orders.
 */
export const rebuildRollups = (db: Db, timeZone: string) => db.transaction().execute((trx) => rebuildIn(trx, timeZone));

/** The rebuild on the caller's transaction (the demo seed's). */
export async function rebuildIn(trx: Db, timeZone: string): Promise<{ orders: number }> {
  await repo.clearOrderRollups(trx);
  const sums = emptySums();
  let after = 0;
  let count = 0;
  for (;;) {
    const rows = await repo.ordersAfter(trx, after, REBUILD_BATCH);
    if (!rows.length) break;
    for (const order of await factsOf(trx, rows)) contribute(sums, order, 1, timeZone);
    count += rows.length;
    after = Number(rows.at(-1)!.id);
  }
  await applySums(trx, sums, timeZone);
  return { orders: count };
}
