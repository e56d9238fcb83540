import { type OrderListQuery, foldForSearch, moneyToStored, normalizePhone } from '@matjar/shared';
import { type Insertable, type Selectable, type SelectQueryBuilder, type Updateable, sql } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';
import type { Database } from '../../db/types.js';
import { containsPattern, dayAfter } from '../../lib/list.js';

/** An order as lists and the order page read it: the order, its customer, payment method and invoice. */
export type OrderRow = Selectable<Database['orders']> & {
  customer_code: string | null;
  customer_name: string;
  customer_phone: string;
  payment_method_group: string;
  payment_method_name_en: string;
  payment_method_name_ar: string;
  invoice_id: number | null;
  invoice_number: number | null;
  invoice_date: string | null;
  invoice_total: number | null;
  invoice_carried_over: number | boolean | null;
};
export type OrderItemRow = Selectable<Database['order_items']>;
export type OrderEventRow = Selectable<Database['order_events']> & { username: string | null };

export const ordersQuery = (db: Db) =>
  db
    .selectFrom('orders')
    .innerJoin('customers', 'customers.id', 'orders.customer_id')
    .innerJoin('payment_methods', 'payment_methods.id', 'orders.payment_method_id')
    .leftJoin('invoices', 'invoices.order_id', 'orders.id')
    .selectAll('orders')
    .select([
      'customers.code as customer_code', 'customers.name as customer_name', 'customers.phone as customer_phone',
      'payment_methods.group_key as payment_method_group', 'payment_methods.name_en as payment_method_name_en',
      'payment_methods.name_ar as payment_method_name_ar', 'invoices.id as invoice_id', 'invoices.number as invoice_number',
      'invoices.date as invoice_date', 'invoices.total as invoice_total', 'invoices.carried_over as invoice_carried_over',
    ]);

// Filters apply to the joined page query and to the join-free count alike.
type AnyQuery = SelectQueryBuilder<any, any, any>;

export function whereOrderFilters(q: AnyQuery, query: OrderListQuery, dialect: Dialect): AnyQuery {
  let out = q;
  const eq = (column: string, value: unknown) => {
    if (value !== undefined) out = out.where(sql.ref(`orders.${column}`), '=', value);
  };
  eq('status', query.status);
  eq('shipping_status', query.shipping_status);
  eq('payment_status', query.payment_status);
  eq('payment_method_id', query.payment_method_id);
  eq('customer_id', query.customer_id);
  if (query.date_from) out = out.where(sql.ref('orders.created_at'), '>=', `${query.date_from}T00:00:00.000Z`);
  if (query.date_to) out = out.where(sql.ref('orders.created_at'), '<', dayAfter(query.date_to));
  if (query.amount_min) out = out.where(sql.ref('orders.total'), '>=', moneyToStored(query.amount_min));
  if (query.amount_max) out = out.where(sql.ref('orders.total'), '<=', moneyToStored(query.amount_max));
  if (query.has_invoice !== undefined) {
    const invoiced = sql<boolean>`exists (select 1 from invoices where invoices.order_id = orders.id)`;
    out = out.where(query.has_invoice ? invoiced : sql<boolean>`not ${invoiced}`);
  }
  return whereOrderSearch(out, query.search, dialect);
}

/** Trigram indexes can only serve terms of three characters or more. */
const TRIGRAM = 3;

/**
 * Orders whose search column holds every word of `folded` (the text as foldForSearch
 * leaves it): on SQLite the FTS5 trigram index `orders_fts` finds the words of three
 * characters or more in one lookup and LIKE checks shorter ones; on PostgreSQL each word
 * is a LIKE the pg_trgm GIN index serves (a bitmap per word, ANDed: much cheaper than one
 * pattern with the space inside).
 */
function containingWords(folded: string, dialect: Dialect) {
  const words = folded.split(' ').filter(Boolean).slice(0, 8);
  const indexed = dialect === 'sqlite' ? words.filter((word) => [...word].length >= TRIGRAM) : [];
  const conditions = words
    .filter((word) => !indexed.includes(word))
    .map((word) => sql<boolean>`orders.search_text like ${containsPattern(word)} escape '\\'`);
  if (indexed.length) {
    const match = indexed.map((word) => `"${word.replaceAll('"', '""')}"`).join(' AND ');
    conditions.unshift(sql<boolean>`orders.id in (select rowid from orders_fts where orders_fts match ${match})`);
  }
  return sql<boolean>`(${sql.join(conditions, sql` and `)})`;
}

/**
 * `#1024` is that order; `1024` that order or orders whose phone holds those digits; a whole
 * phone number (`0100…`, `+20100…`) the orders of the customer with that phone, through
 * its index (the digits of every phone share trigrams, so the search index would read a
 * large part of it); otherwise every word must occur in the code, name or phone.
 */
function whereOrderSearch(q: AnyQuery, search: string | undefined, dialect: Dialect): AnyQuery {
  const text = search?.trim() ?? '';
  const number = /^(#?)(\d{1,9})$/.exec(text);
  if (number?.[1]) return q.where(sql.ref('orders.number'), '=', Number(number[2]));
  if (number?.[2]) return q.where(sql<boolean>`(orders.number = ${Number(number[2])} or ${containingWords(foldForSearch(number[2]), dialect)})`);
  const phone = /^[+\d\s()-]+$/.test(foldForSearch(text)) ? normalizePhone(text) : null;
  if (phone) return q.where(sql<boolean>`orders.customer_id in (select id from customers where phone = ${phone})`);
  const folded = foldForSearch(text);
  return folded ? q.where(containingWords(folded, dialect)) : q;
}

export const findOrder = (db: Db, id: number) =>
  ordersQuery(db).where('orders.id', '=', id).executeTakeFirst() as Promise<OrderRow | undefined>;

export const findOrders = (db: Db, ids: number[]) =>
  ordersQuery(db).where('orders.id', 'in', ids).orderBy('orders.id').execute() as Promise<OrderRow[]>;

/**
 * Takes the order's row lock for the rest of the transaction (a no-op update), so two staff
 * moving one order take turns and the second sees the first's result. False: no such order.
 */
export async function lockOrders(db: Db, ids: number[]): Promise<boolean> {
  const result = await db.updateTable('orders').set({ updated_at: sql`updated_at` }).where('id', 'in', ids).executeTakeFirst();
  return Number(result.numUpdatedRows) === ids.length;
}

export const itemsOf = (db: Db, orderIds: number[]) =>
  db.selectFrom('order_items').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute();

export const eventsOf = (db: Db, orderId: number) =>
  db
    .selectFrom('order_events')
    .leftJoin('users', 'users.id', 'order_events.user_id')
    .selectAll('order_events')
    .select('users.username')
    .where('order_events.order_id', '=', orderId)
    .orderBy('order_events.id')
    .execute() as Promise<OrderEventRow[]>;

export const commentsCount = (db: Db, orderId: number) =>
  db
    .selectFrom('order_comments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));

export const insertOrder = (db: Db, row: Insertable<Database['orders']>) =>
  db.insertInto('orders').values(row).returning('id').executeTakeFirstOrThrow().then((r) => Number(r.id));

export const updateOrder = (db: Db, id: number, row: Updateable<Database['orders']>) =>
  db.updateTable('orders').set(row).where('id', '=', id).execute();

export const insertItems = (db: Db, rows: Insertable<Database['order_items']>[]) => db.insertInto('order_items').values(rows).execute();

export const insertEvents = (db: Db, rows: Insertable<Database['order_events']>[]) =>
  rows.length ? db.insertInto('order_events').values(rows).execute() : Promise.resolve([]);

/** An order with everything that hangs on it (its invoice is deleted first, by the caller's rules). */
export async function deleteOrder(db: Db, id: number): Promise<void> {
  await db.deleteFrom('order_comments').where('order_id', '=', id).execute();
  await db.deleteFrom('order_events').where('order_id', '=', id).execute();
  await db.deleteFrom('order_items').where('order_id', '=', id).execute();
  await db.deleteFrom('orders').where('id', '=', id).execute();
}

/** Numbers of a few orders of these customers, for the "customer has orders" refusal. */
export const orderNumbersOf = (db: Db, customerIds: number[], limit: number) =>
  db
    .selectFrom('orders')
    .select(['customer_id', 'number'])
    .where('customer_id', 'in', customerIds)
    .orderBy('id')
    .limit(limit)
    .execute();
