import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MINOR_UNIT } from './money-math.js';
import { priceCart } from './price-cart.js';
import type { CartInput, CartLine, Discount, PricingCoupon, PricingOffer } from './types.js';

/**
 * Properties over generated carts (1,000 each): a few products and variants, offers single
 * and bundle, fixed and percentage, running or not, and a coupon with any of its rules.
 */
const RUNS = { numRuns: 1_000 };
const now = '2026-11-27T10:00:00.000Z';
const productId = fc.integer({ min: 1, max: 6 });
const instant = fc.constantFrom('2026-11-01T00:00:00.000Z', now, '2026-11-27T10:00:00.001Z', '2026-11-30T22:00:00.000Z');
/** Prices, fees and fixed amounts are whole cents (MONEY_PATTERN), stored in thousandths. */
const cents = (max: number) => fc.integer({ min: 0, max: max / MINOR_UNIT }).map((n) => n * MINOR_UNIT);
const discount: fc.Arbitrary<Discount> = fc.oneof(
  fc.record({ type: fc.constant('fixed' as const), amount: cents(200_000).filter((n) => n > 0) }),
  fc.record({ type: fc.constant('percentage' as const), rate: fc.integer({ min: 1, max: 10_000 }) }),
);
const lines: fc.Arbitrary<CartLine[]> = fc
  .uniqueArray(
    fc.record({
      product_id: fc.integer({ min: 1, max: 12 }),
      unit_price: fc.oneof(cents(1_000_000), cents(999_999_990)),
      quantity: fc.integer({ min: 1, max: 20 }),
      tax_percent: fc.constantFrom(0, 500, 1400, 1450),
    }),
    { selector: (l) => l.product_id, minLength: 1, maxLength: 6 },
  )
  // Ids above 6 are variants of product (id − 6).
  .map((ls) => ls.map((l) => ({ ...l, parent_id: l.product_id > 6 ? l.product_id - 6 : null })));
const offers: fc.Arbitrary<PricingOffer[]> = fc.uniqueArray(
  fc.record({
    id: fc.integer({ min: 1, max: 50 }),
    offer_type: fc.constantFrom('single' as const, 'bundle' as const),
    discount,
    product_ids: fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 3 }),
    starts_at: instant,
    ends_at: instant,
    is_active: fc.boolean(),
  }),
  { selector: (o) => o.id, maxLength: 4 },
);
const coupon: fc.Arbitrary<PricingCoupon> = fc.record({
  id: fc.constant(9),
  code: fc.constant('PROMO'),
  is_active: fc.boolean(),
  starts_at: fc.option(instant),
  ends_at: fc.option(instant),
  discount,
  max_discount_amount: fc.option(cents(500_000)),
  max_uses: fc.option(fc.integer({ min: 0, max: 5 })),
  max_uses_per_user: fc.option(fc.integer({ min: 0, max: 3 })),
  min_order_value: fc.option(cents(3_000_000)),
  min_order_items: fc.option(fc.integer({ min: 0, max: 30 })),
  product_ids: fc.uniqueArray(productId, { maxLength: 3 }),
  uses_count: fc.integer({ min: 0, max: 6 }),
});
const carts: fc.Arbitrary<CartInput> = fc.record({
  lines,
  now: fc.constant(now),
  shipping_fee: cents(100_000),
  offers,
  coupon: fc.option(fc.record({ code: fc.constantFrom('PROMO', 'promo', ''), found: fc.option(coupon), customer_uses: fc.integer({ min: 0, max: 3 }) }), { nil: undefined }),
});

describe('priceCart properties', () => {
  it('never prices a line or a total below zero; every amount is whole cents and the sums add up', () => {
    fc.assert(fc.property(carts, (input) => {
      const cart = priceCart(input);
      for (const l of cart.lines) {
        for (const amount of [l.offer_discount, l.coupon_discount, l.tax]) expect(amount % MINOR_UNIT).toBe(0);
        expect(l.discount).toBeLessThanOrEqual(l.unit_price * l.quantity);
        expect(Math.min(l.offer_discount, l.coupon_discount, l.tax, l.line_total)).toBeGreaterThanOrEqual(0);
      }
      expect(cart.total).toBeGreaterThanOrEqual(cart.shipping_fee);
      expect(cart.total).toBe(cart.lines.reduce((s, l) => s + l.line_total, 0) + cart.shipping_fee);
      expect(cart.coupon?.discount ?? 0).toBe(cart.lines.reduce((s, l) => s + l.coupon_discount, 0));
    }), RUNS);
  });

  it('keeps every offer within its rate or amount per unit, and a coupon within its rate and max_discount_amount', () => {
    fc.assert(fc.property(carts, (input) => {
      const cart = priceCart(input);
      for (const l of cart.lines) {
        const o = input.offers.find((offer) => offer.id === l.offer_id && offer.is_active);
        if (l.offer_id === null) expect(l.offer_discount).toBe(0);
        else {
          // Per unit: the amount, or the rate of the price give or take half a cent; never the whole price.
          const perUnit = o!.discount.type === 'fixed' ? o!.discount.amount : (l.unit_price * o!.discount.rate) / 10_000 + MINOR_UNIT / 2;
          expect(l.offer_discount).toBeLessThanOrEqual(Math.min(perUnit, l.unit_price) * l.quantity);
        }
      }
      const found = input.coupon?.found;
      if (cart.coupon && found) {
        const base = cart.lines.reduce((s, l) => s + l.unit_price * l.quantity - l.offer_discount, 0);
        if (found.max_discount_amount !== null) expect(cart.coupon.discount).toBeLessThanOrEqual(found.max_discount_amount);
        if (found.discount.type === 'percentage') expect(cart.coupon.discount).toBeLessThanOrEqual((base * found.discount.rate) / 10_000 + MINOR_UNIT / 2);
        else expect(cart.coupon.discount).toBeLessThanOrEqual(found.discount.amount);
      }
    }), RUNS);
  });

  it('gives a bundle’s discount only when every one of its items is in the cart', () => {
    fc.assert(fc.property(carts, (input) => {
      const cart = priceCart(input);
      for (const l of cart.lines) {
        const o = input.offers.find((offer) => offer.id === l.offer_id);
        if (o?.offer_type !== 'bundle') continue;
        for (const item of o.product_ids) expect(input.lines.some((c) => c.product_id === item || c.parent_id === item)).toBe(true);
      }
    }), RUNS);
  });

  it('prices the same cart the same whatever the order of its lines and offers', () => {
    fc.assert(fc.property(carts, fc.infiniteStream(fc.nat()), (input, seeds) => {
      const shuffle = <T>(items: T[]) => items.map((item) => ({ item, key: seeds.next().value as number })).sort((a, b) => a.key - b.key).map((x) => x.item);
      const order = shuffle(input.lines.map((_, i) => i));
      const cart = priceCart(input);
      const shuffled = priceCart({ ...input, lines: order.map((i) => input.lines[i]!), offers: shuffle(input.offers) });
      expect(shuffled.lines).toEqual(order.map((i) => cart.lines[i]));
      expect({ ...shuffled, lines: [] }).toEqual({ ...cart, lines: [] });
    }), RUNS);
  });
});
