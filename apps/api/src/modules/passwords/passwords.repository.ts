import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { claimOneTimeToken } from '../../lib/one-time-tokens.js';

/** A new link replaces the ones not yet used: only the latest mail works. */
export async function replaceResetToken(db: Db, row: { token_hash: string; user_id: number; expires_at: string }) {
  await db.deleteFrom('password_reset_tokens').where('user_id', '=', row.user_id).where('used_at', 'is', null).execute();
  await db.insertInto('password_reset_tokens').values({ ...row, created_at: nowIso(), used_at: null }).execute();
}

export const findResetToken = (db: Db, tokenHash: string) =>
  db
    .selectFrom('password_reset_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['t.user_id', 't.expires_at', 't.used_at', 'u.email', 'u.is_active'])
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();

/** Spends a live token; true only for the one caller that did (two tabs, one link). */
export const claimResetToken = (db: Db, tokenHash: string) => claimOneTimeToken(db, 'password_reset_tokens', tokenHash);
