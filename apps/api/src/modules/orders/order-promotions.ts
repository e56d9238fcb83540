import type { CartInput, CartLine, PricingCoupon, PricingOffer } from '@matjar/shared';
import type { Db, Dialect } from '../../db/database.js';
import { flag } from '../../lib/resource-repository.js';

/**
 * What the pricing engine needs from the offers and coupons tables for one cart: the
 * enabled offers running today that name a product of the cart (with all their items, so
 * a bundle can be judged whole, and their titles for the answer), and the coupon typed with
 * its uses. A coupon's uses are the orders holding it, whatever their state (deleting an
 * order frees its use), so the check and the order's insert must share one transaction:
 * on PostgreSQL the coupon row is locked first (`FOR UPDATE`), so two orders for the last
 * use run one after the other; SQLite runs one write at a time.
 */

export interface CartPromotions {
  offers: PricingOffer[];
  offerTitles: Map<number, { en: string; ar: string }>;
  coupon: CartInput['coupon'];
}

const discountOf = (type: string, amount: number) =>
  type === 'percentage' ? { type: 'percentage' as const, rate: amount } : { type: 'fixed' as const, amount };
const nullableNumber = (value: number | string | null) => (value === null ? null : Number(value));

async function runningOffers(db: Db, lines: readonly CartLine[], today: string) {
  const ids = [...new Set(lines.flatMap((l) => (l.parent_id === null ? [l.product_id] : [l.product_id, l.parent_id])))];
  if (!ids.length) return [];
  const offers = await db
    .selectFrom('offers')
    .select(['id', 'title_en', 'title_ar', 'discount_type', 'discount_amount', 'offer_type', 'start_date', 'end_date', 'is_active'])
    .where('is_active', '=', flag(true))
    .where('start_date', '<=', today)
    .where('end_date', '>=', today)
    .where('id', 'in', (eb) => eb.selectFrom('offer_items').select('offer_id').where('product_id', 'in', ids))
    .execute();
  if (!offers.length) return [];
  const items = await db.selectFrom('offer_items').select(['offer_id', 'product_id']).where('offer_id', 'in', offers.map((o) => o.id)).execute();
  return offers.map((o) => ({
    row: o,
    offer: {
      id: Number(o.id),
      offer_type: o.offer_type === 'bundle' ? 'bundle' : 'single',
      discount: discountOf(o.discount_type, Number(o.discount_amount)),
      product_ids: items.filter((i) => Number(i.offer_id) === Number(o.id)).map((i) => Number(i.product_id)),
      start_date: o.start_date,
      end_date: o.end_date,
      is_active: Boolean(o.is_active),
    } satisfies PricingOffer,
  }));
}

async function couponByCode(db: Db, dialect: Dialect, code: string, customerId: number, lock: boolean) {
  // Codes are unique ignoring case (migration 0013's index on lower(code)).
  let query = db.selectFrom('coupons').selectAll().where((eb) => eb(eb.fn('lower', ['code']), '=', code.trim().toLowerCase()));
  if (lock && dialect === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return { found: null, customer_uses: 0 };
  const [uses, products] = await Promise.all([
    db
      .selectFrom('orders')
      .select((eb) => [eb.fn.countAll<number>().as('all'), eb.fn.sum<number>(eb.case().when('customer_id', '=', customerId).then(1).else(0).end()).as('customer')])
      .where('coupon_id', '=', Number(row.id))
      .executeTakeFirstOrThrow(),
    db.selectFrom('coupon_products').select('product_id').where('coupon_id', '=', Number(row.id)).execute(),
  ]);
  const found: PricingCoupon = {
    id: Number(row.id),
    code: row.code,
    is_active: Boolean(row.is_active),
    start_date: row.start_date,
    end_date: row.end_date,
    discount: discountOf(row.discount_type, Number(row.discount_type === 'percentage' ? row.rate : row.discount_amount)),
    max_discount_amount: nullableNumber(row.max_discount_amount),
    max_uses: nullableNumber(row.max_uses),
    max_uses_per_user: nullableNumber(row.max_uses_per_user),
    min_order_value: nullableNumber(row.min_order_value),
    min_order_items: nullableNumber(row.min_order_items),
    product_ids: products.map((p) => Number(p.product_id)),
    uses_count: Number(uses.all),
  };
  return { found, customer_uses: Number(uses.customer ?? 0) };
}

/** `lock`: when the order is being placed (not quoted), hold the coupon until the transaction ends. */
export async function promotionsFor(
  db: Db,
  dialect: Dialect,
  cart: { lines: readonly CartLine[]; today: string; couponCode: string | null | undefined; customerId: number; lock: boolean },
): Promise<CartPromotions> {
  const [offers, coupon] = await Promise.all([
    runningOffers(db, cart.lines, cart.today),
    cart.couponCode === undefined || cart.couponCode === null
      ? undefined
      : cart.couponCode.trim() === ''
        ? { code: '', found: null, customer_uses: 0 }
        : couponByCode(db, dialect, cart.couponCode, cart.customerId, cart.lock).then((c) => ({ code: cart.couponCode!, ...c })),
  ]);
  return {
    offers: offers.map((o) => o.offer),
    offerTitles: new Map(offers.map((o) => [Number(o.row.id), { en: o.row.title_en, ar: o.row.title_ar }])),
    coupon,
  };
}
