import { type Locale, INVOICEABLE_STATUSES, ORDER_STATUS, invoiceNumberLabel } from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { type ListCountCache, countedTransactions } from '../../lib/count-cache.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { type Actor, recordHistory } from '../../lib/history.js';
import { applyChange, loadOrder } from './order-changes.js';
import { orderStateOf } from './order-mapping.js';
import * as repo from './orders.repository.js';

/**
 * An order's sales invoice (docs/orders.md "Invoices"): a record in `invoices` with a copy
 * of the order's lines and sums, made for an accepted or delivered order; deleted unless
 * it has been carried over.
 */
export function createOrderInvoices(db: Db, counts: ListCountCache) {
  const write = countedTransactions(db, counts);
  async function lockAndLoad(trx: Db, id: number, locale: Locale) {
    if (!(await repo.lockOrders(trx, [id]))) throw notFound();
    return loadOrder(trx, id, locale);
  }

  function create(orderId: number, actor: Actor, locale: Locale) {
    return write(async (trx) => {
      const order = await lockAndLoad(trx, orderId, locale);
      if (order.status === ORDER_STATUS.rejected) throw conflict('errors.order_rejected');
      if (order.invoice) throw conflict('errors.order_has_invoice');
      if (!INVOICEABLE_STATUSES.includes(orderStateOf(order).status)) throw conflict('errors.order_not_invoiceable');

      const invoiceId = await repo.insertInvoice(trx, orderId, actor.userId, nowIso());
      const after = await applyChange(trx, order, { action: 'invoice_created', set: {}, note: invoiceNumberLabel(invoiceId) }, actor, locale);
      await recordHistory(trx, actor, { action: 'created', model: 'invoices', modelId: invoiceId, after: { ...after.invoice, order_id: orderId } });
      return after;
    });
  }

  function remove(orderId: number, actor: Actor, locale: Locale) {
    return write(async (trx) => {
      const order = await lockAndLoad(trx, orderId, locale);
      const invoice = order.invoice;
      if (!invoice) throw new AppError(404, 'errors.order_has_no_invoice');
      if (invoice.carried_over) throw conflict('errors.invoice_carried_over');
      await repo.deleteInvoice(trx, invoice.id);
      await recordHistory(trx, actor, { action: 'deleted', model: 'invoices', modelId: invoice.id, before: { ...invoice, order_id: orderId } });
      return applyChange(trx, order, { action: 'invoice_deleted', set: {}, note: invoice.code }, actor, locale);
    });
  }

  return { create, remove };
}
export type OrderInvoices = ReturnType<typeof createOrderInvoices>;
