/**
 * What the pricing engine reads and answers. Money is in stored thousandths, rates in
 * hundredths of a percent (docs/decisions/0005); times are ISO 8601 instants in UTC
 * (`toISOString()`), a promotion's `starts_at` its first instant and `ends_at` the first after
 * it (an offer ending on the 30th runs until the 31st begins in the store's time zone).
 */

/** A fixed amount per unit (offers) or off the eligible lines (coupons), or a percentage. */
export type Discount = { type: 'fixed'; amount: number } | { type: 'percentage'; rate: number };

export interface CartLine {
  /** What is sold: a product without variants, or a variant. */
  product_id: number;
  /** A variant's product: an offer or coupon naming the product covers its variants. */
  parent_id: number | null;
  unit_price: number;
  quantity: number;
  tax_percent: number;
}

export interface PricingOffer {
  id: number;
  offer_type: 'single' | 'bundle';
  discount: Discount;
  /** The products (or variants) it names. */
  product_ids: number[];
  starts_at: string;
  ends_at: string;
  is_active: boolean;
}

export interface PricingCoupon {
  id: number;
  code: string;
  is_active: boolean;
  starts_at: string | null;
  ends_at: string | null;
  discount: Discount;
  max_discount_amount: number | null;
  max_uses: number | null;
  max_uses_per_user: number | null;
  min_order_value: number | null;
  min_order_items: number | null;
  /** Empty: every product. */
  product_ids: number[];
  /** Orders that used it so far (all customers). */
  uses_count: number;
}

export interface CartInput {
  lines: CartLine[];
  /** The instant the cart is priced at. */
  now: string;
  shipping_fee: number;
  /** Offers that may be running; the engine checks their times and state again. */
  offers: PricingOffer[];
  /**
   * The code typed, with the coupon found for it (null: none has that code) and the
   * ordering customer's prior orders with it. Absent: no coupon asked for.
   */
  coupon?: { code: string; found: PricingCoupon | null; customer_uses: number };
}

/** Why a coupon is refused: each has its message under `coupons.refused.*`. */
export const COUPON_REFUSALS = [
  'required',
  'not_found',
  'disabled',
  'not_started',
  'expired',
  'exhausted',
  'customer_limit',
  'min_order_value',
  'min_order_items',
  'no_eligible_product',
] as const;
export type CouponRefusal = (typeof COUPON_REFUSALS)[number];

export interface PricedCartLine extends CartLine {
  /** The offer that discounts this line, and by how much in all (not per unit). */
  offer_id: number | null;
  offer_discount: number;
  /** This line's share of the coupon's discount. */
  coupon_discount: number;
  /** offer_discount + coupon_discount. */
  discount: number;
  tax: number;
  line_total: number;
}

export interface PricedCart {
  /** In the order given. */
  lines: PricedCartLine[];
  /** The coupon applied (null when none was asked for or it was refused). */
  coupon: { id: number; code: string; discount: number } | null;
  coupon_refusal: CouponRefusal | null;
  items_count: number;
  subtotal: number;
  /** Offers' and coupon's discounts together. */
  discount: number;
  tax: number;
  shipping_fee: number;
  total: number;
}
