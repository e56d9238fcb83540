import type { CartInput, CartLine, PricingCoupon, PricingOffer } from '@matjar/shared';
import type { Db, Dialect } from '../../db/database.js';
import { conflict } from '../../lib/errors.js';
import { type PricingCoupon as CouponRow, countCouponUses, couponByCode } from '../coupons/index.js';
import { runningOffersFor } from '../offers/index.js';

/**
 * What the pricing engine needs from the offers and coupons modules for one cart: the
 * offers running at its instant that name a product of the cart or its parent (with all their
 * items, so a bundle is judged whole, and their titles for the answer), and the coupon
 * typed with its uses (the coupons module's count: orders holding it, less rejected and
 * cancelled ones). The check and the order's insert share one transaction: on PostgreSQL
 * the coupon row is locked (`FOR UPDATE`) before its uses are counted, so two orders for
 * the last use run one after the other; SQLite runs one write at a time.
 */

export interface CartPromotions {
  offers: PricingOffer[];
  offerTitles: Map<number, { en: string; ar: string }>;
  coupon: CartInput['coupon'];
}

const discountOf = (type: string, amount: number) =>
  type === 'percentage' ? { type: 'percentage' as const, rate: amount } : { type: 'fixed' as const, amount };

export async function offersForCart(db: Db, lines: readonly CartLine[], at: Date) {
  const ids = lines.flatMap((l) => (l.parent_id === null ? [l.product_id] : [l.product_id, l.parent_id]));
  const running = await runningOffersFor(db, ids, at);
  return {
    // Running at `at` by the lookup: the engine's own check of times and state then holds too.
    offers: running.map((o): PricingOffer => ({
      id: o.id,
      offer_type: o.offer_type,
      discount: discountOf(o.discount_type, o.discount_amount),
      product_ids: o.product_ids,
      starts_at: o.starts_at,
      ends_at: o.ends_at,
      is_active: true,
    })),
    offerTitles: new Map(running.map((o) => [o.id, o.title])),
  };
}

const limit = (value: number | string | null) => (value === null ? null : Number(value));

/** A coupon's row as the engine reads it (PostgreSQL answers its bigint money as text), with `uses_count` uses so far. */
export const toPricingCoupon = (row: CouponRow, usesCount: number): PricingCoupon => ({
  id: Number(row.id),
  code: row.code,
  is_active: row.is_active,
  starts_at: row.starts_at,
  ends_at: row.ends_at,
  discount: discountOf(row.discount_type, Number((row.discount_type === 'percentage' ? row.rate : row.discount_amount) ?? 0)),
  max_discount_amount: limit(row.max_discount_amount),
  max_uses: limit(row.max_uses),
  max_uses_per_user: limit(row.max_uses_per_user),
  min_order_value: limit(row.min_order_value),
  min_order_items: limit(row.min_order_items),
  product_ids: row.product_ids.map(Number),
  uses_count: usesCount,
});

/** Holds the coupon row until the transaction ends (PostgreSQL; SQLite writes one at a time). */
async function lockCoupon(db: Db, dialect: Dialect, couponId: number) {
  if (dialect === 'postgres') await db.selectFrom('coupons').select('id').where('id', '=', couponId).forUpdate().execute();
}

/**
 * A rejected or cancelled order gave its coupon's use back; reopening it takes the use again,
 * so only while the coupon's limits leave one (else 409 with the refusal, nothing changed).
 */
export async function retakeCouponUse(db: Db, dialect: Dialect, couponId: number, customerId: number) {
  await lockCoupon(db, dialect, couponId);
  const [limits, all, customer] = await Promise.all([
    db.selectFrom('coupons').select(['max_uses', 'max_uses_per_user']).where('id', '=', couponId).executeTakeFirstOrThrow(),
    countCouponUses(db, couponId),
    countCouponUses(db, couponId, customerId),
  ]);
  if (limits.max_uses !== null && all >= Number(limits.max_uses)) throw conflict('coupon_refusals.exhausted');
  if (limits.max_uses_per_user !== null && customer >= Number(limits.max_uses_per_user)) throw conflict('coupon_refusals.customer_limit');
}

async function couponTyped(db: Db, dialect: Dialect, code: string, customerId: number, lock: boolean): Promise<CartInput['coupon']> {
  const row = code.trim() === '' ? undefined : await couponByCode(db, code);
  if (!row) return { code, found: null, customer_uses: 0 };
  if (lock) await lockCoupon(db, dialect, row.id);
  const [all, customer] = await Promise.all([countCouponUses(db, row.id), countCouponUses(db, row.id, customerId)]);
  return { code, found: toPricingCoupon(row, all), customer_uses: customer };
}

/** `lock`: the order is being placed (not quoted), so the coupon is held until the transaction ends. */
export async function promotionsFor(
  db: Db,
  dialect: Dialect,
  cart: { lines: readonly CartLine[]; at: Date; couponCode: string | null | undefined; customerId: number; lock: boolean },
): Promise<CartPromotions> {
  const [offers, coupon] = await Promise.all([
    offersForCart(db, cart.lines, cart.at),
    cart.couponCode === undefined || cart.couponCode === null ? undefined : couponTyped(db, dialect, cart.couponCode, cart.customerId, cart.lock),
  ]);
  return { ...offers, coupon };
}
