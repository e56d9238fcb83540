import { type OrderListQuery, OPEN_ORDER_STATUSES, foldForSearch, moneyToStored, normalizePhone } from '@matjar/shared';
import { type Insertable, type Selectable, type SelectQueryBuilder, type Updateable, sql } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';
import type { Database } from '../../db/types.js';
import { containsPattern, dayAfter } from '../../lib/list.js';
import { whereCustomerText } from '../customers/index.js';
import { codeOf, codePartOf } from './tracking-codes.js';

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

type AnyQuery = SelectQueryBuilder<any, any, any>;

/**
 * What a search term names, resolved before the list runs (see `resolveOrderSearch`):
 * an order number, a tracking code, the customers whose orders match, or the orders whose
 * code holds the term together with those customers' (subqueries of the list's own
 * statements, so a search costs no extra round trip).
 */
export type OrderSearch =
  | { number: number }
  | { code: string }
  | { customers: SelectQueryBuilder<Database, 'customers', { id: number }> }
  | { orders: SelectQueryBuilder<any, any, { id: number }> }
  | null;

export interface FilterOptions {
  search?: OrderSearch;
  /**
   * Test the amount range row by row (`+orders.total`) rather than through its index, so a
   * page sorted by date walks the date index and stops after a page, where the amount index
   * would read (and sort) every order in the range. SQLite only; PostgreSQL's planner weighs
   * both from its statistics. The bounded count keeps the index.
   */
  rowByRow?: boolean;
}

/**
 * Customers whose orders a word search looks at, at most (the most recent first). Their
 * orders are read through the customer index and sorted: at most a few thousand index
 * entries, where walking the date index for them could read every order when they buy little.
 */
export const SEARCH_CUSTOMERS_BOUND = 1000;

export function whereOrderFilters(q: AnyQuery, query: OrderListQuery, options: FilterOptions = {}): AnyQuery {
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
  const total = options.rowByRow ? sql`+orders.total` : sql.ref('orders.total');
  if (query.amount_min) out = out.where(total, '>=', moneyToStored(query.amount_min));
  if (query.amount_max) out = out.where(total, '<=', moneyToStored(query.amount_max));
  if (query.has_invoice !== undefined) {
    const invoiced = sql<boolean>`exists (select 1 from invoices where invoices.order_id = orders.id)`;
    out = out.where(query.has_invoice ? invoiced : sql<boolean>`not ${invoiced}`);
  }
  const search = options.search;
  if (!search) return out;
  if ('number' in search) return out.where(sql.ref('orders.number'), '=', search.number);
  if ('code' in search) return out.where(sql.ref('orders.code'), '=', search.code);
  if ('orders' in search) return out.where(sql.ref('orders.id'), 'in', search.orders);
  return out.where(sql.ref('orders.customer_id'), 'in', search.customers);
}

/** The ids of the orders a list's filters keep (the orders table alone: its indexes serve the page and the count). */
export const orderIdsWhere = (db: Db, query: OrderListQuery, options: FilterOptions) =>
  whereOrderFilters(db.selectFrom('orders').select('orders.id'), query, options);

/** The expression `orders_code_trgm` indexes (migration 0010): the code as typed without its dash. */
const CODE_WITHOUT_DASH = sql`replace(matched.code, '-', '')`;

/**
 * `#1024` is that order; a short number is that order and the orders whose tracking code
 * holds its digits (`2345` may be either); a tracking code that exists is that order;
 * anything else is looked for in the customers (name, code, phones as typed) and finds
 * their orders — a store has far fewer customers than orders, and each customer's orders
 * are one index range. A term that could be part of a tracking code (`7P2-9X`) also finds
 * the orders whose code holds it. Digits may be typed in any script (`#١٠٢٤`, `۱۰۲۴`).
 */
export async function resolveOrderSearch(db: Db, dialect: Dialect, search: string | undefined): Promise<OrderSearch> {
  const folded = foldForSearch(search ?? '');
  if (!folded) return null;
  const number = /^#?(\d{1,7})$/.exec(folded)?.[1];
  if (number) {
    const digits = folded.startsWith('#') ? null : codePartOf(number);
    if (!digits) return { number: Number(number) };
    const numbered = db.selectFrom('orders as matched').select('matched.id').where('matched.number', '=', Number(number));
    return { orders: ordersWithCodePart(db, digits).union(numbered) };
  }
  const code = codeOf(folded);
  if (code && (await db.selectFrom('orders').select('id').where('code', '=', code).executeTakeFirst())) return { code };
  // A whole phone number is the customers' unique phone index, not a scan of their search text.
  const phone = /^[+\d\s()-]+$/.test(folded) ? normalizePhone(folded) : null;
  const candidates = db.selectFrom('customers').select('customers.id');
  const customers = (phone ? candidates.where('customers.phone', '=', phone) : whereCustomerText(candidates, dialect, folded))
    .orderBy('customers.id', 'desc')
    .limit(SEARCH_CUSTOMERS_BOUND);
  const part = codePartOf(folded);
  if (!part) return { customers };
  // A union rather than an OR, so each half keeps its index: `orders_code_trgm` on
  // PostgreSQL (SQLite reads the codes through LIKE), and the customer index.
  const ofCustomers = db.selectFrom('orders as matched').select('matched.id').where('matched.customer_id', 'in', customers);
  return { orders: ordersWithCodePart(db, part).union(ofCustomers) };
}

const ordersWithCodePart = (db: Db, part: string) =>
  db
    .selectFrom('orders as matched')
    .select('matched.id')
    .where(sql<boolean>`${CODE_WITHOUT_DASH} like ${containsPattern(part)} escape '\\'`);

/** Orders by id, in the order of `ids` (a page found by the list). */
export async function ordersInOrder(db: Db, ids: number[]): Promise<OrderRow[]> {
  if (!ids.length) return [];
  const rows = new Map((await findOrders(db, ids)).map((row) => [Number(row.id), row]));
  return ids.map((id) => rows.get(id)).filter((row): row is OrderRow => row !== undefined);
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

/**
 * The lines of orders, each with its product's current picture (the variant's, else its
 * parent's), whether the variant or its product is archived now, and its offer's title.
 */
export const itemsOf = (db: Db, orderIds: number[]) =>
  db
    .selectFrom('order_items')
    .leftJoin('products as variant', 'variant.id', 'order_items.variant_id')
    .leftJoin('products as product', 'product.id', 'order_items.product_id')
    .leftJoin('offers', 'offers.id', 'order_items.offer_id')
    .selectAll('order_items')
    .select((eb) => [
      eb.fn.coalesce('variant.image', 'product.image').as('image'),
      'variant.is_archived as variant_archived',
      'product.is_archived as product_archived',
      'offers.title_en as offer_title_en',
      'offers.title_ar as offer_title_ar',
    ])
    .where('order_items.order_id', 'in', orderIds)
    .orderBy('order_items.id')
    .execute();
export type OrderItemWithImage = Awaited<ReturnType<typeof itemsOf>>[number];

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

/** Which of these variants are on an order, of any state (they are archived, never deleted). */
export async function variantsOnOrders(db: Db, variantIds: number[]): Promise<Set<number>> {
  if (!variantIds.length) return new Set();
  const rows = await db.selectFrom('order_items').select('variant_id').distinct().where('variant_id', 'in', variantIds).execute();
  return new Set(rows.map((row) => Number(row.variant_id)));
}

/**
 * Which of these products (top-level: a variant's line names its parent too) are on open
 * orders, and the numbers of the first `limit` of those orders.
 */
export async function openOrdersOfProducts(db: Db, productIds: number[], limit: number) {
  if (!productIds.length) return { productIds: new Set<number>(), numbers: [] };
  const open = () =>
    db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .where('order_items.product_id', 'in', productIds)
      .where('orders.status', 'in', [...OPEN_ORDER_STATUSES]);
  const [products, orders] = await Promise.all([
    open().select('order_items.product_id').distinct().execute(),
    open().select('orders.number').distinct().orderBy('orders.number').limit(limit).execute(),
  ]);
  return { productIds: new Set(products.map((row) => Number(row.product_id))), numbers: orders.map((row) => Number(row.number)) };
}

/** What an order form names, as stored: the customer, their address and the payment method (each undefined when missing). */
export const draftReferences = (db: Db, ids: { customer_id: number; address_id: number; payment_method_id: number }) =>
  Promise.all([
    db.selectFrom('customers').select(['id', 'is_active']).where('id', '=', ids.customer_id).executeTakeFirst(),
    db.selectFrom('customer_addresses').select(['id', 'customer_id']).where('id', '=', ids.address_id).executeTakeFirst(),
    db.selectFrom('payment_methods').select(['id', 'is_active']).where('id', '=', ids.payment_method_id).executeTakeFirst(),
  ]);

const orderableColumns = [
  'p.id', 'p.parent_id', 'p.name_en', 'p.name_ar', 'p.sku', 'p.barcode', 'p.selling_price', 'p.tax_percent', 'p.quantity', 'p.max_order',
  'p.is_archived', 'p.variants_count', 'p.variant',
] as const;

/** The products an order form names, each with whether its parent is archived. */
export const orderableProducts = (db: Db, ids: number[]) =>
  db
    .selectFrom('products as p')
    .leftJoin('products as parent', 'parent.id', 'p.parent_id')
    .select(orderableColumns)
    .select('parent.is_archived as parent_archived')
    .where('p.id', 'in', ids)
    .execute();

/**
 * An order's sales invoice: a copy of the order's sums, numbered by its id, and of its
 * lines (the variant's id where a line is a variant's). Answers the invoice's id.
 */
export async function insertInvoice(db: Db, orderId: number, createdBy: number | null, now: string): Promise<number> {
  const sums = await db
    .selectFrom('orders')
    .select(['customer_id', 'subtotal', 'discount', 'tax', 'shipping_fee', 'total'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('invoices')
    .values({ ...sums, type: 'sales', date: now.slice(0, 10), order_id: orderId, carried_over: 0, created_by: createdBy, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const invoiceId = Number(id);
  await db.updateTable('invoices').set({ number: invoiceId }).where('id', '=', invoiceId).execute();
  const items = await itemsOf(db, [orderId]);
  await db
    .insertInto('invoice_lines')
    .values(items.map((item) => ({
      invoice_id: invoiceId,
      product_id: item.variant_id ?? item.product_id,
      name_en: item.name_en,
      name_ar: item.name_ar,
      sku: item.sku,
      unit_price: item.unit_price,
      discount: item.discount,
      tax_percent: item.tax_percent,
      tax: item.tax,
      quantity: item.quantity,
      line_total: item.line_total,
    })))
    .execute();
  return invoiceId;
}

export async function deleteInvoice(db: Db, invoiceId: number): Promise<void> {
  await db.deleteFrom('invoice_lines').where('invoice_id', '=', invoiceId).execute();
  await db.deleteFrom('invoices').where('id', '=', invoiceId).execute();
}
