import { applyCoupon } from './coupon.js';
import { percentOf } from './money-math.js';
import { applyOffers } from './offers.js';
import type { CartInput, PricedCart, PricedCartLine } from './types.js';

/**
 * The one way an order is priced (docs/orders.md "Money" and "Promotions"): the API's
 * quote and order creation, the demo orders and the phone-order preview all call this.
 * Offers first, per line; then the coupon over what is left; then tax per line on what is
 * paid for it (tax-exclusive prices). No line and no total is ever below zero.
 */
export function priceCart(input: CartInput): PricedCart {
  const { lines, now } = input;
  const offers = applyOffers(lines, input.offers, now);
  const afterOffers = lines.map((line, i) => line.unit_price * line.quantity - offers[i]!.offer_discount);
  const outcome = input.coupon ? applyCoupon(input.coupon, lines, afterOffers, now) : null;

  const priced: PricedCartLine[] = lines.map((line, i) => {
    const coupon_discount = outcome?.shares?.[i] ?? 0;
    const net = afterOffers[i]! - coupon_discount;
    const tax = percentOf(net, line.tax_percent);
    return {
      ...line,
      ...offers[i]!,
      coupon_discount,
      discount: offers[i]!.offer_discount + coupon_discount,
      tax,
      line_total: net + tax,
    };
  });
  const sum = (pick: (line: PricedCartLine) => number) => priced.reduce((total, line) => total + pick(line), 0);
  const subtotal = sum((l) => l.unit_price * l.quantity);
  const discount = sum((l) => l.discount);
  const tax = sum((l) => l.tax);
  const coupon = outcome?.coupon ? { id: outcome.coupon.id, code: outcome.coupon.code, discount: sum((l) => l.coupon_discount) } : null;
  return {
    lines: priced,
    coupon,
    coupon_refusal: outcome?.refusal ?? null,
    items_count: lines.length,
    subtotal,
    discount,
    tax,
    shipping_fee: input.shipping_fee,
    total: subtotal - discount + tax + input.shipping_fee,
  };
}
