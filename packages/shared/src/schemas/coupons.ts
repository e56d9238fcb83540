import { z } from 'zod';
import { bilingualName, bilingualOut, listQuery, requiredText, timestampsOut } from './common.js';
import {
  emptyAsNull, flagField, optionalMoney, optionalWholeNumber, percentField, requiredChoice, requiredId, validAt,
} from './form-fields.js';
import { isZeroAmount } from './offers.js';
import { DISCOUNT_TYPES, SCHEDULE_STATUSES, type DiscountType } from '../vocabulary.js';
import { endAfterStart, scheduleField } from './schedule.js';

export const MAX_COUPON_PRODUCTS = 500;

/** Letters, digits, `-` and `_`: typed by customers, compared ignoring case. */
export const couponCodeField = requiredText(50).regex(/^[A-Za-z0-9_-]+$/, 'validation.coupon_code');

/** The two ways a coupon discounts, each with its own field; amounts above zero. */
function checkDiscount(
  coupon: { discount_type: DiscountType; discount_amount?: string | null | undefined; rate?: string | null | undefined; max_discount_amount?: string | null | undefined },
  ctx: z.RefinementCtx,
) {
  const field = coupon.discount_type === 'fixed' ? 'discount_amount' : 'rate';
  const value = coupon.discount_type === 'fixed' ? coupon.discount_amount : coupon.rate;
  if (value === undefined || value === null) ctx.addIssue({ code: 'custom', path: [field], message: 'validation.required' });
  else if (isZeroAmount(value)) ctx.addIssue({ code: 'custom', path: [field], message: 'validation.must_be_positive' });
  if (coupon.max_discount_amount && isZeroAmount(coupon.max_discount_amount)) {
    ctx.addIssue({ code: 'custom', path: ['max_discount_amount'], message: 'validation.must_be_positive' });
  }
}

function checkProducts(coupon: { product_ids: number[] }, ctx: z.RefinementCtx) {
  coupon.product_ids.forEach((id, i) => {
    if (coupon.product_ids.indexOf(id) < i) ctx.addIssue({ code: 'custom', path: ['product_ids', i], message: 'validation.duplicate' });
  });
}

/**
 * JSON or multipart (`name[en]`, `product_ids[0]`). A fixed coupon takes `discount_amount`
 * off, a percentage one takes `rate` percent (capped by `max_discount_amount`); the other
 * field is ignored. No `product_ids`: every product. Limits left empty: none.
 */
export const couponInput = z
  .object({
    name: bilingualName(150),
    code: couponCodeField,
    discount_type: requiredChoice(DISCOUNT_TYPES),
    discount_amount: optionalMoney,
    rate: emptyAsNull(percentField),
    max_discount_amount: optionalMoney,
    max_uses: optionalWholeNumber(1),
    max_uses_per_user: optionalWholeNumber(1),
    min_order_value: optionalMoney,
    min_order_items: optionalWholeNumber(1),
    product_ids: z.array(requiredId, { error: 'validation.invalid' }).max(MAX_COUPON_PRODUCTS, 'validation.too_many_items').default([]),
    start_date: scheduleField,
    end_date: scheduleField,
    is_active: flagField.optional(),
  })
  .superRefine(endAfterStart, validAt('start_date', 'end_date'))
  .superRefine(checkDiscount, validAt('discount_type', 'discount_amount', 'rate', 'max_discount_amount'))
  .superRefine(checkProducts, validAt('product_ids'));
export type CouponInput = z.infer<typeof couponInput>;

export const couponProductOut = z.object({ id: z.number(), parent_id: z.number().nullable(), name: bilingualOut, sku: z.string() });

export const couponOut = z.object({
  id: z.number(),
  name: bilingualOut,
  code: z.string(),
  discount_type: z.enum(DISCOUNT_TYPES),
  /** Money ("12.50") of a fixed coupon; null on a percentage one. */
  discount_amount: z.string().nullable(),
  /** Percentage ("12.50") of a percentage coupon; null on a fixed one. */
  rate: z.string().nullable(),
  max_discount_amount: z.string().nullable(),
  max_uses: z.number().nullable(),
  max_uses_per_user: z.number().nullable(),
  min_order_value: z.string().nullable(),
  min_order_items: z.number().nullable(),
  /** Empty: every product. */
  product_ids: z.array(z.number()),
  products: z.array(couponProductOut),
  /** As sent: a day (`2026-12-01`), a store's wall-clock time (`2026-12-01T20:00`) or an instant with its offset. */
  start_date: z.string(),
  end_date: z.string(),
  /** The first instant it runs and the first after it (a day ends where the next starts), ISO 8601 in UTC. */
  starts_at: z.string(),
  ends_at: z.string(),
  is_active: z.boolean(),
  /** As of now. */
  status: z.enum(SCHEDULE_STATUSES),
  /** Orders that used it, not counting rejected or cancelled ones (docs/decisions/0011-offers-and-coupons.md). */
  uses_count: z.number(),
  /** Any order carries it, whatever its state: it cannot be deleted. */
  has_orders: z.boolean(),
  ...timestampsOut,
});
export type Coupon = z.infer<typeof couponOut>;

export const couponListQuery = listQuery.extend({
  status: requiredChoice(SCHEDULE_STATUSES).optional(),
  discount_type: requiredChoice(DISCOUNT_TYPES).optional(),
});
export type CouponListQuery = z.infer<typeof couponListQuery>;

/** One order that used a coupon: who, which order, when (the coupon page's usages). */
export const couponUsageOut = z.object({
  order: z.object({ id: z.number(), number: z.number().nullable(), code: z.string(), status: z.number(), total: z.string() }),
  customer: z.object({ id: z.number(), name: z.string(), phone: z.string() }),
  used_at: z.string(),
});
export type CouponUsage = z.infer<typeof couponUsageOut>;
