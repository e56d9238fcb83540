import type { Db } from '../db/database.js';

/**
 * Bounded totals of a list, kept for `ttlMs` per query. Counting up to the bound reads
 * thousands of index entries — more than the page itself — and staff page through the same
 * filtered list again and again. Every write to the list's rows in this process goes
 * through `written`, which drops every total (its own totals are never stale);
 * another API process's write shows within `ttlMs`. Nothing else depends on it: a cache,
 * not shared state.
 */
export function createCountCache(ttlMs = 30_000, size = 2000) {
  let generation = 0;
  const entries = new Map<string, { total: number; expires: number }>();
  // The generation each uncached count started in: a count that a write overtook (it began
  // before the write committed and ended after) is returned but not kept.
  const counting = new Map<string, number>();
  const invalidate = () => {
    generation += 1;
    entries.clear();
  };
  return {
    get(key: string): number | undefined {
      const entry = entries.get(key);
      if (entry && entry.expires >= Date.now()) return entry.total;
      if (counting.size >= size) counting.clear();
      counting.set(key, generation);
      return undefined;
    },
    set(key: string, total: number) {
      const started = counting.get(key);
      counting.delete(key);
      if (started !== generation) return;
      if (entries.size >= size) entries.clear();
      entries.set(key, { total, expires: Date.now() + ttlMs });
    },
    invalidate,
    /** Awaits a write (a committed transaction); totals counted before it are void. */
    async written<T>(write: Promise<T>): Promise<T> {
      const result = await write;
      invalidate();
      return result;
    },
  };
}
export type ListCountCache = ReturnType<typeof createCountCache>;

/** Transactions that write a list's rows: once one commits, the list's totals counted before it are void. */
export const countedTransactions = (db: Db, counts: ListCountCache) => <T>(fn: (trx: Db) => Promise<T>) =>
  counts.written(db.transaction().execute(fn));
