import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';

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

/** Marks a live token used; true only for the one caller that did (two tabs, one link). */
export async function claimResetToken(db: Db, tokenHash: string): Promise<boolean> {
  const now = nowIso();
  const result = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
