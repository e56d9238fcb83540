import type { Db } from '../../db/database.js';
import { isoIn } from '../../lib/clock.js';
import { tooManyAttempts } from '../../lib/errors.js';
import { failureHoldingLimit } from './auth.repository.js';

/**
 * The window counters of `auth_failures` (password-reset requests, wrong current
 * passwords): a 429 while any key holds `limit` failures within the window, with the
 * seconds until the oldest of those leaves it.
 */
export async function refuseWhileOverLimit(db: Db, limits: [key: string, limit: number][], windowSeconds: number): Promise<void> {
  const since = isoIn(-windowSeconds);
  const holding = await Promise.all(limits.map(([key, limit]) => failureHoldingLimit(db, key, limit, since)));
  const waits = holding.map((row) => (row ? (Date.parse(row.created_at) + windowSeconds * 1000 - Date.now()) / 1000 : 0));
  const wait = Math.max(0, ...waits);
  if (wait > 0) throw tooManyAttempts(wait);
}
