import { type CartLine, MONEY_MAX_STORED, type OrderAddress, type OrderInput, type PricedCart, priceCart } from '@matjar/shared';
import type { Insertable } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/errors.js';
import { findAddress, toAddress } from '../addresses/index.js';
import { lockProducts } from '../products/index.js';
import { type ItemInsert, type SoldProduct, cartLineOf, itemOf } from './order-lines.js';
import { promotionsFor } from './order-promotions.js';
import { draftReferences, orderableProducts } from './orders.repository.js';

/**
 * Turns a staff order form into the rows to store, checking what the schema cannot: the
 * customer (enabled), their address and an active payment method exist; each product can be
 * ordered (a variant rather than its parent, not archived, within max order and stock).
 * Every problem is reported at once as field errors (422 "data incomplete"). Then it is
 * priced by the shared engine with today's offers and the coupon typed; a refused coupon is
 * a 422 on `coupon_code`. The quote and the order both come from here, so they agree.
 */

export interface OrderDraft {
  order: Omit<Insertable<Database['orders']>, 'code' | 'created_at' | 'updated_at' | 'created_by'>;
  items: ItemInsert[];
  /** What the engine said, with the offers' titles, for the quote's answer. */
  priced: PricedCart;
  offerTitles: Map<number, { en: string; ar: string }>;
}

/** `at` is the instant the offers and the coupon are judged at; `lock`: the order is being placed, so the coupon's uses are held. */
export async function draftOrder(
  db: Db, dialect: Dialect, input: OrderInput, when: { at: Date; lock: boolean },
): Promise<OrderDraft> {
  const errors: Record<string, string[]> = {};
  const fail = (field: string, key: string) => (errors[field] ??= []).push(key);

  // A product being deleted meanwhile is either gone when read here or sees this order (products.service remove).
  const productIds = input.items.map((item) => item.product_id);
  await lockProducts(db, dialect, productIds, 'key_share');
  const [[customer, address, method], products] = await Promise.all([draftReferences(db, input), orderableProducts(db, productIds)]);
  if (!customer) fail('customer_id', 'validation.exists');
  else if (!customer.is_active) fail('customer_id', 'validation.customer_inactive');
  if (!address) fail('address_id', 'validation.exists');
  else if (customer && Number(address.customer_id) !== Number(customer.id)) fail('address_id', 'validation.address_not_of_customer');
  if (!method) fail('payment_method_id', 'validation.exists');
  else if (!method.is_active) fail('payment_method_id', 'validation.payment_method_inactive');

  const byId = new Map(products.map((p) => [Number(p.id), p]));
  const sold: { product: SoldProduct; line: CartLine }[] = [];
  input.items.forEach((item, i) => {
    const product = byId.get(item.product_id);
    if (!product) return fail(`items.${i}.product_id`, 'validation.exists');
    if (Number(product.variants_count) > 0) return fail(`items.${i}.product_id`, 'validation.pick_variant');
    if (product.is_archived || product.parent_archived) return fail(`items.${i}.product_id`, 'validation.product_archived');
    if (product.max_order !== null && item.quantity > Number(product.max_order)) return fail(`items.${i}.quantity`, 'validation.max_order');
    if (item.quantity > Number(product.quantity)) return fail(`items.${i}.quantity`, 'validation.quantity_not_available');
    sold.push({ product, line: cartLineOf(product, item.quantity) });
  });
  if (Object.keys(errors).length > 0 || !customer || !address) throw new AppError(422, 'errors.validation_failed', {}, errors);

  const place = await findAddress(db, Number(customer.id), Number(address.id));
  if (!place) throw new AppError(422, 'errors.validation_failed', {}, { address_id: ['validation.exists'] });
  const shown = toAddress(place);
  const snapshot: OrderAddress = {
    address_id: shown.id,
    title: shown.title,
    receiver_name: shown.receiver_name,
    mobile: shown.mobile,
    extra_phone: shown.extra_phone,
    country: shown.country,
    governorate: shown.governorate,
    city: shown.city,
    zip_code: shown.zip_code,
    line1: shown.line1,
    location: shown.location,
  };

  const lines = sold.map((s) => s.line);
  const promotions = await promotionsFor(db, dialect, { ...when, lines, couponCode: input.coupon_code, customerId: Number(customer.id) });
  const priced = priceCart({ lines, now: when.at.toISOString(), offers: promotions.offers, coupon: promotions.coupon, shipping_fee: Number(place.shipment_fees) });
  if (priced.coupon_refusal) throw new AppError(422, 'errors.validation_failed', {}, { coupon_code: [`coupon_refusals.${priced.coupon_refusal}`] });
  const { lines: _lines, coupon, coupon_refusal: _refusal, ...totals } = priced;
  if (totals.total > MONEY_MAX_STORED || totals.subtotal > MONEY_MAX_STORED) {
    throw new AppError(422, 'errors.validation_failed', {}, { items: ['validation.amount_too_large'] });
  }

  return {
    order: {
      customer_id: Number(customer.id),
      address_id: Number(address.id),
      status: 0,
      shipping_status: 'pending',
      payment_status: 'incomplete',
      payment_method_id: input.payment_method_id,
      shipping_address: JSON.stringify(snapshot),
      country_id: shown.country.id,
      governorate_id: shown.governorate.id,
      city_id: shown.city.id,
      ...totals,
      coupon_id: coupon?.id ?? null,
      coupon_code: coupon?.code ?? null,
      coupon_discount: coupon?.discount ?? 0,
      notes: input.notes ?? null,
    },
    items: priced.lines.map((line, i) => itemOf(sold[i]!.product, line, coupon?.id ?? null)),
    priced,
    offerTitles: promotions.offerTitles,
  };
}
