import type { ServerResponse } from 'node:http';
import {
  type ListQuery, type Notification, type NotificationAction, type NotificationPayloads, type NotificationType,
  STREAM_TICKET_SECONDS,
} from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { isoIn, nowIso } from '../../lib/clock.js';
import { AppError, notFound } from '../../lib/errors.js';
import { paginate } from '../../lib/list.js';
import { hashToken, newRefreshToken } from '../auth/index.js';
import type { Delivery, NotificationBus } from './notification-bus.js';
import { createStreamHub } from './event-streams.js';
import * as repo from './notifications.repository.js';

/** A resumed stream replays at most this many missed notifications; the bell's list has the rest. */
const MAX_REPLAY = 500;

const toNotification = (row: repo.NotificationRow): Notification => ({
  id: Number(row.id),
  type: row.type as NotificationType,
  read_at: row.read_at,
  created_at: row.created_at,
  data: { data: JSON.parse(row.data) as Notification['data']['data'] },
});

const invalidTicket = () => new AppError(401, 'errors.stream_ticket_invalid');

/** `Last-Event-ID` as a notification id; anything else replays nothing. */
const lastEventIdOf = (header: string | string[] | undefined) => {
  const text = Array.isArray(header) ? header[0] : header;
  return text !== undefined && /^\d{1,10}$/.test(text) ? Number(text) : null;
};

/**
 * Notifications per user (spec §3, §7): created by other modules inside their own write's
 * transaction (`notify`), listed, marked read and removed by their owner only, and delivered
 * live to the owner's open event streams on every API process (see NotificationBus).
 */
export function createNotificationsService(db: Db, bus: NotificationBus, warn: (message: string) => void, streams: { sessionCheckMs?: number } = {}) {
  const hub = createStreamHub({ liveSessions: (ids) => repo.liveSessions(db, ids), warn, ...streams });
  bus.listen(({ userId, notification }) => hub.deliver(userId, notification));

  /**
   * Writes one notification of `type` to each recipient, within the caller's transaction,
   * and announces them there (PostgreSQL). Hand the answer to `delivered` after the commit.
   */
  async function notify<T extends NotificationType>(trx: Db, recipients: Iterable<number>, type: T, data: NotificationPayloads[T]): Promise<Delivery[]> {
    const created_at = nowIso();
    const rows = await repo.insertNotifications(trx, [...new Set(recipients)].map((user_id) => ({ user_id, type, data: JSON.stringify(data), created_at })));
    const deliveries = rows.map((row) => ({ userId: Number(row.user_id), notification: toNotification(row) }));
    await bus.inTransaction(trx, deliveries);
    return deliveries;
  }

  async function list(userId: number, query: ListQuery) {
    const [{ rows, meta }, unread] = await Promise.all([
      paginate<repo.NotificationRow>(db, repo.notificationsOf(db, userId), query, {
        sorts: { id: 'notifications.id' },
        defaultSort: '-id',
        idColumn: 'notifications.id',
      }),
      repo.unreadCount(db, userId),
    ]);
    return { data: rows.map(toNotification), meta: { ...meta, unread_count: unread } };
  }

  /** `{ id }` marks read, `{ method: 'delete', id }` removes, `{ method: 'delete', all: true }` clears; another user's id is a 404. */
  async function act(userId: number, action: NotificationAction) {
    if (action.method === 'delete' && action.all) {
      await repo.deleteAllOwn(db, userId);
      return;
    }
    const id = action.id as number;
    if (!(await repo.findOwn(db, userId, id))) throw notFound();
    if (action.method === 'delete') await repo.deleteOwn(db, userId, id);
    else await repo.markRead(db, userId, id);
  }

  /** A single-use ticket, kept hashed, that opens this session's event stream within 30 s. */
  async function streamTicket(userId: number, sessionId: string) {
    const ticket = newRefreshToken();
    await db.transaction().execute(async (trx) => {
      await repo.pruneStreamTickets(trx, nowIso());
      await repo.insertStreamTicket(trx, { token_hash: hashToken(ticket), user_id: userId, session_id: sessionId, expires_at: isoIn(STREAM_TICKET_SECONDS) });
    });
    return { ticket, expires_in: STREAM_TICKET_SECONDS };
  }

  /** Spends a ticket (401 when unknown, used, stale, or its session has ended) and names whose stream it opens. */
  async function claim(ticket: string | undefined) {
    if (!ticket) throw invalidTicket();
    const claimed = await repo.claimStreamTicket(db, hashToken(ticket));
    if (!claimed || !(await repo.liveSessions(db, [claimed.session_id])).has(claimed.session_id)) throw invalidTicket();
    return { userId: Number(claimed.user_id), sessionId: claimed.session_id };
  }

  /** Serves an opened stream on `raw`, replaying what came after `Last-Event-ID`. */
  function serve(owner: { userId: number; sessionId: string }, raw: ServerResponse, lastEventId: string | string[] | undefined) {
    const after = lastEventIdOf(lastEventId);
    // Tells the browser how soon to reconnect, and flushes the headers at once.
    raw.write('retry: 3000\n\n');
    return hub.open({ ...owner, raw }, async () =>
      after === null ? [] : (await repo.notificationsAfter(db, owner.userId, after, MAX_REPLAY)).map(toNotification),
    );
  }

  return {
    notify,
    /** After the commit of a write that notified. */
    delivered: (deliveries: Delivery[]) => bus.committed(deliveries),
    list,
    act,
    streamTicket,
    claim,
    serve,
    openStreams: hub.size,
    close: async () => {
      hub.closeAll();
      await bus.close();
    },
    ready: bus.ready,
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
