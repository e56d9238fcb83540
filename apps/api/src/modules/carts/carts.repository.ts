import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/types.js';

/** Items, quantity and value of these customers' carts, with each cart's last activity. */
export const cartTotals = (db: Db, customerIds: number[]) =>
  customerIds.length
    ? db
        .selectFrom('carts')
        .leftJoin('cart_items', 'cart_items.cart_id', 'carts.id')
        .select(['carts.customer_id', 'carts.updated_at'])
        .select((eb) => [
          eb.fn.count<number>('cart_items.id').as('items_count'),
          eb.fn.coalesce(eb.fn.sum<number>('cart_items.quantity'), sql<number>`0`).as('quantity'),
          eb.fn.coalesce(eb.fn.sum<number>(sql`cart_items.quantity * cart_items.unit_price`), sql<number>`0`).as('total'),
        ])
        .where('carts.customer_id', 'in', customerIds)
        .groupBy(['carts.customer_id', 'carts.updated_at'])
        .execute()
    : Promise.resolve([]);

/** A customer's cart lines with their products, oldest first. */
export const cartItemsOf = (db: Db, customerId: number) =>
  db
    .selectFrom('cart_items')
    .innerJoin('carts', 'carts.id', 'cart_items.cart_id')
    .innerJoin('products', 'products.id', 'cart_items.product_id')
    .select([
      'cart_items.id', 'cart_items.quantity', 'cart_items.unit_price', 'cart_items.created_at', 'cart_items.updated_at',
      'products.id as product_id', 'products.name_en', 'products.name_ar', 'products.sku', 'products.image',
    ])
    .where('carts.customer_id', '=', customerId)
    .orderBy('cart_items.id')
    .execute();

/**
 * The cart-items report as a derived table `r`: one row per product sitting in at least
 * one cart, so the list helper can page, sort and search it like a table.
 */
export const cartReportQuery = (db: Db) =>
  db
    .selectFrom(
      db
        .selectFrom('cart_items')
        .innerJoin('products', 'products.id', 'cart_items.product_id')
        .select([
          'products.id', 'products.name_en', 'products.name_ar', 'products.sku', 'products.image', 'products.search_text',
        ])
        .select((eb) => [
          eb.fn.count<number>('cart_items.cart_id').as('carts_count'),
          eb.fn.sum<number>('cart_items.quantity').as('quantity'),
          eb.fn.sum<number>(sql`cart_items.quantity * cart_items.unit_price`).as('value'),
          eb.fn.max('cart_items.created_at').as('last_added_at'),
        ])
        .groupBy(['products.id', 'products.name_en', 'products.name_ar', 'products.sku', 'products.image', 'products.search_text'])
        .as('r'),
    )
    .select(['r.id', 'r.name_en', 'r.name_ar', 'r.sku', 'r.image', 'r.carts_count', 'r.quantity', 'r.value', 'r.last_added_at']);

/** Removes these customers' carts (their items go with them). */
export const deleteCartsOf = (db: Db, customerIds: number[]) =>
  customerIds.length ? db.deleteFrom('carts').where('customer_id', 'in', customerIds).execute() : Promise.resolve();

export const insertCart = (db: Db, row: { customer_id: number; created_at: string; updated_at: string }) =>
  db.insertInto('carts').values(row).returning('id').executeTakeFirstOrThrow().then((r) => Number(r.id));

/** Adds a line unless the cart already holds the product. */
export const insertCartItem = (db: Db, row: Insertable<Database['cart_items']>) =>
  db.insertInto('cart_items').values(row).onConflict((oc) => oc.columns(['cart_id', 'product_id']).doNothing()).execute();
