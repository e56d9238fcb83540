import { DEFAULT_STORE_TIME_ZONE, SALE_STATUSES, calendarDayIn, storedToMoney } from '@matjar/shared';
import type { Db } from '../src/db/database.js';

/**
 * The reports' figures computed the slow way, straight from the orders and their lines (and
 * the rollup tables read whole), for the reports suites to hold the answers against.
 */

export const ZONE = DEFAULT_STORE_TIME_ZONE;
const isSale = (status: number) => (SALE_STATUSES as readonly number[]).includes(status);

export async function ordersAsStored(db: Db) {
  const [orders, items] = await Promise.all([
    db.selectFrom('orders').select(['id', 'customer_id', 'status', 'total', 'created_at']).orderBy('id').execute(),
    db.selectFrom('order_items').select(['order_id', 'product_id', 'quantity', 'line_total']).execute(),
  ]);
  return orders.map((o) => ({
    id: Number(o.id),
    customer_id: Number(o.customer_id),
    status: Number(o.status),
    total: Number(o.total),
    created_at: new Date(String(o.created_at)).toISOString(),
    day: calendarDayIn(ZONE, new Date(String(o.created_at))),
    sale: isSale(Number(o.status)),
    lines: items.filter((i) => Number(i.order_id) === Number(o.id) && i.product_id !== null)
      .map((i) => ({ product_id: Number(i.product_id), quantity: Number(i.quantity), revenue: Number(i.line_total) })),
  }));
}
export type StoredOrder = Awaited<ReturnType<typeof ordersAsStored>>[number];

const sorted = <T>(rows: T[], key: (row: T) => string) => rows.sort((a, b) => key(a).localeCompare(key(b)));

/** The rollups as they should be: every order summed by hand. */
export function expectedRollups(orders: StoredOrder[]) {
  const byStatus = new Map<string, { day: string; status: number; orders_count: number; revenue: number }>();
  const byProduct = new Map<string, { day: string; product_id: number; quantity: number; revenue: number; orders_count: number }>();
  const byCustomer = new Map<string, { day: string; customer_id: number; orders_count: number; spend: number; last_order_at: string }>();
  for (const o of orders) {
    const s = byStatus.get(`${o.day}|${o.status}`) ?? { day: o.day, status: o.status, orders_count: 0, revenue: 0 };
    s.orders_count += 1;
    s.revenue += o.total;
    byStatus.set(`${o.day}|${o.status}`, s);
    if (!o.sale) continue;
    for (const productId of new Set(o.lines.map((l) => l.product_id))) {
      const lines = o.lines.filter((l) => l.product_id === productId);
      const p = byProduct.get(`${o.day}|${productId}`) ?? { day: o.day, product_id: productId, quantity: 0, revenue: 0, orders_count: 0 };
      p.quantity += lines.reduce((sum, l) => sum + l.quantity, 0);
      p.revenue += lines.reduce((sum, l) => sum + l.revenue, 0);
      p.orders_count += 1;
      byProduct.set(`${o.day}|${productId}`, p);
    }
    const c = byCustomer.get(`${o.day}|${o.customer_id}`) ?? { day: o.day, customer_id: o.customer_id, orders_count: 0, spend: 0, last_order_at: o.created_at };
    c.orders_count += 1;
    c.spend += o.total;
    if (o.created_at > c.last_order_at) c.last_order_at = o.created_at;
    byCustomer.set(`${o.day}|${o.customer_id}`, c);
  }
  return {
    orders: sorted([...byStatus.values()], (r) => `${r.day}|${r.status}`),
    products: sorted([...byProduct.values()], (r) => `${r.day}|${String(r.product_id).padStart(9, '0')}`),
    customers: sorted([...byCustomer.values()], (r) => `${r.day}|${String(r.customer_id).padStart(9, '0')}`),
  };
}

/** The rollup tables as stored, in the same shape and order as `expectedRollups`. */
export async function storedRollups(db: Db) {
  const [orders, products, customers] = await Promise.all([
    db.selectFrom('report_daily_orders').selectAll().execute(),
    db.selectFrom('report_daily_products').selectAll().execute(),
    db.selectFrom('report_daily_customers').selectAll().execute(),
  ]);
  return {
    orders: sorted(orders.map((r) => ({ day: r.day, status: Number(r.status), orders_count: Number(r.orders_count), revenue: Number(r.revenue) })), (r) => `${r.day}|${r.status}`),
    products: sorted(
      products.map((r) => ({ day: r.day, product_id: Number(r.product_id), quantity: Number(r.quantity), revenue: Number(r.revenue), orders_count: Number(r.orders_count) })),
      (r) => `${r.day}|${String(r.product_id).padStart(9, '0')}`,
    ),
    customers: sorted(
      customers.map((r) => ({
        day: r.day, customer_id: Number(r.customer_id), orders_count: Number(r.orders_count), spend: Number(r.spend),
        last_order_at: new Date(String(r.last_order_at)).toISOString(),
      })),
      (r) => `${r.day}|${String(r.customer_id).padStart(9, '0')}`,
    ),
  };
}

export const money = (stored: number) => storedToMoney(stored);
export const inRange = (o: StoredOrder, from: string, to: string) => o.day >= from && o.day <= to;
export const today = () => calendarDayIn(ZONE);
export const daysAgo = (n: number) => calendarDayIn(ZONE, new Date(Date.now() - n * 86_400_000));
