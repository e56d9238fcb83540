import { createHash, timingSafeEqual } from 'node:crypto';
import { calendarDayIn } from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../lib/errors.js';
import { addViews } from './reports.repository.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The storefront's key check (`X-Storefront-Key`): without STOREFRONT_KEY configured the
 * route is off (404, as if absent); a missing or wrong key is a 401. Compared in constant time.
 */
export function storefrontKeyCheck(configured: string | undefined) {
  const expected = configured ? digest(configured) : undefined;
  return (sent: string | string[] | undefined) => {
    if (!expected) throw notFound();
    const given = typeof sent === 'string' ? sent : '';
    if (!given || !timingSafeEqual(digest(given), expected)) throw new AppError(401, 'errors.storefront_key');
  };
}

/** One view per id listed, on today's store day; ids of no product are left out. Answers how many were counted. */
export function createProductViews(db: Db, timeZone: string) {
  return async (productIds: number[]) => {
    const counts = new Map<number, number>();
    for (const id of productIds) counts.set(id, (counts.get(id) ?? 0) + 1);
    return db.transaction().execute((trx) => addViews(trx, calendarDayIn(timeZone), counts));
  };
}
