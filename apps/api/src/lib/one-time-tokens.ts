import type { Db } from '../db/database.js';
import { nowIso } from './clock.js';

/**
 * Marks a live one-time token (a password reset link, an impersonation, a stream ticket) used: true only for
 * the one caller that did, when two present the same token at once.
 */
export async function claimOneTimeToken(db: Db, table: 'password_reset_tokens' | 'impersonation_tokens' | 'stream_tickets', tokenHash: string): Promise<boolean> {
  const now = nowIso();
  const result = await db
    .updateTable(table)
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
