import type { Db } from '../db/database.js';

/** "Summer Shoes & Bags!" → "summer-shoes-bags"; accents dropped, anything else becomes a dash. */
export function slugify(text: string, fallback: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
  return slug || fallback;
}

/**
 * `base`, or `base-2`, `base-3`, … : the first slug no other row of the table holds, asked
 * twenty candidates at a time by exact match (an index lookup on both databases). The
 * unique index stays the final judge: a race answers the slug field's 422 where the
 * resource declares its slug unique (`lib/unique.ts`).
 */
export async function freeSlug(db: Db, table: 'categories' | 'products', base: string, exceptId?: number): Promise<string> {
  for (let start = 1; ; start += 20) {
    const candidates = Array.from({ length: 20 }, (_, i) => (start + i === 1 ? base : `${base}-${start + i}`));
    let query = db.selectFrom(table).select('slug').where('slug', 'in', candidates);
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    const taken = new Set((await query.execute()).map((row) => row.slug));
    const free = candidates.find((slug) => !taken.has(slug));
    if (free) return free;
  }
}
