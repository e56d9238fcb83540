import { z } from 'zod';
import { bilingualOut, listQuery } from './common.js';
import { dateQuery, flagField, idQuery, optionalText, requiredId, wholeNumber } from './form-fields.js';
import { MONEY_PATTERN } from '../money.js';

/**
 * Orders (spec §3 "Order", §4 states). The transition table below is the one authority:
 * the API enforces it and answers `allowed_actions` from it, so the UI shows only the
 * moves the server will accept. docs/orders.md explains each rule.
 */

/** Spec §4: the integer codes are what the wire carries (`status: 1`), with their label. */
export const ORDER_STATUS = { pending: 0, accepted: 1, rejected: 2, canceled: 3, delivered: 4 } as const;
export type OrderStatusName = keyof typeof ORDER_STATUS;
export type OrderStatusCode = (typeof ORDER_STATUS)[OrderStatusName];
export const ORDER_STATUS_CODES = [0, 1, 2, 3, 4] as const satisfies readonly OrderStatusCode[];
/** Code → name, e.g. 2 → 'rejected'; the label is `orders.status.rejected` in the catalogues. */
export const ORDER_STATUS_NAMES: Record<OrderStatusCode, OrderStatusName> = {
  0: 'pending',
  1: 'accepted',
  2: 'rejected',
  3: 'canceled',
  4: 'delivered',
};

export const SHIPPING_STATUSES = ['pending', 'preparing', 'shipped', 'delivered', 'rejected', 'postponed'] as const;
export type ShippingStatus = (typeof SHIPPING_STATUSES)[number];
/** The shipping states staff set by hand on an accepted order; the others follow the order's status. */
export const MANUAL_SHIPPING_STATUSES = ['preparing', 'shipped', 'postponed'] as const satisfies readonly ShippingStatus[];
export type ManualShippingStatus = (typeof MANUAL_SHIPPING_STATUSES)[number];

export const PAYMENT_STATUSES = ['successful', 'failed', 'incomplete'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Spec §9 payment options: the group each payment method belongs to. */
export const PAYMENT_GROUPS = ['cash', 'installment', 'online', 'cash_and_visa', 'transfer'] as const;
export type PaymentGroup = (typeof PAYMENT_GROUPS)[number];

/** The five confirmations of spec §4, each `POST /api/dashboard/orders/{id}/{action}`. */
export const ORDER_TRANSITIONS = ['accept', 'reject', 'cancel', 'pending', 'deliver'] as const;
export type OrderTransition = (typeof ORDER_TRANSITIONS)[number];

/** Everything the order page may offer; `allowed_actions` lists the legal ones for an order. */
export const ORDER_ACTIONS = [...ORDER_TRANSITIONS, 'shipping', 'create_invoice', 'delete_invoice', 'delete'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const REJECTION_REASON_MIN = 3;
export const REJECTION_REASON_MAX = 255;
export const POSTPONEMENT_REASON_MAX = 255;
export const MAX_ORDER_LINES = 100;
export const MAX_BULK_ORDERS = 200;

/** What decides which moves are legal. */
export interface OrderState {
  status: OrderStatusCode;
  shipping_status: ShippingStatus;
  has_invoice: boolean;
  /** A carried-over invoice cannot be deleted (spec §4). */
  invoice_carried_over?: boolean;
}

/**
 * One rule per transition (docs/orders.md "Transition table"). `from`: the statuses it
 * starts from; `notWhenShipping`: shipping states that forbid it; `stock`: what happens to
 * the items' stock; `blockedByInvoice`: an invoice must be deleted first.
 */
export interface TransitionRule {
  from: readonly OrderStatusCode[];
  to: OrderStatusCode;
  /** Shipping state after the move; `keep` leaves it where the order stopped. */
  shipping: ShippingStatus | 'keep';
  notWhenShipping: readonly ShippingStatus[];
  stock: 'take' | 'return_if_taken' | 'none';
  blockedByInvoice: boolean;
  needsReason: boolean;
}

const S = ORDER_STATUS;

export const TRANSITION_TABLE: Record<OrderTransition, TransitionRule> = {
  accept: { from: [S.pending], to: S.accepted, shipping: 'preparing', notWhenShipping: [], stock: 'take', blockedByInvoice: false, needsReason: false },
  // A shipped order refused at the door is rejected too, and its stock comes back.
  reject: { from: [S.pending, S.accepted], to: S.rejected, shipping: 'rejected', notWhenShipping: [], stock: 'return_if_taken', blockedByInvoice: true, needsReason: true },
  // Once it has left the store an order can no longer be cancelled, only rejected or delivered.
  cancel: { from: [S.pending, S.accepted], to: S.canceled, shipping: 'keep', notWhenShipping: ['shipped'], stock: 'return_if_taken', blockedByInvoice: true, needsReason: false },
  pending: { from: [S.accepted, S.rejected, S.canceled], to: S.pending, shipping: 'pending', notWhenShipping: ['shipped'], stock: 'return_if_taken', blockedByInvoice: true, needsReason: false },
  deliver: { from: [S.accepted], to: S.delivered, shipping: 'delivered', notWhenShipping: [], stock: 'none', blockedByInvoice: false, needsReason: false },
};

/** Statuses whose stock is held by the order (taken on accept). */
export const STOCK_HOLDING_STATUSES: readonly OrderStatusCode[] = [S.accepted, S.delivered];
/** Statuses that may get an invoice: the sale happened (stock taken). */
export const INVOICEABLE_STATUSES: readonly OrderStatusCode[] = [S.accepted, S.delivered];
/** Statuses an order may be deleted in: it holds no stock and no invoice. */
export const DELETABLE_STATUSES: readonly OrderStatusCode[] = [S.pending, S.rejected, S.canceled];

/** Why a transition is illegal for this order (a message key), or null when it is legal. */
export function transitionBlocker(order: OrderState, action: OrderTransition): string | null {
  const rule = TRANSITION_TABLE[action];
  if (!rule.from.includes(order.status)) return 'errors.order_illegal_transition';
  if (rule.notWhenShipping.includes(order.shipping_status)) return 'errors.order_already_shipped';
  if (rule.blockedByInvoice && order.has_invoice) return 'errors.order_has_invoice';
  return null;
}

/** Shipping states an order may be moved to by hand now (empty unless accepted). */
export function allowedShippingStatuses(order: OrderState): ManualShippingStatus[] {
  if (order.status !== S.accepted) return [];
  return MANUAL_SHIPPING_STATUSES.filter((s) => s !== order.shipping_status);
}

/** Every action the order page may offer for this order now. */
export function allowedActionsOf(order: OrderState): OrderAction[] {
  const actions: OrderAction[] = ORDER_TRANSITIONS.filter((action) => transitionBlocker(order, action) === null);
  if (allowedShippingStatuses(order).length > 0) actions.push('shipping');
  if (!order.has_invoice && INVOICEABLE_STATUSES.includes(order.status)) actions.push('create_invoice');
  if (order.has_invoice && !order.invoice_carried_over) actions.push('delete_invoice');
  if (!order.has_invoice && DELETABLE_STATUSES.includes(order.status)) actions.push('delete');
  return actions;
}

/** The order number staff read: `#1024`. Tracking codes look like `K7P2-9XQM`. */
export const orderNumberLabel = (number: number) => `#${number}`;
export const invoiceNumberLabel = (number: number) => `INV-${String(number).padStart(6, '0')}`;

// ─── Inputs ────────────────────────────────────────────────────────────────────────────

export const orderItemInput = z.object({
  /** A product without variants, or one variant (child product) of a product with variants. */
  product_id: requiredId,
  quantity: wholeNumber(1, 100_000),
});

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
});
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
    shipping_status: z.enum(MANUAL_SHIPPING_STATUSES, { error: 'validation.invalid' }),
    postponement_reason: optionalText(POSTPONEMENT_REASON_MAX),
  })
  .superRefine((input, ctx) => {
    if (input.shipping_status === 'postponed' && !input.postponement_reason) {
      ctx.addIssue({ code: 'custom', path: ['postponement_reason'], message: 'validation.required' });
    }
  });
export type ShippingStatusInput = z.infer<typeof shippingStatusInput>;

/** `POST /orders/{id}/payment-status`. */
export const paymentStatusInput = z.object({ payment_status: z.enum(PAYMENT_STATUSES, { error: 'validation.invalid' }) });
export type PaymentStatusInput = z.infer<typeof paymentStatusInput>;

/** `POST /orders/bulk-status`: all or nothing; `reason` is required when `action` is reject. */
export const bulkStatusInput = z
  .object({
    orders: z.array(z.coerce.number().int().positive(), { error: 'validation.required' }).min(1, 'validation.required').max(MAX_BULK_ORDERS, 'validation.invalid'),
    action: z.enum(ORDER_TRANSITIONS, { error: 'validation.invalid' }),
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
  status: z.coerce.number({ error: 'validation.invalid' }).int('validation.invalid').min(0, 'validation.invalid').max(4, 'validation.invalid').optional(),
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

/** Default `-created_at`. */
export const orderSorts = ['created_at', 'number', 'total', 'id'] as const;

// ─── Outputs ───────────────────────────────────────────────────────────────────────────

const userRef = z.object({ id: z.number(), username: z.string() }).nullable();

export const paymentMethodOut = z.object({
  id: z.number(),
  group: z.enum(PAYMENT_GROUPS),
  name: bilingualOut,
  is_active: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethodOut>;

export const invoiceRefOut = z.object({
  id: z.number(),
  number: z.number(),
  /** `INV-000123`: the invoice code of spec §3. */
  code: z.string(),
  /** Calendar date of the invoice, `YYYY-MM-DD`. */
  date: z.string(),
  total: z.string(),
  carried_over: z.boolean(),
});
export type InvoiceRef = z.infer<typeof invoiceRefOut>;

export const orderCustomerOut = z.object({ id: z.number(), code: z.string(), name: z.string(), phone: z.string() });

/** A row of the orders list. Money as decimal strings. */
export const orderRowOut = z.object({
  id: z.number(),
  number: z.number(),
  code: z.string(),
  customer: orderCustomerOut,
  status: z.number(),
  /** The status's label in the request's language. */
  status_label: z.string(),
  shipping_status: z.enum(SHIPPING_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method: paymentMethodOut.pick({ id: true, group: true, name: true }),
  items_count: z.number(),
  total: z.string(),
  is_rejected: z.boolean(),
  has_invoice: z.boolean(),
  allowed_actions: z.array(z.enum(ORDER_ACTIONS)),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OrderRow = z.infer<typeof orderRowOut>;

/** An option value of the variant ordered: `{ name: Size, value: M }`. */
export const orderItemOptionOut = z.object({ name: bilingualOut, value: bilingualOut });

export const orderItemOut = z.object({
  id: z.number(),
  /** The product ordered (the parent when a variant was ordered). Null once deleted. */
  product_id: z.number().nullable(),
  variant_id: z.number().nullable(),
  /** Snapshots taken when the order was placed. */
  name: bilingualOut,
  sku: z.string(),
  options: z.array(orderItemOptionOut),
  unit_price: z.string(),
  /** Discount per unit (offer or coupon; 0.00 until the promotions issue). */
  discount: z.string(),
  tax_percent: z.string(),
  tax: z.string(),
  quantity: z.number(),
  line_total: z.string(),
  offer_id: z.number().nullable(),
  coupon_id: z.number().nullable(),
});
export type OrderItem = z.infer<typeof orderItemOut>;

/** The shipping address as it was when the order was placed. */
export const orderAddressOut = z.object({
  address_id: z.number().nullable(),
  title: z.string(),
  receiver_name: z.string(),
  mobile: z.string(),
  extra_phone: z.string().nullable(),
  country: z.object({ id: z.number(), name: bilingualOut }),
  governorate: z.object({ id: z.number(), name: bilingualOut }),
  city: z.object({ id: z.number(), name: bilingualOut }),
  zip_code: z.string().nullable(),
  line1: z.string(),
  location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
});
export type OrderAddress = z.infer<typeof orderAddressOut>;

export const TIMELINE_ACTIONS = [
  'created', ...ORDER_TRANSITIONS, 'shipping', 'payment', 'invoice_created', 'invoice_deleted',
] as const;
export type TimelineAction = (typeof TIMELINE_ACTIONS)[number];

/** One change of the order, newest last. */
export const orderEventOut = z.object({
  id: z.number(),
  action: z.enum(TIMELINE_ACTIONS),
  from_status: z.number().nullable(),
  to_status: z.number().nullable(),
  from_shipping_status: z.enum(SHIPPING_STATUSES).nullable(),
  to_shipping_status: z.enum(SHIPPING_STATUSES).nullable(),
  from_payment_status: z.enum(PAYMENT_STATUSES).nullable(),
  to_payment_status: z.enum(PAYMENT_STATUSES).nullable(),
  /** Rejection or postponement reason, or the staff note given with the move. */
  note: z.string().nullable(),
  user: userRef,
  created_at: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventOut>;

/** `GET /api/dashboard/orders/{id}`. */
export const orderOut = orderRowOut.extend({
  items: z.array(orderItemOut),
  subtotal: z.string(),
  discount: z.string(),
  tax: z.string(),
  shipping_fee: z.string(),
  address: orderAddressOut,
  notes: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  postponement_reason: z.string().nullable(),
  invoice: invoiceRefOut.nullable(),
  /** Shipping states staff may move the order to now (see allowedShippingStatuses). */
  allowed_shipping_statuses: z.array(z.enum(MANUAL_SHIPPING_STATUSES)),
  timeline: z.array(orderEventOut),
  comments_count: z.number(),
});
export type Order = z.infer<typeof orderOut>;

/** `GET /api/dashboard/shipping-status`: one entry per state, in spec order. */
export const shippingStatusOut = z.object({
  key: z.enum(SHIPPING_STATUSES),
  name: bilingualOut,
  /** Staff may pick it by hand on an accepted order. */
  is_manual: z.boolean(),
  needs_reason: z.boolean(),
});
export type ShippingStatusEntry = z.infer<typeof shippingStatusOut>;

/** `GET /api/dashboard/companys-payments`: groups of methods; the cash group has one. */
export const paymentMethodGroupOut = z.object({
  id: z.enum(PAYMENT_GROUPS),
  name: bilingualOut,
  methods: z.array(z.object({ id: z.number(), name: bilingualOut, is_active: z.boolean() })),
});
export type PaymentMethodGroup = z.infer<typeof paymentMethodGroupOut>;

/** `PATCH /api/dashboard/companys-payments/{id}`. */
export const paymentMethodToggleInput = z.object({
  is_active: z.preprocess(
    (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value),
    z.boolean({ error: 'validation.invalid' }),
  ),
});
