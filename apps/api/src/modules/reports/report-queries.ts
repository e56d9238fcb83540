import { SALE_STATUSES } from '@matjar/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * The reports' reads: each from a rollup over the period's days (a few rows a day), never
 * from the order lines; latest orders and stock read their own tables' indexes. The lists are
 * derived tables `r` the list helper pages, sorts and searches like a table.
 */

export interface Days {
  from: string;
  to: string;
}

/** Sales per day of the period (days without any are absent). */
export const salesByDay = (db: Db, { from, to }: Days) =>
  db
    .selectFrom('report_daily_orders')
    .select('day')
    .select((eb) => [eb.fn.sum<number>('orders_count').as('orders'), eb.fn.sum<number>('revenue').as('revenue')])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .where('status', 'in', [...SALE_STATUSES])
    .groupBy('day')
    .orderBy('day')
    .execute();

/** Orders placed in the period by their status now. */
export const ordersByStatus = (db: Db, { from, to }: Days) =>
  db
    .selectFrom('report_daily_orders')
    .select('status')
    .select((eb) => eb.fn.sum<number>('orders_count').as('count'))
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('status')
    .execute();

const productColumns = ['products.id', 'products.name_en', 'products.name_ar', 'products.sku', 'products.image', 'products.search_text'] as const;

export const mostSellersQuery = (db: Db, { from, to }: Days) =>
  db
    .selectFrom(
      db
        .selectFrom('report_daily_products as d')
        .innerJoin('products', 'products.id', 'd.product_id')
        .select(productColumns)
        .select((eb) => [
          eb.fn.sum<number>('d.quantity').as('quantity'),
          eb.fn.sum<number>('d.revenue').as('revenue'),
          eb.fn.sum<number>('d.orders_count').as('orders_count'),
        ])
        .where('d.day', '>=', from)
        .where('d.day', '<=', to)
        .groupBy([...productColumns])
        .as('r'),
    )
    .select(['r.id', 'r.name_en', 'r.name_ar', 'r.sku', 'r.image', 'r.quantity', 'r.revenue', 'r.orders_count']);

export const topCustomersQuery = (db: Db, { from, to }: Days) =>
  db
    .selectFrom(
      db
        .selectFrom('report_daily_customers as d')
        .innerJoin('customers', 'customers.id', 'd.customer_id')
        .select(['customers.id', 'customers.name', 'customers.phone', 'customers.search_text'])
        .select((eb) => [
          eb.fn.sum<number>('d.orders_count').as('orders_count'),
          eb.fn.sum<number>('d.spend').as('spend'),
          eb.fn.max('d.last_order_at').as('last_order_at'),
        ])
        .where('d.day', '>=', from)
        .where('d.day', '<=', to)
        .groupBy(['customers.id', 'customers.name', 'customers.phone', 'customers.search_text'])
        .as('r'),
    )
    .select(['r.id', 'r.name', 'r.phone', 'r.orders_count', 'r.spend', 'r.last_order_at']);

export const itemsViewQuery = (db: Db, { from, to }: Days) =>
  db
    .selectFrom(
      db
        .selectFrom('report_daily_product_views as d')
        .innerJoin('products', 'products.id', 'd.product_id')
        .select(productColumns)
        .select((eb) => eb.fn.sum<number>('d.views').as('views'))
        .where('d.day', '>=', from)
        .where('d.day', '<=', to)
        .groupBy([...productColumns])
        .as('r'),
    )
    .select(['r.id', 'r.name_en', 'r.name_ar', 'r.sku', 'r.image', 'r.views']);

/** Views of every product per day of the period. */
export const viewsByDay = (db: Db, { from, to }: Days) =>
  db
    .selectFrom('report_daily_product_views')
    .select('day')
    .select((eb) => eb.fn.sum<number>('views').as('views'))
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('day')
    .orderBy('day')
    .execute();

/** Orders placed in [start, end) with their customer (the orders' date index). */
export const latestOrdersQuery = (db: Db, start: string, end: string) =>
  db
    .selectFrom('orders')
    .innerJoin('customers', 'customers.id', 'orders.customer_id')
    .select([
      'orders.id', 'orders.code', 'orders.status', 'orders.items_count', 'orders.total', 'orders.created_at',
      'customers.id as customer_id', 'customers.name as customer_name', 'customers.phone as customer_phone',
    ])
    .where('orders.created_at', '>=', start)
    .where('orders.created_at', '<', end);

/**
 * What can be sold and is at or below its demand limit: products without variants and the
 * variants themselves (a parent with variants sells through them), neither archived nor of
 * an archived parent. A variant takes its parent's limit (`inheritedFrom`).
 */
export const underDemandQuery = (db: Db) =>
  db
    .selectFrom('products')
    .leftJoin('products as parent', 'parent.id', 'products.parent_id')
    .select([
      'products.id', 'products.name_en', 'products.name_ar', 'products.sku', 'products.image', 'products.quantity', 'products.demand_limit',
    ])
    .select(sql<number>`${sql.ref('products.demand_limit')} - ${sql.ref('products.quantity')}`.as('shortfall'))
    .where('products.variants_count', '=', 0)
    .where('products.is_archived', '=', 0 as never)
    .where((eb) => eb.or([eb('parent.id', 'is', null), eb('parent.is_archived', '=', 0 as never)]))
    .whereRef('products.quantity', '<=', 'products.demand_limit');

export const anyProductOrOrder = async (db: Db) => {
  const [product, order] = await Promise.all([
    db.selectFrom('products').select('id').limit(1).executeTakeFirst(),
    db.selectFrom('orders').select('id').limit(1).executeTakeFirst(),
  ]);
  return Boolean(product || order);
};

/** Customers who joined in [start, end). */
export const newCustomers = (db: Db, start: string, end: string) =>
  db
    .selectFrom('customers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.n));

/** Tickets not closed: how many, and the latest few. */
export async function openTickets(db: Db, limit: number) {
  const open = () => db.selectFrom('tickets').where('status', '!=', 'closed');
  const [count, items] = await Promise.all([
    open().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    open().select(['id', 'code', 'subject', 'status', 'created_at']).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute(),
  ]);
  return { count: Number(count.n), items: items.map((t) => ({ id: Number(t.id), code: t.code, subject: t.subject, status: t.status, created_at: String(t.created_at) })) };
}
