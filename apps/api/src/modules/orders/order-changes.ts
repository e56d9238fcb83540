import type { Locale, Order, TimelineAction } from '@matjar/shared';
import type { Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/types.js';
import { nowIso } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { type Actor, recordHistory } from '../../lib/history.js';
import { historyViewOf, toOrder } from './order-mapping.js';
import * as repo from './orders.repository.js';

/** The order page's answer: the order with its items, timeline and comment count. */
export async function loadOrder(db: Db, id: number, locale: Locale): Promise<Order> {
  const row = await repo.findOrder(db, id);
  if (!row) throw notFound();
  const [items, events, commentsCount] = await Promise.all([repo.itemsOf(db, [id]), repo.eventsOf(db, id), repo.commentsCount(db, id)]);
  return toOrder(row, { items, events, commentsCount }, locale);
}

export interface OrderChange {
  action: TimelineAction;
  /** Columns of the order that change (status, shipping or payment state, reasons). */
  set: Updateable<Database['orders']>;
  note?: string | null;
}

/**
 * Writes one change of an order the way every change is written: the order row, its
 * timeline entry (from → to of each state that moved) and the user history, all on the
 * caller's transaction. Returns the order as it now stands.
 */
export async function applyChange(trx: Db, before: Order, change: OrderChange, actor: Actor, locale: Locale): Promise<Order> {
  const { set } = change;
  const moved = <T>(from: T, to: T | undefined) => to !== undefined && to !== from;
  await repo.updateOrder(trx, before.id, { ...set, updated_at: nowIso() });
  const statusMoved = moved<number>(before.status, set.status);
  const shippingMoved = moved<string>(before.shipping_status, set.shipping_status);
  const paymentMoved = moved<string>(before.payment_status, set.payment_status);
  await repo.insertEvents(trx, [{
    order_id: before.id,
    action: change.action,
    from_status: statusMoved ? before.status : null,
    to_status: statusMoved ? (set.status as number) : null,
    from_shipping_status: shippingMoved ? before.shipping_status : null,
    to_shipping_status: shippingMoved ? (set.shipping_status as string) : null,
    from_payment_status: paymentMoved ? before.payment_status : null,
    to_payment_status: paymentMoved ? (set.payment_status as string) : null,
    note: change.note ?? null,
    user_id: actor.userId,
    created_at: nowIso(),
  }]);
  const after = await loadOrder(trx, before.id, locale);
  await recordHistory(trx, actor, { action: 'updated', model: 'orders', modelId: before.id, before: historyViewOf(before), after: historyViewOf(after) });
  return after;
}
