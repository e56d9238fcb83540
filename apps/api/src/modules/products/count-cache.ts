import type { CountCache } from '../../lib/list.js';

/**
 * Bounded totals of the products list, kept for `ttlMs` per query. Counting up to the
 * bound reads thousands of index entries — more than the page itself — and staff page
 * through the same filtered list again and again. Any catalogue write in this process
 * starts a new generation (its own totals are never stale); another API process's write
 * shows within `ttlMs`. Nothing else depends on it: a cache, not shared state.
 */
export function createCountCache(ttlMs = 30_000, size = 2000) {
  let generation = 0;
  const entries = new Map<string, { total: number; expires: number; generation: number }>();
  const cache: CountCache & { invalidate: () => void } = {
    get(key) {
      const entry = entries.get(key);
      if (!entry || entry.generation !== generation || entry.expires < Date.now()) return undefined;
      return entry.total;
    },
    set(key, total) {
      if (entries.size >= size) entries.clear();
      entries.set(key, { total, expires: Date.now() + ttlMs, generation });
    },
    invalidate() {
      generation += 1;
      entries.clear();
    },
  };
  return cache;
}
export type ProductCountCache = ReturnType<typeof createCountCache>;
