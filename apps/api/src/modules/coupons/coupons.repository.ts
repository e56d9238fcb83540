import { type CouponListQuery, ORDER_STATUS } from '@matjar/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { type ResourceRow, queryRepository } from '../../lib/resource-repository.js';
import { nowInstant, whereScheduleStatus } from '../../lib/schedule.js';

const columns = [
  'id', 'name_en', 'name_ar', 'code', 'discount_type', 'discount_amount', 'rate', 'max_discount_amount', 'max_uses', 'max_uses_per_user',
  'min_order_value', 'min_order_items', 'start_date', 'end_date', 'starts_at', 'ends_at', 'is_active', 'created_at', 'updated_at',
] as const;

/**
 * Orders that count as a use of a coupon: every state but rejected and cancelled, which
 * give the use back (docs/decisions/0011-offers-and-coupons.md).
 */
export const USE_CANCELLING_STATUSES = [ORDER_STATUS.rejected, ORDER_STATUS.canceled];

/** Coupons with their uses and whether any order carries them; the list filters on state and discount type. */
export const couponsRepository = () =>
  queryRepository({
    table: 'coupons',
    query: (db: Db) =>
      db
        .selectFrom('coupons')
        .select(columns.map((column) => `coupons.${column}` as const))
        .select((eb) => [
          eb
            .selectFrom('orders')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('orders.coupon_id', '=', 'coupons.id')
            .where('orders.status', 'not in', USE_CANCELLING_STATUSES)
            .as('uses_count'),
          sql<number | boolean>`exists (select 1 from orders where orders.coupon_id = coupons.id)`.as('has_orders'),
        ]),
    idColumn: 'coupons.id',
    filter: (query, list: CouponListQuery) => {
      const filtered = list.discount_type ? query.where('coupons.discount_type', '=', list.discount_type) : query;
      return list.status ? whereScheduleStatus(filtered, 'coupons', list.status, nowInstant()) : filtered;
    },
  });
export type CouponsRepository = ReturnType<typeof couponsRepository>;
export type CouponRow = ResourceRow<CouponsRepository>;

/** The coupon whose code is `code` in any case. */
export const couponWithCode = (db: Db, code: string) =>
  db.selectFrom('coupons').selectAll().where(sql`lower(code)`, '=', code.toLowerCase()).executeTakeFirst();

/** The products these coupons apply to, with their names. */
export const couponProducts = (db: Db, couponIds: number[]) =>
  couponIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('coupon_products')
        .innerJoin('products', 'products.id', 'coupon_products.product_id')
        .select(['coupon_products.coupon_id', 'products.id', 'products.parent_id', 'products.name_en', 'products.name_ar', 'products.sku'])
        .where('coupon_products.coupon_id', 'in', couponIds)
        .orderBy('coupon_products.coupon_id')
        .orderBy('products.id')
        .execute();

export async function replaceCouponProducts(db: Db, couponId: number, productIds: number[]): Promise<void> {
  await db.deleteFrom('coupon_products').where('coupon_id', '=', couponId).execute();
  if (productIds.length) await db.insertInto('coupon_products').values(productIds.map((productId) => ({ coupon_id: couponId, product_id: productId }))).execute();
}

/** How many orders used the coupon (by this customer, if named), not counting rejected or cancelled ones. */
export async function countCouponUses(db: Db, couponId: number, customerId?: number): Promise<number> {
  let query = db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('coupon_id', '=', couponId)
    .where('status', 'not in', USE_CANCELLING_STATUSES);
  if (customerId !== undefined) query = query.where('customer_id', '=', customerId);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** The orders that used a coupon, with their customers: the base of the usages list. */
export const couponUsages = (db: Db, couponId: number) =>
  db
    .selectFrom('orders')
    .innerJoin('customers', 'customers.id', 'orders.customer_id')
    .select([
      'orders.id', 'orders.number', 'orders.code', 'orders.status', 'orders.total', 'orders.created_at',
      'customers.id as customer_id', 'customers.name as customer_name', 'customers.phone as customer_phone',
    ])
    .where('orders.coupon_id', '=', couponId);

/** Which of these coupons orders carry (any state), and the numbers of up to `limit` + 1 of those orders. */
export async function couponsOnOrders(db: Db, ids: number[], limit: number) {
  const used = await db.selectFrom('orders').select('coupon_id').distinct().where('coupon_id', 'in', ids).execute();
  const orders = used.length
    ? await db.selectFrom('orders').select('number').where('coupon_id', 'in', ids).orderBy('id', 'desc').limit(limit + 1).execute()
    : [];
  return { usedIds: new Set(used.map((row) => Number(row.coupon_id))), numbers: orders.map((order) => order.number) };
}
