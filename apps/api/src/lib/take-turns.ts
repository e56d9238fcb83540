import { sql } from 'kysely';
import type { Db, Dialect } from '../db/database.js';

/**
 * Makes the transactions that call it with the same `key` run one after another, from the
 * call to their commit, so a rule read before a write (one local currency, no item in two
 * overlapping offers) still holds when two requests come at once. PostgreSQL: a
 * transaction-scoped advisory lock, released by the commit or rollback (a later statement
 * sees what the previous holder committed, as each statement reads afresh under READ
 * COMMITTED). SQLite already runs one write transaction at a time.
 */
export async function takeTurns(db: Db, dialect: Dialect, key: number): Promise<void> {
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${key})`.execute(db);
}

/** The keys, one per rule, fixed numbers so every server process takes the same lock. */
export const TURN_KEYS = { currencies: 0x6d6a_0004, offers: 0x6d6a_0013, coupons: 0x6d6a_0014 } as const;

/** The first key of the turns named by text: PostgreSQL's two-key locks never meet the one-key TURN_KEYS. */
const NAMED_TURNS = 0x6d6a;

/** `takeTurns` keyed by a name (`unique:roles`), hashed by PostgreSQL itself (`hashtext`). */
export async function takeTurnsOn(db: Db, dialect: Dialect, name: string): Promise<void> {
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${NAMED_TURNS}, hashtext(${name}))`.execute(db);
}
