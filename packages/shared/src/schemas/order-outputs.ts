import { z } from 'zod';
import { bilingualOut } from './common.js';
import {
  MANUAL_SHIPPING_STATUSES, ORDER_ACTIONS, ORDER_TRANSITIONS, PAYMENT_GROUPS, PAYMENT_STATUSES, SHIPPING_STATUSES,
} from './order-states.js';

/** Orders as the API answers them: list rows, the order page, shipping states, payment methods. */

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

export const ORDER_ITEM_PRODUCT_STATUSES = ['active', 'archived', 'deleted'] as const;
export type OrderItemProductStatus = (typeof ORDER_ITEM_PRODUCT_STATUSES)[number];

/** An option value of the variant ordered: `{ name: Size, value: M }`. */
export const orderItemOptionOut = z.object({ name: bilingualOut, value: bilingualOut });

/** An offer as an order line names it (its title read now: offers with orders are kept). */
export const offerRefOut = z.object({ id: z.number(), title: bilingualOut });
export const couponRefOut = z.object({ id: z.number(), code: z.string(), discount: z.string() });

export const orderItemOut = z.object({
  id: z.number(),
  /** The product ordered (the parent when a variant was ordered). Null once deleted. */
  product_id: z.number().nullable(),
  variant_id: z.number().nullable(),
  /** Snapshots taken when the order was placed: they read the same whatever the catalogue does later. */
  name: bilingualOut,
  sku: z.string(),
  /** Null on lines whose product was gone before lines kept their barcode. */
  barcode: z.string().nullable(),
  /** The product's current picture (the variant's, else its parent's): not a snapshot. */
  image: z.string().nullable(),
  /** Where what was sold stands in the catalogue now: listed, archived, or deleted. */
  product_status: z.enum(ORDER_ITEM_PRODUCT_STATUSES),
  options: z.array(orderItemOptionOut),
  unit_price: z.string(),
  /** The line's whole discount (not per unit): offer_discount + coupon_discount. */
  discount: z.string(),
  tax_percent: z.string(),
  tax: z.string(),
  quantity: z.number(),
  line_total: z.string(),
  /** The offer that discounted the line (and by how much), and its share of the order's coupon. */
  offer_id: z.number().nullable(),
  offer: offerRefOut.nullable(),
  offer_discount: z.string(),
  coupon_id: z.number().nullable(),
  coupon_discount: z.string(),
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
  /** Offers' and coupon's discounts together. */
  discount: z.string(),
  /** The coupon applied, with the code as typed then and its whole discount. */
  coupon: couponRefOut.nullable(),
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

/** `POST /api/dashboard/orders/quote`: what `POST /orders` would store for the same body. */
export const orderQuoteOut = z.object({
  items: z.array(z.object({
    /** As sent: the product, or the variant, ordered. */
    product_id: z.number(),
    quantity: z.number(),
    unit_price: z.string(),
    tax_percent: z.string(),
    offer: offerRefOut.nullable(),
    offer_discount: z.string(),
    coupon_discount: z.string(),
    discount: z.string(),
    tax: z.string(),
    line_total: z.string(),
  })),
  coupon: couponRefOut.nullable(),
  items_count: z.number(),
  subtotal: z.string(),
  discount: z.string(),
  tax: z.string(),
  shipping_fee: z.string(),
  total: z.string(),
});
export type OrderQuote = z.infer<typeof orderQuoteOut>;
