import { ORDER_STATUS, type OrderStatusName, priceCart } from '@matjar/shared';
import { orderNumberOf, paymentFor, shippingFor, statusFor, trackingCode } from '../../apps/api/src/modules/orders/index.js';
import type { Buyer } from './customer-rows.js';
import type { randomFrom } from './words.js';

type Rng = ReturnType<typeof randomFrom>;

export const orderColumns = [
  ['id', 'integer'], ['number', 'integer'], ['code', 'text'], ['customer_id', 'integer'], ['address_id', 'integer'],
  ['status', 'smallint'], ['shipping_status', 'text'], ['payment_status', 'text'], ['payment_method_id', 'integer'],
  ['shipping_address', 'text'], ['country_id', 'integer'], ['governorate_id', 'integer'], ['city_id', 'integer'],
  ['items_count', 'integer'], ['subtotal', 'bigint'], ['discount', 'bigint'], ['tax', 'bigint'], ['shipping_fee', 'bigint'], ['total', 'bigint'],
  ['notes', 'text'], ['rejection_reason', 'text'], ['postponement_reason', 'text'],
  ['created_by', 'integer'], ['created_at', 'timestamptz'], ['updated_at', 'timestamptz'],
] as const;

const lineColumns = [
  ['name_en', 'text'], ['name_ar', 'text'], ['sku', 'text'], ['unit_price', 'bigint'], ['discount', 'bigint'], ['tax_percent', 'integer'],
  ['tax', 'bigint'], ['quantity', 'integer'], ['line_total', 'bigint'],
] as const;
export const itemColumns = [
  ['order_id', 'integer'], ['product_id', 'integer'], ['variant_id', 'integer'], ['options', 'text'], ['barcode', 'text'], ...lineColumns,
] as const;
export const eventColumns = [
  ['order_id', 'integer'], ['action', 'text'], ['from_status', 'smallint'], ['to_status', 'smallint'],
  ['from_shipping_status', 'text'], ['to_shipping_status', 'text'], ['note', 'text'], ['user_id', 'integer'], ['created_at', 'timestamptz'],
] as const;
export const invoiceColumns = [
  ['id', 'integer'], ['number', 'integer'], ['type', 'text'], ['date', 'text'], ['order_id', 'integer'], ['customer_id', 'integer'],
  ['subtotal', 'bigint'], ['discount', 'bigint'], ['tax', 'bigint'], ['shipping_fee', 'bigint'], ['total', 'bigint'],
  ['carried_over', 'boolean'], ['created_at', 'timestamptz'], ['updated_at', 'timestamptz'],
] as const;
export const invoiceLineColumns = [['invoice_id', 'integer'], ['product_id', 'integer'], ...lineColumns] as const;

export interface SellableProduct {
  id: number;
  parent_id: number | null;
  name_en: string;
  name_ar: string;
  sku: string;
  barcode: string | null;
  selling_price: number;
  tax_percent: number;
  variant: string | null;
}

export interface OrderRefs {
  buyers: Buyer[];
  products: SellableProduct[];
  methods: { id: number; group_key: string }[];
  staff: number[];
}

export interface OrderRows {
  order: unknown[];
  items: unknown[][];
  events: unknown[][];
  /** An invoice row and its lines when the order has one (ids are the caller's to give). */
  invoice: ((id: number) => { row: unknown[]; lines: unknown[][] }) | null;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const TRANSITION: Partial<Record<OrderStatusName, [action: string, from: OrderStatusName, toShipping: string | null]>> = {
  accepted: ['accept', 'pending', 'preparing'],
  rejected: ['reject', 'pending', 'rejected'],
  canceled: ['cancel', 'pending', null],
  delivered: ['deliver', 'accepted', 'delivered'],
};

/**
 * Order `n` of `total` with id `id`, spread evenly over the `span` ms before `until` (so
 * ids follow dates), in the demo seed's mix of states by age: 1–5 lines (exactly 3 on
 * average), a customer skewed so some buy often; the newest `withTimeline` orders carry
 * their timeline; a seventh of accepted and delivered orders have an invoice.
 */
export function orderRows(n: number, id: number, total: number, refs: OrderRefs, rng: Rng, codes: Set<string>, window: { span: number; until: number; withTimeline: number }): OrderRows {
  const pick = (max: number) => Math.floor(rng.next() * max);
  const createdMs = window.until - window.span + Math.floor(((n + rng.next()) / total) * window.span);
  const at = (hours: number) => new Date(Math.min(createdMs + hours * HOUR, window.until)).toISOString();
  const buyer = refs.buyers[Math.floor(rng.next() ** 1.5 * refs.buyers.length)]!;
  const method = rng.pick(refs.methods);
  const status = statusFor(Math.floor((window.until - createdMs) / DAY), pick);
  const shipping = shippingFor(status, pick);
  const sold = Array.from({ length: 1 + (n % 5) }, (_, l) => {
    const product = refs.products[(pick(refs.products.length) + l * 7919) % refs.products.length]!;
    return { product, quantity: 1 + pick(3) };
  });
  // No promotions in the generated store: the engine prices the lines and the fee alone.
  const { lines: priced, coupon: _coupon, coupon_refusal: _refusal, ...totals } = priceCart({
    lines: sold.map(({ product, quantity }) => ({
      product_id: product.id, parent_id: product.parent_id, unit_price: product.selling_price, tax_percent: product.tax_percent, quantity,
    })),
    now: '', offers: [], shipping_fee: buyer.place.fee,
  });
  const lines = sold.map(({ product }, i) => {
    const line = priced[i]!;
    return { product, values: [product.name_en, product.name_ar, product.sku, line.unit_price, line.discount, line.tax_percent, line.tax, line.quantity, line.line_total] };
  });
  let code = trackingCode(pick);
  while (codes.has(code)) code = trackingCode(pick);
  codes.add(code);
  const user = rng.pick(refs.staff);
  const rejection = status === 'rejected' ? 'Customer unreachable after three calls' : null;
  const postponement = shipping === 'postponed' ? 'Customer travelling until next week' : null;
  const place = buyer.address;
  const order = [
    id, orderNumberOf(id), code, buyer.id, place.address_id, ORDER_STATUS[status], shipping, paymentFor(status, method.group_key, pick), method.id,
    JSON.stringify(place), place.country.id, place.governorate.id, place.city.id,
    totals.items_count, totals.subtotal, totals.discount, totals.tax, totals.shipping_fee, totals.total,
    n % 9 === 0 ? 'Call before delivery' : null, rejection, postponement,
    user, at(0), at(status === 'pending' ? 0 : 30),
  ];
  const items = lines.map(({ product, values }) => {
    const isVariant = product.parent_id !== null;
    return [id, isVariant ? product.parent_id : product.id, isVariant ? product.id : null, product.variant ?? '[]', product.barcode, ...values];
  });

  const invoiced = (status === 'accepted' || status === 'delivered') && n % 7 === 0;
  const events: unknown[][] = [];
  if (n >= total - window.withTimeline) {
    events.push([id, 'created', null, 0, null, 'pending', null, user, at(0)]);
    const move = TRANSITION[status];
    if (move) events.push([id, move[0], ORDER_STATUS[move[1]], ORDER_STATUS[status], null, move[2], rejection, user, at(6)]);
    if (invoiced) events.push([id, 'invoice_created', null, null, null, null, null, user, at(8)]);
  }
  const invoice = invoiced
    ? (invoiceId: number) => ({
        row: [
          invoiceId, invoiceId, 'sales', at(8).slice(0, 10), id, buyer.id, totals.subtotal, totals.discount, totals.tax, totals.shipping_fee,
          totals.total, status === 'delivered' && window.until - createdMs > 180 * DAY, at(8), at(8),
        ],
        lines: lines.map(({ product, values }) => [invoiceId, product.id, ...values]),
      })
    : null;
  return { order, items, events, invoice };
}
