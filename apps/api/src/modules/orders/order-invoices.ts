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

      const sums = await trx
        .selectFrom('orders')
        .select(['customer_id', 'subtotal', 'discount', 'tax', 'shipping_fee', 'total'])
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow();
      const now = nowIso();
      const { id } = await trx
        .insertInto('invoices')
        .values({ ...sums, type: 'sales', date: now.slice(0, 10), order_id: orderId, carried_over: 0, created_by: actor.userId, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const invoiceId = Number(id);
      await trx.updateTable('invoices').set({ number: invoiceId }).where('id', '=', invoiceId).execute();
      const items = await repo.itemsOf(trx, [orderId]);
      await trx
        .insertInto('invoice_lines')
        .values(items.map((item) => ({
          invoice_id: invoiceId,
          product_id: item.variant_id ?? item.product_id,
          name_en: item.name_en,
          name_ar: item.name_ar,
          sku: item.sku,
          unit_price: item.unit_price,
          discount: item.discount,
          tax_percent: item.tax_percent,
          tax: item.tax,
          quantity: item.quantity,
          line_total: item.line_total,
        })))
        .execute();
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
      await trx.deleteFrom('invoice_lines').where('invoice_id', '=', invoice.id).execute();
      await trx.deleteFrom('invoices').where('id', '=', invoice.id).execute();
      await recordHistory(trx, actor, { action: 'deleted', model: 'invoices', modelId: invoice.id, before: { ...invoice, order_id: orderId } });
      return applyChange(trx, order, { action: 'invoice_deleted', set: {}, note: invoice.code }, actor, locale);
    });
  }

  return { create, remove };
}
export type OrderInvoices = ReturnType<typeof createOrderInvoices>;
