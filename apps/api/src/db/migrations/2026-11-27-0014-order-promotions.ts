import { type Kysely, sql } from 'kysely';
import { columnTypes } from './dialect.js';

/**
 * What promotions took off an order, as the pricing engine said (docs/orders.md
 * "Promotions"): each line's offer discount and share of the coupon (the line's `discount`
 * is their sum, in all), and the order's coupon discount with the code as typed then, so
 * the order reads the same if the coupon's code is changed later. The offer and coupon
 * ids themselves are promo-crud's migration 0013.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const { pg } = columnTypes(db);
  const money = pg ? sql`bigint` : sql`integer`;
  await db.schema.alterTable('order_items').addColumn('offer_discount', money, (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('order_items').addColumn('coupon_discount', money, (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('orders').addColumn('coupon_discount', money, (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('orders').addColumn('coupon_code', 'varchar(64)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('coupon_code').execute();
  await db.schema.alterTable('orders').dropColumn('coupon_discount').execute();
  await db.schema.alterTable('order_items').dropColumn('coupon_discount').execute();
  await db.schema.alterTable('order_items').dropColumn('offer_discount').execute();
}
