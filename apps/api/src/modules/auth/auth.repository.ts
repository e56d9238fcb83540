import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';

/** SQL of sign-in, sessions and refresh tokens. Callers pass a transaction where one is needed. */

export const findUserForLogin = (db: Db, identifier: string) =>
  db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'password_hash', 'is_active', 'password_changed_at'])
    .where((eb) => eb.or([eb('email', '=', identifier), eb(eb.fn('lower', ['username']), '=', identifier)]))
    .executeTakeFirst();

/**
 * The failure whose leaving the window brings `key` back under `limit`: the limit-th
 * newest within the window (none while fewer than `limit` are in it).
 */
export const failureHoldingLimit = (db: Db, key: string, limit: number, sinceIso: string) =>
  db
    .selectFrom('auth_failures')
    .select('created_at')
    .where('key', '=', key)
    .where('created_at', '>', sinceIso)
    .orderBy('created_at', 'desc')
    .limit(1)
    .offset(Math.max(0, limit - 1))
    .executeTakeFirst();

export async function recordFailures(db: Db, keys: string[]) {
  const created_at = nowIso();
  await db.insertInto('auth_failures').values(keys.map((key) => ({ key, created_at }))).execute();
}

export const clearFailures = (db: Db, key: string) => db.deleteFrom('auth_failures').where('key', '=', key).execute();

/** Old rows are of no use to the limit; dropping them keeps the table small. */
export const pruneFailures = (db: Db, beforeIso: string) =>
  db.deleteFrom('auth_failures').where('created_at', '<', beforeIso).execute();

export const insertSession = (db: Db, row: {
  id: string; user_id: number; impersonator_id: number | null; ip: string | null;
  user_agent: string | null; created_at: string; expires_at: string;
}) => db.insertInto('sessions').values({ ...row, revoked_at: null }).execute();

export const insertRefreshToken = (db: Db, token_hash: string, session_id: string) =>
  db.insertInto('refresh_tokens').values({ token_hash, session_id, created_at: nowIso(), used_at: null }).execute();

export const findRefreshToken = (db: Db, token_hash: string) =>
  db
    .selectFrom('refresh_tokens as t')
    .innerJoin('sessions as s', 's.id', 't.session_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['t.session_id', 't.used_at', 's.user_id', 's.expires_at', 's.revoked_at', 'u.is_active'])
    .where('t.token_hash', '=', token_hash)
    .executeTakeFirst();

/**
 * Marks a token used; true only for the one caller that flipped it (the rotation race).
 * On PostgreSQL a second caller waits here for the first one's commit, then finds it used.
 */
export async function claimRefreshToken(db: Db, token_hash: string, used_at: string): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ used_at })
    .where('token_hash', '=', token_hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** When the token was rotated, as committed now (read after a lost claim). */
export async function refreshTokenUsedAt(db: Db, token_hash: string): Promise<string | null> {
  const row = await db.selectFrom('refresh_tokens').select('used_at').where('token_hash', '=', token_hash).executeTakeFirst();
  return row?.used_at ?? null;
}

export const revokeSession = (db: Db, sessionId: string) =>
  db.updateTable('sessions').set({ revoked_at: nowIso() }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();

/** The user and session an access token names, as they stand now. */
export const findSessionUser = (db: Db, sessionId: string, userId: number) =>
  db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('users as i', 'i.id', 's.impersonator_id')
    .select([
      'u.id', 'u.username', 'u.email', 'u.locale', 'u.is_active', 'u.must_change_password', 'u.version',
      's.id as session_id', 's.impersonator_id', 's.revoked_at', 's.expires_at',
      'i.username as impersonator_username', 'i.is_active as impersonator_active',
    ])
    .where('s.id', '=', sessionId)
    .where('u.id', '=', userId)
    .executeTakeFirst();

export async function findRolesAndPermissions(db: Db, userId: number) {
  const roles = await db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select(['r.id', 'r.name'])
    .where('ur.user_id', '=', userId)
    .orderBy('r.name')
    .execute();
  const permissions = roles.length
    ? await db
        .selectFrom('role_permissions')
        .select(sql<string>`distinct permission`.as('permission'))
        .where('role_id', 'in', roles.map((r) => r.id))
        .execute()
    : [];
  return { roles, permissions: permissions.map((p) => p.permission).sort() };
}
