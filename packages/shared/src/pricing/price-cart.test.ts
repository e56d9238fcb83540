import { describe, expect, it } from 'vitest';
import { priceCart } from './price-cart.js';
import { spread } from './money-math.js';
import type { CartInput, CartLine, PricingCoupon, PricingOffer } from './types.js';

const now = '2026-11-27T10:00:00.000Z';
const line = (product_id: number, unit_price: number, quantity: number, tax_percent = 0, parent_id: number | null = null): CartLine => ({
  product_id, parent_id, unit_price, quantity, tax_percent,
});
const offer = (over: Partial<PricingOffer>): PricingOffer => ({
  id: 1, offer_type: 'single', discount: { type: 'percentage', rate: 1000 }, product_ids: [1],
  starts_at: '2026-11-01T00:00:00.000Z', ends_at: '2026-11-30T22:00:00.000Z', is_active: true, ...over,
});
const coupon = (over: Partial<PricingCoupon> = {}): PricingCoupon => ({
  id: 7, code: 'SAVE10', is_active: true, starts_at: '2026-11-01T00:00:00.000Z', ends_at: '2026-11-30T22:00:00.000Z',
  discount: { type: 'percentage', rate: 1000 }, max_discount_amount: null, max_uses: null, max_uses_per_user: null,
  min_order_value: null, min_order_items: null, product_ids: [], uses_count: 0, ...over,
});
const price = (over: Partial<CartInput>) => priceCart({ lines: [], now, shipping_fee: 0, offers: [], ...over });
const withCoupon = (lines: CartLine[], found: PricingCoupon | null, code = 'save10', customer_uses = 0) =>
  price({ lines, coupon: { code, found, customer_uses } });

describe('priceCart without promotions', () => {
  it('taxes each line half up to the cent and adds the shipping fee', () => {
    // 0.10 × 3 = 0.30 at 5 % = 0.015 → 0.02; 19.99 × 3 at 0 %.
    const cart = price({ lines: [line(1, 100, 3, 500), line(2, 19_990, 3)], shipping_fee: 45_000 });
    expect(cart.lines.map((l) => [l.tax, l.line_total])).toEqual([[20, 320], [0, 59_970]]);
    expect(cart).toMatchObject({ subtotal: 60_270, discount: 0, tax: 20, shipping_fee: 45_000, total: 105_290, coupon: null, coupon_refusal: null });
  });
});

describe('offers', () => {
  it('takes a percentage or a fixed amount off every unit of a single offer’s product, never below zero', () => {
    const pct = price({ lines: [line(1, 450_000, 2, 1400)], offers: [offer({})] });
    expect(pct.lines[0]).toMatchObject({ offer_id: 1, offer_discount: 90_000, tax: 113_400, line_total: 923_400 });
    const fixed = price({ lines: [line(1, 5_000, 2)], offers: [offer({ discount: { type: 'fixed', amount: 8_000 } })] });
    expect(fixed.lines[0]).toMatchObject({ offer_discount: 10_000, line_total: 0 });
  });

  it('covers the variants of a product it names', () => {
    const cart = price({ lines: [line(57, 10_000, 1, 0, 1)], offers: [offer({})] });
    expect(cart.lines[0]!.offer_discount).toBe(1_000);
  });

  it('ignores offers disabled, not started or over; runs from its first instant until the first after it', () => {
    const lines = [line(1, 10_000, 1)];
    expect(price({ lines, offers: [offer({ is_active: false })] }).discount).toBe(0);
    expect(price({ lines, offers: [offer({ starts_at: '2026-11-27T10:00:00.001Z' })] }).discount).toBe(0);
    expect(price({ lines, offers: [offer({ ends_at: now })] }).discount).toBe(0);
    expect(price({ lines, offers: [offer({ starts_at: now, ends_at: '2026-11-27T10:00:00.001Z' })] }).discount).toBe(1_000);
  });

  it('gives a bundle only to complete sets', () => {
    const bundle = offer({ offer_type: 'bundle', product_ids: [1, 2], discount: { type: 'fixed', amount: 1_000 } });
    expect(price({ lines: [line(1, 10_000, 3)], offers: [bundle] }).discount).toBe(0);
    // Three of 1 and two of 2: two sets, so two units of each line.
    const cart = price({ lines: [line(1, 10_000, 3), line(2, 20_000, 2)], offers: [bundle] });
    expect(cart.lines.map((l) => [l.offer_id, l.offer_discount])).toEqual([[1, 2_000], [1, 2_000]]);
  });

  it('lets the offer worth more win a line two could discount, then the lower id', () => {
    const lines = [line(1, 10_000, 1)];
    const small = offer({ id: 1 });
    const large = offer({ id: 2, discount: { type: 'percentage', rate: 2000 } });
    expect(price({ lines, offers: [small, large] }).lines[0]!.offer_id).toBe(2);
    expect(price({ lines, offers: [offer({ id: 5 }), offer({ id: 3 })] }).lines[0]!.offer_id).toBe(3);
  });
});

describe('coupons', () => {
  it('applies after offers, capped by max_discount_amount, spread so each line is taxed on what is paid', () => {
    const lines = [line(1, 10_000, 1, 1400), line(2, 30_000, 1)];
    const cart = price({ lines, offers: [offer({})], coupon: { code: 'save10', found: coupon({ discount: { type: 'percentage', rate: 5000 } }), customer_uses: 0 } });
    // After the offer: 9,000 + 30,000; half is 19,500, spread 4,500 / 15,000.
    expect(cart.lines.map((l) => [l.offer_discount, l.coupon_discount, l.tax])).toEqual([[1_000, 4_500, 630], [0, 15_000, 0]]);
    expect(cart.coupon).toEqual({ id: 7, code: 'SAVE10', discount: 19_500 });
    expect(cart.total).toBe(40_000 - 20_500 + 630);
    const capped = withCoupon(lines, coupon({ discount: { type: 'percentage', rate: 5000 }, max_discount_amount: 3_000 }));
    expect(capped.coupon!.discount).toBe(3_000);
  });

  it('never takes more than the eligible lines cost, and only from them', () => {
    const cart = withCoupon([line(1, 1_000, 1), line(2, 5_000, 1)], coupon({ discount: { type: 'fixed', amount: 9_000 }, product_ids: [1] }));
    expect(cart.lines.map((l) => l.coupon_discount)).toEqual([1_000, 0]);
    expect(cart.total).toBe(5_000);
  });

  it.each([
    ['required', '  ', coupon(), 0],
    ['not_found', 'nope', null, 0],
    ['disabled', 'save10', coupon({ is_active: false }), 0],
    ['not_started', 'save10', coupon({ starts_at: '2026-11-27T10:00:00.001Z' }), 0],
    ['expired', 'save10', coupon({ ends_at: now }), 0],
    ['exhausted', 'save10', coupon({ max_uses: 5, uses_count: 5 }), 0],
    ['customer_limit', 'save10', coupon({ max_uses_per_user: 1 }), 1],
    ['min_order_value', 'save10', coupon({ min_order_value: 20_001 }), 0],
    ['min_order_items', 'save10', coupon({ min_order_items: 4 }), 0],
    ['no_eligible_product', 'save10', coupon({ product_ids: [99] }), 0],
  ] as const)('refuses a coupon: %s, pricing the cart without it', (reason, code, found, uses) => {
    const cart = withCoupon([line(1, 10_000, 2), line(2, 0, 1)], found, code, uses);
    expect(cart).toMatchObject({ coupon_refusal: reason, coupon: null, discount: 0, total: 20_000 });
  });

  it('accepts a cart exactly at the minimum value and items', () => {
    expect(withCoupon([line(1, 10_000, 2)], coupon({ min_order_value: 20_000, min_order_items: 2 })).coupon_refusal).toBeNull();
  });
});

describe('spread', () => {
  it('splits exactly in cents, remainders to the largest fractions', () => {
    expect(spread(100, [10, 10, 10])).toEqual([40, 30, 30]);
    expect(spread(1_000, [10, 30])).toEqual([250, 750]);
    expect(spread(50, [0, 0])).toEqual([0, 0]);
  });
});
