import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { claimOneTimeToken } from '../../lib/one-time-tokens.js';

export const insertImpersonationToken = (db: Db, row: { token_hash: string; user_id: number; impersonator_id: number; expires_at: string }) =>
  db.insertInto('impersonation_tokens').values({ ...row, created_at: nowIso(), used_at: null }).execute();

/**
 * Spends a live token and returns whom it names; undefined when it is unknown, used or
 * expired. Of two callers with one token, only one gets it.
 */
export async function claimImpersonationToken(db: Db, tokenHash: string) {
  if (!(await claimOneTimeToken(db, 'impersonation_tokens', tokenHash))) return undefined;
  return db
    .selectFrom('impersonation_tokens')
    .select(['user_id', 'impersonator_id'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirstOrThrow();
}

/** Spent and expired tokens are of no further use. */
export const pruneImpersonationTokens = (db: Db, beforeIso: string) =>
  db.deleteFrom('impersonation_tokens').where('expires_at', '<', beforeIso).execute();
