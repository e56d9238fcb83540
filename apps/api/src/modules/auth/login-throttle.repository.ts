import type { Db } from '../../db/database.js';

/** SQL of the sign-in throttle (`login_throttles`). */

export interface ThrottleRow {
  key: string;
  failures: number;
  retry_at: string;
  last_failure_at: string;
}

/**
 * The rows of these keys, made (empty) where missing, and locked until the caller's
 * transaction ends: the no-op update of an upsert takes PostgreSQL's row lock, and on
 * SQLite any write holds the database's write lock. So two processes counting the same
 * key queue up instead of both reading the old count. Keys are locked in one order, so
 * two transactions never wait on each other in a circle.
 */
export function lockThrottles(trx: Db, keys: string[], nowIso: string): Promise<ThrottleRow[]> {
  const sorted = [...new Set(keys)].sort();
  return trx
    .insertInto('login_throttles')
    .values(sorted.map((key) => ({ key, failures: 0, retry_at: nowIso, last_failure_at: nowIso })))
    .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ key: eb.ref('excluded.key') })))
    .returningAll()
    .execute();
}

export const saveThrottle = (trx: Db, row: ThrottleRow) =>
  trx
    .updateTable('login_throttles')
    .set({ failures: row.failures, retry_at: row.retry_at, last_failure_at: row.last_failure_at })
    .where('key', '=', row.key)
    .execute();

export const deleteThrottle = (db: Db, key: string) => db.deleteFrom('login_throttles').where('key', '=', key).execute();

/** Keys with no failure since this time are forgotten: the table holds only live ones. */
export const pruneThrottles = (db: Db, beforeIso: string) =>
  db.deleteFrom('login_throttles').where('last_failure_at', '<', beforeIso).execute();
