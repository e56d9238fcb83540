import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { claimOneTimeToken } from '../../lib/one-time-tokens.js';
import { flag } from '../../lib/resource-repository.js';

/** SQL of notifications and stream tickets. Callers pass a transaction where one is needed. */

export interface NotificationRow {
  id: number;
  user_id: number;
  type: string;
  data: string;
  read_at: string | null;
  created_at: string;
}

const columns = ['id', 'user_id', 'type', 'data', 'read_at', 'created_at'] as const;

/** One row per recipient, answered with their ids. */
export const insertNotifications = (db: Db, rows: Omit<NotificationRow, 'id' | 'read_at'>[]) =>
  rows.length ? db.insertInto('notifications').values(rows.map((row) => ({ ...row, read_at: null }))).returning(columns).execute() : Promise.resolve([]);

/** A user's notifications, the list's base. */
export const notificationsOf = (db: Db, userId: number) => db.selectFrom('notifications').select(columns).where('notifications.user_id', '=', userId);

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A user's notifications after `afterId`, oldest first: what a resumed stream missed. */
export const notificationsAfter = (db: Db, userId: number, afterId: number, limit: number) =>
  notificationsOf(db, userId).where('id', '>', afterId).orderBy('id').limit(limit).execute() as Promise<NotificationRow[]>;

/** Only the owner's row is touched: another user's id finds nothing (the caller answers 404). */
export const findOwn = (db: Db, userId: number, id: number) =>
  db.selectFrom('notifications').select(['id', 'read_at']).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();

export const markRead = (db: Db, userId: number, id: number) =>
  db.updateTable('notifications').set({ read_at: nowIso() }).where('id', '=', id).where('user_id', '=', userId).where('read_at', 'is', null).execute();

export const deleteOwn = (db: Db, userId: number, id: number) =>
  db.deleteFrom('notifications').where('id', '=', id).where('user_id', '=', userId).execute();

export const deleteAllOwn = (db: Db, userId: number) => db.deleteFrom('notifications').where('user_id', '=', userId).execute();

export const insertStreamTicket = (db: Db, row: { token_hash: string; user_id: number; session_id: string; expires_at: string }) =>
  db.insertInto('stream_tickets').values({ ...row, created_at: nowIso(), used_at: null }).execute();

export const pruneStreamTickets = (db: Db, beforeIso: string) => db.deleteFrom('stream_tickets').where('expires_at', '<', beforeIso).execute();

/** Spends a live ticket and answers whose stream it opens; undefined when unknown, used or stale. */
export async function claimStreamTicket(db: Db, tokenHash: string) {
  if (!(await claimOneTimeToken(db, 'stream_tickets', tokenHash))) return undefined;
  return db.selectFrom('stream_tickets').select(['user_id', 'session_id']).where('token_hash', '=', tokenHash).executeTakeFirstOrThrow();
}

/**
 * Of these sessions, those still live: not revoked, not expired, their user enabled (and an
 * impersonation's admin too). Open streams of any other session are closed.
 */
export async function liveSessions(db: Db, sessionIds: string[]): Promise<Set<string>> {
  if (!sessionIds.length) return new Set();
  const rows = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('users as i', 'i.id', 's.impersonator_id')
    .select('s.id')
    .where('s.id', 'in', sessionIds)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', nowIso())
    .where('u.is_active', '=', flag(true))
    .where((eb) => eb.or([eb('s.impersonator_id', 'is', null), eb('i.is_active', '=', flag(true))]))
    .execute();
  return new Set(rows.map((row) => row.id));
}
