import { SALE_STATUSES } from '@matjar/shared';
import { type Insertable, type Kysely, type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/types.js';

// The rollups as stored (migrations/ here), merged into the API's `Database`.
declare module '../../db/types.js' {
  interface Database {
    report_daily_orders: { day: string; status: number; orders_count: number; revenue: number };
    report_daily_products: { day: string; product_id: number; quantity: number; revenue: number; orders_count: number };
    report_daily_customers: { day: string; customer_id: number; orders_count: number; spend: number; last_order_at: string };
    report_daily_product_views: { day: string; product_id: number; views: number };
  }
}

export type RollupTable = 'report_daily_orders' | 'report_daily_products' | 'report_daily_customers';
export const ORDER_ROLLUPS: readonly RollupTable[] = ['report_daily_orders', 'report_daily_products', 'report_daily_customers'];

/** What the rollups read of orders: the order and its lines. */
export const ordersFacts = (db: Db, ids: readonly number[]) =>
  db.selectFrom('orders').select(['id', 'customer_id', 'status', 'total', 'created_at']).where('id', 'in', [...ids]).orderBy('id').execute();

/** A batch of orders by id, for the rebuild. */
export const ordersAfter = (db: Db, after: number, limit: number) =>
  db.selectFrom('orders').select(['id', 'customer_id', 'status', 'total', 'created_at']).where('id', '>', after).orderBy('id').limit(limit).execute();

export const linesOf = (db: Db, orderIds: readonly number[]) =>
  orderIds.length
    ? db.selectFrom('order_items').select(['order_id', 'product_id', 'quantity', 'line_total']).where('order_id', 'in', [...orderIds]).execute()
    : Promise.resolve([]);

const CHUNK = 500;
const chunks = <T>(rows: T[]) => Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * Adds each row's figures (`sums`) to the stored row of its key, or stores it where there was
 * none: one statement per 500 rows on both databases (`extra`: other columns' rules).
 */
async function addUp(db: Db, table: RollupTable | 'report_daily_product_views', keys: string[], sums: string[], rows: object[], extra: Record<string, RawBuilder<unknown>> = {}) {
  const loose = db as unknown as Kysely<any>;
  for (const part of chunks(rows)) {
    await loose
      .insertInto(table)
      .values(part)
      .onConflict((oc) =>
        oc.columns(keys).doUpdateSet((eb) => ({
          ...Object.fromEntries(sums.map((column) => [column, eb(`${table}.${column}`, '+', eb.ref(`excluded.${column}`))])),
          ...extra,
        })),
      )
      .execute();
  }
}

export const addDailyOrders = (db: Db, rows: Insertable<Database['report_daily_orders']>[]) =>
  addUp(db, 'report_daily_orders', ['day', 'status'], ['orders_count', 'revenue'], rows);

export const addDailyProducts = (db: Db, rows: Insertable<Database['report_daily_products']>[]) =>
  addUp(db, 'report_daily_products', ['day', 'product_id'], ['quantity', 'revenue', 'orders_count'], rows);

/** The later of the two last-order times stays; a removed order's time is read again by `lastSaleAt`. */
export const addDailyCustomers = (db: Db, rows: Insertable<Database['report_daily_customers']>[]) =>
  addUp(db, 'report_daily_customers', ['day', 'customer_id'], ['orders_count', 'spend'], rows, {
    last_order_at: sql`case when excluded.last_order_at > report_daily_customers.last_order_at then excluded.last_order_at else report_daily_customers.last_order_at end`,
  });

/** Rows whose every order went (a cancel, a delete) leave the rollup. */
export async function dropEmpty(db: Db, table: RollupTable, keys: { day: string; id?: number }[]) {
  if (!keys.length) return;
  const days = [...new Set(keys.map((k) => k.day))];
  if (table === 'report_daily_orders') {
    await db.deleteFrom(table).where('day', 'in', days).where('orders_count', '<=', 0).execute();
    return;
  }
  const ids = [...new Set(keys.map((k) => k.id ?? 0))];
  if (table === 'report_daily_products') {
    await db.deleteFrom(table).where('day', 'in', days).where('product_id', 'in', ids).where('orders_count', '<=', 0).execute();
  } else {
    await db.deleteFrom(table).where('day', 'in', days).where('customer_id', 'in', ids).where('orders_count', '<=', 0).execute();
  }
}

/** The time of the customer's last sale in [start, end), or none. */
export const lastSaleAt = (db: Db, customerId: number, start: string, end: string) =>
  db
    .selectFrom('orders')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('customer_id', '=', customerId)
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .where('status', 'in', [...SALE_STATUSES])
    .executeTakeFirst()
    .then((row) => (row?.at ? String(row.at) : null));

export const setLastOrderAt = (db: Db, day: string, customerId: number, at: string) =>
  db.updateTable('report_daily_customers').set({ last_order_at: at }).where('day', '=', day).where('customer_id', '=', customerId).execute();

export async function clearOrderRollups(db: Db) {
  for (const table of ORDER_ROLLUPS) await db.deleteFrom(table).execute();
}

/** Adds one view per listed id of a product that exists, on `day`; answers how many were counted. */
export async function addViews(db: Db, day: string, counts: Map<number, number>): Promise<number> {
  const ids = [...counts.keys()];
  if (!ids.length) return 0;
  const known = (await db.selectFrom('products').select('id').where('id', 'in', ids).execute()).map((row) => Number(row.id)).sort((a, b) => a - b);
  if (!known.length) return 0;
  await addUp(db, 'report_daily_product_views', ['day', 'product_id'], ['views'], known.map((id) => ({ day, product_id: id, views: counts.get(id)! })));
  return known.reduce((sum, id) => sum + counts.get(id)!, 0);
}

export const insertViews = async (db: Db, rows: Insertable<Database['report_daily_product_views']>[]) => {
  for (const part of chunks(rows)) await db.insertInto('report_daily_product_views').values(part).execute();
};
