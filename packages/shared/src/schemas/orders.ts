import { z } from 'zod';
import { MONEY_PATTERN } from '../money.js';
import { listQuery } from './common.js';
import { dateQuery, flagField, idQuery, optionalText, requiredChoice, requiredId, wholeNumber, wholeValue } from './form-fields.js';
import {
  MANUAL_SHIPPING_STATUSES, MAX_BULK_ORDERS, MAX_ORDER_LINES, ORDER_TRANSITIONS, PAYMENT_STATUSES, POSTPONEMENT_REASON_MAX,
  REJECTION_REASON_MAX, REJECTION_REASON_MIN, SHIPPING_STATUSES,
} from './order-states.js';

/** What staff send about orders: a phone order, the moves, the list's query (docs/orders.md). */

export const orderItemInput = z.object({
  /** A product without variants, or one variant (child product) of a product with variants. */
  product_id: requiredId,
  quantity: wholeNumber(1, 100_000),
});

/** Longer than any code a coupon may have: a longer one cannot match, so it is refused unread. */
const COUPON_CODE_MAX = 64;

/** `POST /api/dashboard/orders`: a phone order taken by staff. */
export const orderInput = z.object({
  customer_id: requiredId,
  /** One of the customer's addresses: its region gives the shipping fee. */
  address_id: requiredId,
  items: z
    .array(orderItemInput, { error: 'validation.required' })
    .min(1, 'validation.required')
    .max(MAX_ORDER_LINES, 'validation.invalid')
    .superRefine((items, ctx) => {
      items.forEach((item, i) => {
        if (items.findIndex((other) => other.product_id === item.product_id) < i) {
          ctx.addIssue({ code: 'custom', path: [i, 'product_id'], message: 'validation.duplicate' });
        }
      });
    }),
  payment_method_id: requiredId,
  notes: optionalText(1000),
  /**
   * A coupon to apply (any case). Absent or null: none. Sent but blank: refused with "A
   * coupon code is required", as every other refusal, on this field (docs/orders.md "Promotions").
   */
  coupon_code: z.string({ error: 'validation.invalid' }).max(COUPON_CODE_MAX, 'validation.max_length').nullish(),
});
/** `POST /orders` and `POST /orders/quote` (the quote stores nothing). */
export type OrderInput = z.infer<typeof orderInput>;

export const rejectionReason = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .min(REJECTION_REASON_MIN, 'validation.min_length')
  .max(REJECTION_REASON_MAX, 'validation.max_length');

/** `POST /orders/{id}/reject`. The other transitions take an empty body (or a `note`). */
export const rejectInput = z.object({ reason: rejectionReason, note: optionalText(500) });
export type RejectInput = z.infer<typeof rejectInput>;
// A confirmation usually sends no body at all.
export const transitionInput = z.preprocess((value) => value ?? {}, z.object({ note: optionalText(500) }));
export type TransitionInput = z.infer<typeof transitionInput>;

/** `POST /orders/{id}/shipping-status`: postponing needs a reason. */
export const shippingStatusInput = z
  .object({
    shipping_status: requiredChoice(MANUAL_SHIPPING_STATUSES),
    postponement_reason: optionalText(POSTPONEMENT_REASON_MAX),
  })
  .superRefine((input, ctx) => {
    if (input.shipping_status === 'postponed' && !input.postponement_reason) {
      ctx.addIssue({ code: 'custom', path: ['postponement_reason'], message: 'validation.required' });
    }
  });
export type ShippingStatusInput = z.infer<typeof shippingStatusInput>;

/** `POST /orders/{id}/payment-status`. */
export const paymentStatusInput = z.object({ payment_status: requiredChoice(PAYMENT_STATUSES) });
export type PaymentStatusInput = z.infer<typeof paymentStatusInput>;

/** `POST /orders/bulk-status`: all or nothing; `reason` is required when `action` is reject. */
export const bulkStatusInput = z
  .object({
    orders: z.array(requiredId, { error: 'validation.required' }).min(1, 'validation.required').max(MAX_BULK_ORDERS, 'validation.too_many_items'),
    action: requiredChoice(ORDER_TRANSITIONS),
    reason: rejectionReason.optional(),
  })
  .superRefine((input, ctx) => {
    if (input.action === 'reject' && input.reason === undefined) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'validation.required' });
  });
export type BulkStatusInput = z.infer<typeof bulkStatusInput>;

const moneyQuery = z.string().regex(MONEY_PATTERN, 'validation.money').optional();

/**
 * `GET /api/dashboard/orders`. Dates are calendar days (inclusive) of `created_at`;
 * amounts bound the total. `search`: an order number (`1024` or `#1024`), a tracking code,
 * or words of the customer's name, or a phone number.
 */
export const orderListQuery = listQuery.extend({
  status: wholeValue(0, 4).optional(),
  shipping_status: z.enum(SHIPPING_STATUSES, { error: 'validation.invalid' }).optional(),
  payment_status: z.enum(PAYMENT_STATUSES, { error: 'validation.invalid' }).optional(),
  payment_method_id: idQuery,
  customer_id: idQuery,
  date_from: dateQuery,
  date_to: dateQuery,
  amount_min: moneyQuery,
  amount_max: moneyQuery,
  /** The `has_invoice` flag as a filter (`true`/`false`); `is_rejected` is `status=2`. */
  has_invoice: flagField.optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuery>;

