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
/** Code → name, e.g. 2 → 'rejected'; the label is `orders.status_rejected` in the catalogues. */
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
  /** Shipping states it needs, when there is such a rule: an accepted order is rejected only once shipped. */
  onlyWhenShipping?: readonly ShippingStatus[];
  stock: 'take' | 'return_if_taken' | 'none';
  blockedByInvoice: boolean;
  needsReason: boolean;
}

const S = ORDER_STATUS;

export const TRANSITION_TABLE: Record<OrderTransition, TransitionRule> = {
  accept: { from: [S.pending], to: S.accepted, shipping: 'preparing', notWhenShipping: [], stock: 'take', blockedByInvoice: false, needsReason: false },
  // The store rejects a pending order; once accepted, an order is rejected only when the
  // customer refuses it at the door (shipped), and its stock comes back. Before it ships,
  // the store cancels it instead: rejecting is not offered beside Cancel.
  reject: {
    from: [S.pending, S.accepted], to: S.rejected, shipping: 'rejected', notWhenShipping: [], onlyWhenShipping: ['pending', 'shipped'],
    stock: 'return_if_taken', blockedByInvoice: true, needsReason: true,
  },
  // Once it has left the store an order can no longer be cancelled, only rejected or delivered.
  cancel: { from: [S.pending, S.accepted], to: S.canceled, shipping: 'keep', notWhenShipping: ['shipped'], stock: 'return_if_taken', blockedByInvoice: true, needsReason: false },
  pending: { from: [S.accepted, S.rejected, S.canceled], to: S.pending, shipping: 'pending', notWhenShipping: ['shipped'], stock: 'return_if_taken', blockedByInvoice: true, needsReason: false },
  deliver: { from: [S.accepted], to: S.delivered, shipping: 'delivered', notWhenShipping: [], stock: 'none', blockedByInvoice: false, needsReason: false },
};

/** Statuses whose stock is held by the order (taken on accept). */
export const STOCK_HOLDING_STATUSES: readonly OrderStatusCode[] = [S.accepted, S.delivered];
/**
 * Open orders: not yet delivered, rejected or canceled. A pending order will take its stock
 * when accepted and an accepted one holds it, so the products (and variants) on them cannot
 * be deleted (docs/orders.md "Orders and the catalogue").
 */
export const OPEN_ORDER_STATUSES: readonly OrderStatusCode[] = [S.pending, S.accepted];
/** Statuses that may get an invoice: the sale happened (stock taken). */
export const INVOICEABLE_STATUSES: readonly OrderStatusCode[] = [S.accepted, S.delivered];
/** Statuses an order may be deleted in: it holds no stock and no invoice. */
export const DELETABLE_STATUSES: readonly OrderStatusCode[] = [S.pending, S.rejected, S.canceled];

/** Why a transition is illegal for this order (a message key), or null when it is legal. */
export function transitionBlocker(order: OrderState, action: OrderTransition): string | null {
  const rule = TRANSITION_TABLE[action];
  if (!rule.from.includes(order.status)) return 'errors.order_illegal_transition';
  if (rule.notWhenShipping.includes(order.shipping_status)) return 'errors.order_already_shipped';
  if (rule.onlyWhenShipping && !rule.onlyWhenShipping.includes(order.shipping_status)) return 'errors.order_not_shipped';
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
