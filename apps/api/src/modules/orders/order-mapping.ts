import {
  type InvoiceRef, type Locale, type ManualShippingStatus, type Order, type OrderAddress, type OrderEvent, type OrderItem, type OrderItemProductStatus, type OrderQuote,
  type OrderRow as OrderListRow, type OrderState, type OrderStatusCode, type PaymentGroup, type PaymentStatus,
  type ShippingStatus, type TimelineAction, ORDER_STATUS_NAMES, allowedActionsOf, allowedShippingStatuses,
  customerCodeOf, invoiceNumberLabel, storedToMoney, storedToPercent, translateMessage,
} from '@matjar/shared';
import type { OrderDraft } from './order-draft.js';
import { stockRowOf } from './order-stock.js';
import type { OrderEventRow, OrderItemWithImage, OrderRow } from './orders.repository.js';

/** Rows as the API shows them (and the history keeps them). */

export const statusLabel = (locale: Locale, status: number) =>
  translateMessage(locale, `orders.status_${ORDER_STATUS_NAMES[status as OrderStatusCode]}`);

/** What the transition table needs to know of an order. */
export const stateOf = (row: OrderRow): OrderState => ({
  status: Number(row.status) as OrderStatusCode,
  shipping_status: row.shipping_status as ShippingStatus,
  has_invoice: row.invoice_id !== null,
  invoice_carried_over: Boolean(row.invoice_carried_over),
});

/** The same, read from the API's order. */
export const orderStateOf = (order: Order): OrderState => ({
  status: order.status as OrderStatusCode,
  shipping_status: order.shipping_status,
  has_invoice: order.invoice !== null,
  invoice_carried_over: order.invoice?.carried_over ?? false,
});

export const invoiceRefOf = (row: OrderRow): InvoiceRef | null =>
  row.invoice_id === null
    ? null
    : {
        id: Number(row.invoice_id),
        number: Number(row.invoice_number),
        code: invoiceNumberLabel(Number(row.invoice_number)),
        date: row.invoice_date ?? '',
        total: storedToMoney(Number(row.invoice_total)),
        carried_over: Boolean(row.invoice_carried_over),
      };

export function toOrderRow(row: OrderRow, locale: Locale): OrderListRow {
  const state = stateOf(row);
  return {
    id: Number(row.id),
    number: Number(row.number),
    code: row.code,
    customer: {
      id: Number(row.customer_id),
      code: row.customer_code ?? customerCodeOf(Number(row.customer_id)),
      name: row.customer_name,
      phone: row.customer_phone,
    },
    status: state.status,
    status_label: statusLabel(locale, state.status),
    shipping_status: state.shipping_status,
    payment_status: row.payment_status as PaymentStatus,
    payment_method: {
      id: Number(row.payment_method_id),
      group: row.payment_method_group as PaymentGroup,
      name: { en: row.payment_method_name_en, ar: row.payment_method_name_ar },
    },
    items_count: Number(row.items_count),
    total: storedToMoney(Number(row.total)),
    is_rejected: state.status === 2,
    has_invoice: state.has_invoice,
    allowed_actions: allowedActionsOf(state),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

const nullableId = (value: number | null) => (value === null ? null : Number(value));

/** Where what a line sold stands now: deleted (its row is gone), archived (it or its product), or active. */
function productStatusOf(row: OrderItemWithImage): OrderItemProductStatus {
  if (stockRowOf(row) === null) return 'deleted';
  return row.variant_archived || row.product_archived ? 'archived' : 'active';
}

export const toOrderItem = (row: OrderItemWithImage): OrderItem => ({
  id: Number(row.id),
  product_id: nullableId(row.product_id),
  variant_id: nullableId(row.variant_id),
  name: { en: row.name_en, ar: row.name_ar },
  sku: row.sku,
  barcode: row.barcode,
  image: row.image ?? null,
  product_status: productStatusOf(row),
  options: (JSON.parse(row.options) as { option: OrderItem['name']; value: OrderItem['name'] }[]).map((pair) => ({
    name: pair.option,
    value: pair.value,
  })),
  unit_price: storedToMoney(Number(row.unit_price)),
  discount: storedToMoney(Number(row.discount)),
  tax_percent: storedToPercent(Number(row.tax_percent)),
  tax: storedToMoney(Number(row.tax)),
  quantity: Number(row.quantity),
  line_total: storedToMoney(Number(row.line_total)),
  offer_id: nullableId(row.offer_id),
  offer: row.offer_id === null ? null : { id: Number(row.offer_id), title: { en: row.offer_title_en ?? '', ar: row.offer_title_ar ?? '' } },
  offer_discount: storedToMoney(Number(row.offer_discount)),
  coupon_id: nullableId(row.coupon_id),
  coupon_discount: storedToMoney(Number(row.coupon_discount)),
});

export const toOrderEvent = (row: OrderEventRow): OrderEvent => ({
  id: Number(row.id),
  action: row.action as TimelineAction,
  from_status: nullableId(row.from_status),
  to_status: nullableId(row.to_status),
  from_shipping_status: row.from_shipping_status as ShippingStatus | null,
  to_shipping_status: row.to_shipping_status as ShippingStatus | null,
  from_payment_status: row.from_payment_status as PaymentStatus | null,
  to_payment_status: row.to_payment_status as PaymentStatus | null,
  note: row.note,
  user: row.user_id === null ? null : { id: Number(row.user_id), username: row.username ?? '' },
  created_at: row.created_at,
});

export interface OrderParts {
  items: OrderItemWithImage[];
  events: OrderEventRow[];
  commentsCount: number;
}

export function toOrder(row: OrderRow, parts: OrderParts, locale: Locale): Order {
  return {
    ...toOrderRow(row, locale),
    items: parts.items.map(toOrderItem),
    subtotal: storedToMoney(Number(row.subtotal)),
    discount: storedToMoney(Number(row.discount)),
    coupon: row.coupon_id === null ? null : { id: Number(row.coupon_id), code: row.coupon_code ?? '', discount: storedToMoney(Number(row.coupon_discount)) },
    tax: storedToMoney(Number(row.tax)),
    shipping_fee: storedToMoney(Number(row.shipping_fee)),
    address: JSON.parse(row.shipping_address) as OrderAddress,
    notes: row.notes,
    rejection_reason: row.rejection_reason,
    postponement_reason: row.postponement_reason,
    invoice: invoiceRefOf(row),
    allowed_shipping_statuses: allowedShippingStatuses(stateOf(row)) as ManualShippingStatus[],
    timeline: parts.events.map(toOrderEvent),
    comments_count: parts.commentsCount,
  };
}

/** What the user history keeps of an order: its state and sums, not its timeline. */
export const historyViewOf = (order: Order) => {
  const { timeline: _timeline, allowed_actions: _actions, allowed_shipping_statuses: _shipping, status_label: _label, ...rest } = order;
  return rest;
};

/** `POST /orders/quote`: what the order would store, each line named by the id sent for it. */
export function toQuote(draft: OrderDraft): OrderQuote {
  const { priced } = draft;
  return {
    items: priced.lines.map((line) => ({
      product_id: line.product_id,
      quantity: line.quantity,
      unit_price: storedToMoney(line.unit_price),
      tax_percent: storedToPercent(line.tax_percent),
      offer: line.offer_id === null ? null : { id: line.offer_id, title: draft.offerTitles.get(line.offer_id) ?? { en: '', ar: '' } },
      offer_discount: storedToMoney(line.offer_discount),
      coupon_discount: storedToMoney(line.coupon_discount),
      discount: storedToMoney(line.discount),
      tax: storedToMoney(line.tax),
      line_total: storedToMoney(line.line_total),
    })),
    coupon: priced.coupon && { id: priced.coupon.id, code: priced.coupon.code, discount: storedToMoney(priced.coupon.discount) },
    items_count: priced.items_count,
    subtotal: storedToMoney(priced.subtotal),
    discount: storedToMoney(priced.discount),
    tax: storedToMoney(priced.tax),
    shipping_fee: storedToMoney(priced.shipping_fee),
    total: storedToMoney(priced.total),
  };
}
