import {
  type OrderAddress, type OrderStatusName, type PaymentStatus, type ShippingStatus, ORDER_STATUS, foldForSearch,
  moneyToStored, priceCart,
} from '@matjar/shared';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/types.js';
import { addressesOf, toAddress } from '../addresses/index.js';
import { USE_CANCELLING_STATUSES, couponByCode } from '../coupons/index.js';
import { runningOffersFor } from '../offers/index.js';
import { sellableProducts } from '../products/index.js';
import { cartLineOf, itemOf } from './order-lines.js';
import { offersForCart, toPricingCoupon } from './order-promotions.js';
import { orderNumberOf } from './orders.service.js';
import { trackingCode } from './tracking-codes.js';

/**
 * About 150 demo orders over the last twelve months, more of them in the recent ones (docs/orders.md): every status, shipping
 * state, payment status and method, rejected ones with reasons, invoices (one carried over),
 * comments. Deterministic (a seeded generator); written straight into the tables in a few
 * statements, like the other demo data. The seeded stock is what is left after them, so
 * the seed takes none. Each is priced by the shared engine with the demo offers running on
 * its day; every third also buys a whole offer running then, and every third tries a demo
 * coupon open then (kept where its rules allow), so offers and coupons with orders exist:
 * the offers and coupons modules seed first.
 */

const ORDER_COUNT = 150;
const DAY = 86_400_000;

/** mulberry32: a small seeded generator, so every demo store is the same. */
function generator(seed: number) {
  let a = seed;
  return (max: number) => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * max);
  };
}

const rejectionReasons = ['Customer unreachable after three calls', 'العميل رفض الاستلام', 'Address outside delivery area', 'طلب مكرر'];
const postponementReasons = ['Customer travelling until next week', 'العميل طلب التأجيل لنهاية الشهر'];
const commentTexts = [
  'Customer asked for evening delivery', 'تم التواصل مع العميل وتأكيد العنوان', 'Gift wrap requested',
  'العميل يفضل الدفع عند الاستلام', 'Courier called, customer will be home after 6 pm', 'تم تحديث رقم الهاتف',
];

/** Older orders are mostly settled; the last weeks still have pending and accepted ones. */
export function statusFor(ageDays: number, pick: (max: number) => number): OrderStatusName {
  const roll = pick(100);
  if (ageDays < 21) return roll < 40 ? 'pending' : roll < 75 ? 'accepted' : roll < 85 ? 'canceled' : roll < 93 ? 'rejected' : 'delivered';
  return roll < 70 ? 'delivered' : roll < 82 ? 'rejected' : roll < 94 ? 'canceled' : 'accepted';
}

export function shippingFor(status: OrderStatusName, pick: (max: number) => number): ShippingStatus {
  const by: Record<OrderStatusName, ShippingStatus[]> = {
    pending: ['pending'],
    accepted: ['preparing', 'shipped', 'shipped', 'postponed'],
    rejected: ['rejected'],
    canceled: ['pending', 'preparing'],
    delivered: ['delivered'],
  };
  const options = by[status];
  return options[pick(options.length)] ?? 'pending';
}

export function paymentFor(status: OrderStatusName, group: string, pick: (max: number) => number): PaymentStatus {
  if (status === 'delivered') return group === 'cash' || pick(10) > 0 ? 'successful' : 'failed';
  if (status === 'rejected' || status === 'canceled') return pick(2) ? 'failed' : 'incomplete';
  if (group === 'cash') return 'incomplete';
  return pick(4) ? 'successful' : 'failed';
}

export async function seedOrders(db: Db): Promise<void> {
  const pick = generator(20261123);
  const [customers, products, methods, staff] = await Promise.all([
    db.selectFrom('customers').select(['id', 'name', 'phone']).orderBy('id').execute(),
    sellableProducts(db, { priced: true }),
    db.selectFrom('payment_methods').select(['id', 'group_key']).orderBy('id').execute(),
    db.selectFrom('users').select('id').where('username', 'in', ['admin', 'orders']).orderBy('id').execute(),
  ]);
  const codes = await db.selectFrom('coupons').select('code').orderBy('id').execute();
  const coupons = (await Promise.all(codes.map((row) => couponByCode(db, row.code)))).filter((row) => row !== undefined);
  const offerProducts = (await db.selectFrom('offer_items').select('product_id').distinct().execute()).map((row) => Number(row.product_id));
  const sellable = new Map(products.map((p) => [Number(p.id), p]));
  // Uses of each coupon so far, in all and per customer, as the engine counts them.
  const couponUses = new Map<string, number>();
  const usesOf = (key: string) => couponUses.get(key) ?? 0;
  const addresses = new Map((await addressesOf(db, customers.map((c) => Number(c.id)))).map((row) => [Number(row.customer_id), row]));
  const buyers = customers.filter((c) => addresses.has(Number(c.id)));
  if (!buyers.length || !products.length || !methods.length) return;
  const userOf = () => (staff.length ? Number(staff[pick(staff.length)]?.id) : null);

  const now = Date.now();
  const items: Insertable<Database['order_items']>[] = [];
  const events: Insertable<Database['order_events']>[] = [];
  const comments: Insertable<Database['order_comments']>[] = [];
  const orderRows: Insertable<Database['orders']>[] = [];
  // Rows below name their order by its index in orderRows until the orders have ids.
  const invoiced: { orderId: number; at: string; carried: boolean }[] = [];

  for (let n = 0; n < ORDER_COUNT; n += 1) {
    // Denser towards today: the store grows, so the monthly sales chart climbs.
    const ageDays = Math.round(((ORDER_COUNT - n) / ORDER_COUNT) ** 1.3 * 364) + pick(2);
    const createdMs = now - ageDays * DAY - pick(10 * 3_600_000);
    const at = (hours: number) => new Date(Math.min(createdMs + hours * 3_600_000, now)).toISOString();
    const customer = buyers[pick(buyers.length)]!;
    const address = toAddress(addresses.get(Number(customer.id))!);
    const method = methods[pick(methods.length)]!;
    const status = statusFor(ageDays, pick);
    const shipping = shippingFor(status, pick);
    const sold: (typeof products)[number][] = Array.from({ length: 1 + pick(3) }, (_, l) => products[(n * 7 + l * 13 + pick(5)) % products.length]!)
      .filter((p, i, all) => all.findIndex((o) => o.id === p.id) === i);
    const createdAt = new Date(createdMs);
    const moment = createdAt.toISOString();
    // Every third order also buys one whole offer running on its day (one unit of each item), so offers have orders.
    const running = n % 3 === 1 ? await runningOffersFor(db, offerProducts, createdAt) : [];
    const featured = (running[0]?.product_ids ?? []).flatMap((id) => sellable.get(id) ?? []).filter((p) => !sold.includes(p));
    const lines = [...sold.map((p) => cartLineOf(p, 1 + pick(2))), ...featured.map((p) => cartLineOf(p, 1))];
    sold.push(...featured);
    // Every third tries a coupon open at its time; the engine refuses it where its rules say so.
    const open = coupons.filter((c) => c.is_active && c.starts_at <= moment && moment < c.ends_at);
    const tried = n % 3 === 0 ? open[Math.floor(n / 3) % open.length] : undefined;
    const { lines: priced, coupon, coupon_refusal: _refusal, ...totals } = priceCart({
      lines,
      now: moment,
      offers: (await offersForCart(db, lines, createdAt)).offers,
      coupon: tried && {
        code: tried.code,
        found: toPricingCoupon(tried, usesOf(`${tried.id}`)),
        customer_uses: usesOf(`${tried.id}:${customer.id}`),
      },
      shipping_fee: moneyToStored(address.shipment_fees),
    });
    // A rejected or cancelled order gives its use back (the coupons module's count).
    const uses = coupon && !(USE_CANCELLING_STATUSES as readonly number[]).includes(ORDER_STATUS[status]) ? [`${coupon.id}`, `${coupon.id}:${customer.id}`] : [];
    for (const key of uses) couponUses.set(key, usesOf(key) + 1);
    const { location, id: addressId, ...place } = address;
    const snapshot: OrderAddress = { address_id: addressId, ...place, location };
    const code = trackingCode(pick);
    const rejection = status === 'rejected' ? rejectionReasons[pick(rejectionReasons.length)]! : null;
    const postponement = shipping === 'postponed' ? postponementReasons[pick(postponementReasons.length)]! : null;
    const orderId = orderRows.push({
        code, customer_id: Number(customer.id), address_id: addressId, status: ORDER_STATUS[status], shipping_status: shipping,
        payment_status: paymentFor(status, method.group_key, pick), payment_method_id: Number(method.id),
        shipping_address: JSON.stringify(snapshot), country_id: address.country.id, governorate_id: address.governorate.id,
        city_id: address.city.id, ...totals,
        coupon_id: coupon?.id ?? null, coupon_code: coupon?.code ?? null, coupon_discount: coupon?.discount ?? 0,
        notes: n % 9 === 0 ? 'Call before delivery' : null, rejection_reason: rejection, postponement_reason: postponement,
        created_by: userOf(), created_at: at(0), updated_at: at(status === 'pending' ? 0 : 30),
    }) - 1;
    priced.forEach((line, i) => items.push({ ...itemOf(sold[i]!, line, coupon?.id ?? null), order_id: orderId }));

    // The timeline that led here: created, then the moves, each a few hours apart.
    const event = (hours: number, action: string, from: number | null, to: number | null, fromShip: string | null, toShip: string | null, note: string | null = null) =>
      events.push({
        order_id: orderId, action, from_status: from, to_status: to, from_shipping_status: fromShip, to_shipping_status: toShip,
        from_payment_status: null, to_payment_status: null, note, user_id: userOf(), created_at: at(hours),
      });
    event(0, 'created', null, 0, null, 'pending');
    const S = ORDER_STATUS;
    if (status === 'rejected') event(6, 'reject', S.pending, S.rejected, 'pending', 'rejected', rejection);
    if (status === 'canceled' && shipping === 'pending') event(6, 'cancel', S.pending, S.canceled, null, null);
    if (status === 'canceled' && shipping === 'preparing') {
      event(4, 'accept', S.pending, S.accepted, 'pending', 'preparing');
      event(8, 'cancel', S.accepted, S.canceled, null, null);
    }
    if (status === 'accepted' || status === 'delivered') event(4, 'accept', S.pending, S.accepted, 'pending', 'preparing');
    if (shipping === 'shipped' || shipping === 'postponed' || status === 'delivered') event(20, 'shipping', null, null, 'preparing', 'shipped');
    if (shipping === 'postponed') event(26, 'shipping', null, null, 'shipped', 'postponed', postponement);
    if (status === 'delivered') event(48, 'deliver', S.accepted, S.delivered, 'shipped', 'delivered');
    if ((status === 'delivered' && pick(3) > 0) || (status === 'accepted' && pick(3) === 0)) {
      invoiced.push({ orderId, at: at(status === 'delivered' ? 50 : 6), carried: status === 'delivered' && ageDays > 180 && invoiced.length % 5 === 0 });
      event(status === 'delivered' ? 50 : 6, 'invoice_created', null, null, null, null);
    }
    if (n % 5 === 0) {
      const body = commentTexts[pick(commentTexts.length)]!;
      comments.push({ order_id: orderId, user_id: userOf(), body, search_text: foldForSearch(body), created_at: at(2), updated_at: at(2) });
    }
  }

  const ids = (await db.insertInto('orders').values(orderRows).returning('id').execute()).map((row) => Number(row.id));
  const withId = <T extends { order_id: number }>(row: T) => ({ ...row, order_id: ids[row.order_id]! });
  await db.updateTable('orders').set((eb) => ({ number: eb('id', '+', orderNumberOf(0)) })).execute();
  await db.insertInto('order_items').values(items.map(withId)).execute();
  await db.insertInto('order_events').values(events.map(withId)).execute();
  if (comments.length) await db.insertInto('order_comments').values(comments.map(withId)).execute();
  if (!invoiced.length) return;

  // Sales invoices copying their orders' sums and lines.
  await db
    .insertInto('invoices')
    .values(invoiced.map(({ orderId, at, carried }) => {
      const { customer_id, subtotal, discount, tax, shipping_fee, total } = orderRows[orderId]!;
      return {
        type: 'sales', date: at.slice(0, 10), order_id: ids[orderId]!, customer_id, subtotal, discount, tax, shipping_fee, total,
        carried_over: carried ? 1 : 0, created_by: null, created_at: at, updated_at: at,
      };
    }))
    .execute();
  await db.updateTable('invoices').set((eb) => ({ number: eb.ref('id') })).where('number', 'is', null).execute();
  await db
    .insertInto('invoice_lines')
    .columns(['invoice_id', 'product_id', 'name_en', 'name_ar', 'sku', 'unit_price', 'discount', 'tax_percent', 'tax', 'quantity', 'line_total'])
    .expression(db.selectFrom('order_items as i').innerJoin('invoices as v', 'v.order_id', 'i.order_id')
      .select((eb) => ['v.id', eb.fn.coalesce('i.variant_id', 'i.product_id').as('product_id'), 'i.name_en', 'i.name_ar', 'i.sku',
        'i.unit_price', 'i.discount', 'i.tax_percent', 'i.tax', 'i.quantity', 'i.line_total'])
      .orderBy('i.id'))
    .execute();
}
