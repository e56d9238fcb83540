import {
  type BulkStatusInput, type Locale, type Order, type OrderRow as OrderListRow, type OrderTransition, type PaymentStatusInput,
  type ShippingStatusInput, ORDER_STATUS, STOCK_HOLDING_STATUSES, TRANSITION_TABLE, listNames, orderNumberLabel, transitionBlocker,
} from '@matjar/shared';
import type { Db, Dialect } from '../../db/database.js';
import { type ListCountCache, countedTransactions } from '../../lib/count-cache.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { Actor } from '../../lib/history.js';
import { USE_CANCELLING_STATUSES } from '../coupons/index.js';
import type { Followers } from '../module.js';
import { type OrderChange, applyChange, loadOrder } from './order-changes.js';
import { orderStateOf, statusLabel, toOrderRow } from './order-mapping.js';
import { retakeCouponUse } from './order-promotions.js';
import { returnStock, takeStock } from './order-stock.js';
import * as repo from './orders.repository.js';

/**
 * The moves of an order (docs/orders.md "Transition table"), all decided by the shared
 * TRANSITION_TABLE. Each move is one transaction: the order's row lock first (so two staff
 * take turns), then the table's check, the stock, the order, its timeline entry and history.
 */

export interface TransitionOptions {
  /** The rejection reason (required for reject) or a staff note. */
  reason?: string | null;
  note?: string | null;
}

async function lockAndLoad(trx: Db, id: number, locale: Locale): Promise<Order> {
  if (!(await repo.lockOrders(trx, [id]))) throw notFound();
  return loadOrder(trx, id, locale);
}

/** The legal-move check, as a 409 in the request's language. */
function assertLegal(order: Order, action: OrderTransition, locale: Locale) {
  const blocker = transitionBlocker(orderStateOf(order), action);
  if (blocker) throw conflict(blocker, { status: statusLabel(locale, order.status) });
}

/** The columns a legal move changes, its stock (taken, returned, or left) and its coupon's use. */
async function move(trx: Db, dialect: Dialect, order: Order, action: OrderTransition, options: TransitionOptions, actor: Actor, locale: Locale) {
  const rule = TRANSITION_TABLE[action];
  if (order.coupon && (USE_CANCELLING_STATUSES as readonly number[]).includes(order.status) && !(USE_CANCELLING_STATUSES as readonly number[]).includes(rule.to)) {
    await retakeCouponUse(trx, dialect, order.coupon.id, order.customer.id);
  }
  const holdsStock = STOCK_HOLDING_STATUSES.includes(orderStateOf(order).status);
  const items = await repo.itemsOf(trx, [order.id]);
  if (rule.stock === 'take') await takeStock(trx, items);
  if (rule.stock === 'return_if_taken' && holdsStock) await returnStock(trx, items);

  const shipping = rule.shipping === 'keep' ? order.shipping_status : rule.shipping;
  const change: OrderChange = {
    action,
    set: {
      status: rule.to,
      shipping_status: shipping,
      // The reasons stay in the timeline; on the order they describe the current state only.
      rejection_reason: action === 'reject' ? (options.reason ?? null) : null,
      ...(shipping !== 'postponed' && { postponement_reason: null }),
      // A cash order is paid to the courier at the door.
      ...(action === 'deliver' && order.payment_method.group === 'cash' && { payment_status: 'successful' }),
    },
    note: action === 'reject' ? (options.reason ?? null) : (options.note ?? null),
  };
  return applyChange(trx, order, change, actor, locale);
}

/** What stock moves touch besides orders: the products list, whose kept totals they void. */
export interface StockedCatalogue {
  invalidateCounts: () => void;
}

export function createOrderTransitions(db: Db, dialect: Dialect, counts: ListCountCache, catalogue: StockedCatalogue, followers: Followers) {
  const write = countedTransactions(db, counts);
  /** A write that may move stock: once it commits, the products list's totals (a stock filter) are void too. */
  const moving = async <T>(fn: (trx: Db) => Promise<T>) => {
    const result = await write(fn);
    catalogue.invalidateCounts();
    return result;
  };

  function transition(id: number, action: OrderTransition, options: TransitionOptions, actor: Actor, locale: Locale) {
    return moving(async (trx) => {
      const order = await lockAndLoad(trx, id, locale);
      assertLegal(order, action, locale);
      const followed = await followers.track(trx, [id]);
      const moved = await move(trx, dialect, order, action, options, actor, locale);
      await followed();
      return moved;
    });
  }

  /** All or nothing: every order is checked before any moves; the illegal ones are named. */
  function bulk(input: BulkStatusInput, actor: Actor, locale: Locale): Promise<OrderListRow[]> {
    return moving(async (trx) => {
      const ids = [...new Set(input.orders)].sort((a, b) => a - b);
      if (!(await repo.lockOrders(trx, ids))) throw notFound();
      const orders = await Promise.all(ids.map((id) => loadOrder(trx, id, locale)));
      const illegal = orders.filter((order) => transitionBlocker(orderStateOf(order), input.action) !== null);
      if (illegal.length) throw conflict('errors.orders_bulk_illegal', { numbers: listNames(locale, illegal.map((o) => orderNumberLabel(o.number))) });
      const followed = await followers.track(trx, ids);
      for (const order of orders) await move(trx, dialect, order, input.action, { reason: input.reason ?? null }, actor, locale);
      await followed();
      return (await repo.findOrders(trx, ids)).map((row) => toOrderRow(row, locale));
    });
  }

  /** Preparing, shipped or postponed (with its reason), on an accepted order only. */
  function setShipping(id: number, input: ShippingStatusInput, actor: Actor, locale: Locale) {
    return write(async (trx) => {
      const order = await lockAndLoad(trx, id, locale);
      if (order.status !== ORDER_STATUS.accepted) throw conflict('errors.order_illegal_shipping');
      const reason = input.shipping_status === 'postponed' ? (input.postponement_reason ?? null) : null;
      // An accepted order is always in one of the manual states, so any of them is a legal move.
      if (order.shipping_status === input.shipping_status && order.postponement_reason === reason) return order;
      return applyChange(trx, order, { action: 'shipping', set: { shipping_status: input.shipping_status, postponement_reason: reason }, note: reason }, actor, locale);
    });
  }

  function setPayment(id: number, input: PaymentStatusInput, actor: Actor, locale: Locale) {
    return write(async (trx) => {
      const order = await lockAndLoad(trx, id, locale);
      if (order.payment_status === input.payment_status) return order;
      return applyChange(trx, order, { action: 'payment', set: { payment_status: input.payment_status } }, actor, locale);
    });
  }

  return { transition, bulk, setShipping, setPayment };
}
export type OrderTransitions = ReturnType<typeof createOrderTransitions>;
