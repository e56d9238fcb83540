import { canonicalOrder, lineSells, runsAt } from './cart-order.js';
import { percentOf, spread } from './money-math.js';
import type { CartInput, CartLine, CouponRefusal, PricingCoupon } from './types.js';

/**
 * A coupon (docs/orders.md "Promotions") applies after the offers, to what the eligible
 * lines cost once their offer discounts are taken off (before tax, without shipping):
 * a fixed amount (never more than that) or a percentage of it, then at most
 * `max_discount_amount`. Its discount is spread over the eligible lines in proportion to
 * what each costs, so each line is taxed on what is actually paid for it.
 * Minimum order value and items are read on the whole cart after offers.
 */

export type CouponOutcome =
  | { refusal: CouponRefusal; coupon: null; shares: null }
  | { refusal: null; coupon: PricingCoupon; shares: number[] };

const refused = (refusal: CouponRefusal): CouponOutcome => ({ refusal, coupon: null, shares: null });

export function applyCoupon(
  asked: NonNullable<CartInput['coupon']>,
  lines: readonly CartLine[],
  afterOffers: readonly number[],
  now: string,
): CouponOutcome {
  const coupon = asked.found;
  if (asked.code.trim() === '') return refused('required');
  if (!coupon) return refused('not_found');
  if (!coupon.is_active) return refused('disabled');
  if (coupon.starts_at !== null && now < coupon.starts_at) return refused('not_started');
  if (!runsAt(now, coupon.starts_at, coupon.ends_at)) return refused('expired');
  if (coupon.max_uses !== null && coupon.uses_count >= coupon.max_uses) return refused('exhausted');
  if (coupon.max_uses_per_user !== null && asked.customer_uses >= coupon.max_uses_per_user) return refused('customer_limit');
  const eligible = canonicalOrder(lines).filter(
    (index) => lines[index]!.quantity > 0 && (coupon.product_ids.length === 0 || coupon.product_ids.some((id) => lineSells(lines[index]!, id))),
  );
  if (eligible.length === 0) return refused('no_eligible_product');
  const cartValue = afterOffers.reduce((a, b) => a + b, 0);
  if (coupon.min_order_value !== null && cartValue < coupon.min_order_value) return refused('min_order_value');
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (coupon.min_order_items !== null && units < coupon.min_order_items) return refused('min_order_items');

  const weights = eligible.map((index) => afterOffers[index]!);
  const base = weights.reduce((a, b) => a + b, 0);
  const raw = coupon.discount.type === 'fixed'
    ? Math.max(coupon.discount.amount, 0)
    : percentOf(base, Math.min(Math.max(coupon.discount.rate, 0), 10_000));
  const total = Math.min(raw, base, coupon.max_discount_amount ?? Number.MAX_SAFE_INTEGER);
  const shares = lines.map(() => 0);
  spread(total, weights).forEach((share, i) => (shares[eligible[i]!] = share));
  return { refusal: null, coupon, shares };
}
