import { type Locale, type OrderInput, type OrderListQuery, DELETABLE_STATUSES } from '@matjar/shared';
import type { Db, Dialect } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { type ListCountCache, countedTransactions } from '../../lib/count-cache.js';
import { conflict } from '../../lib/errors.js';
import { type Actor, recordHistory } from '../../lib/history.js';
import { paginate } from '../../lib/list.js';
import type { Followers } from '../module.js';
import { loadOrder } from './order-changes.js';
import { draftOrder } from './order-draft.js';
import { historyViewOf, orderStateOf, toOrderRow, toQuote } from './order-mapping.js';
import * as repo from './orders.repository.js';
import { trackingCode } from './tracking-codes.js';

/** Order numbers staff read follow the id: the first order is #1001. */
export const orderNumberOf = (id: number) => 1000 + id;

/** Orders: the list, the order page, phone orders taken by staff, and deleting. Moves: order-transitions. */
export function createOrdersService(db: Db, dialect: Dialect, counts: ListCountCache, followers: Followers) {
  const write = countedTransactions(db, counts);
  const pricedNow = (lock: boolean) => ({ at: new Date(), lock });
  /**
   * A page is found on the orders table alone (its filters and sort are all on it, so the
   * page, the offset and the bounded count read its indexes), then the page's rows are
   * read with their customer, payment method and invoice.
   */
  async function list(query: OrderListQuery, locale: Locale) {
    const search = await repo.resolveOrderSearch(db, dialect, query.search);
    const byDate = (query.sort ?? '-created_at').replace('-', '') === 'created_at';
    const page = (rowByRow: boolean) => repo.orderIdsWhere(db, query, { search, rowByRow });
    const { rows, meta } = await paginate<{ id: number }>(db, page(dialect === 'sqlite' && byDate), query, {
      // Numbers follow ids, so the id orders them (and has the index).
      sorts: { created_at: 'orders.created_at', number: 'orders.id', total: 'orders.total', id: 'orders.id' },
      defaultSort: '-created_at',
      idColumn: 'orders.id',
      countBase: page(false),
      countCache: counts,
    });
    const found = await repo.ordersInOrder(db, rows.map((row) => Number(row.id)));
    return { data: found.map((row) => toOrderRow(row, locale)), meta };
  }

  /** What `create` would store for the same body, storing nothing. */
  async function quote(input: OrderInput) {
    return toQuote(await draftOrder(db, dialect, input, pricedNow(false)));
  }

  /**
   * Creating takes no stock: accepting does (docs/orders.md). The coupon's uses are
   * counted and the order inserted in one transaction, the coupon row held meanwhile.
   */
  function create(input: OrderInput, actor: Actor, locale: Locale) {
    return write(async (trx) => {
      const followed = await followers.track(trx, []);
      const { priced: _priced, offerTitles: _titles, ...draft } = await draftOrder(trx, dialect, input, pricedNow(true));
      const now = nowIso();
      const code = trackingCode();
      const id = await repo.insertOrder(trx, {
        ...draft.order,
        code,
        created_by: actor.userId,
        created_at: now,
        updated_at: now,
      });
      await repo.updateOrder(trx, id, { number: orderNumberOf(id) });
      await repo.insertItems(trx, draft.items.map((item) => ({ ...item, order_id: id })));
      await followed([id]);
      await repo.insertEvents(trx, [{
        order_id: id, action: 'created', from_status: null, to_status: 0, from_shipping_status: null, to_shipping_status: 'pending',
        from_payment_status: null, to_payment_status: 'incomplete', note: null, user_id: actor.userId, created_at: now,
      }]);
      const order = await loadOrder(trx, id, locale);
      await recordHistory(trx, actor, { action: 'created', model: 'orders', modelId: id, after: historyViewOf(order) });
      return order;
    });
  }

  /** Only an order holding no stock and no invoice (pending, rejected, canceled) may go. */
  function remove(id: number, actor: Actor, locale: Locale) {
    return write(async (trx) => {
      await repo.lockOrders(trx, [id]);
      const order = await loadOrder(trx, id, locale);
      const state = orderStateOf(order);
      if (state.has_invoice || !DELETABLE_STATUSES.includes(state.status)) throw conflict('errors.order_delete_failed');
      const followed = await followers.track(trx, [id]);
      await repo.deleteOrder(trx, id);
      await followed();
      await recordHistory(trx, actor, { action: 'deleted', model: 'orders', modelId: id, before: historyViewOf(order) });
    });
  }

  return { list, get: (id: number, locale: Locale) => loadOrder(db, id, locale), quote, create, remove };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
