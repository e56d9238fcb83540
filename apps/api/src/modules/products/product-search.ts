import { foldForSearch } from '@matjar/shared';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';
import { ftsString, servedByTrigrams } from '../../lib/full-text.js';
import { containsPattern } from '../../lib/list.js';

// Works on whatever the products list selects.
type AnyQuery = SelectQueryBuilder<any, any, any>;

export interface ProductSearch {
  /**
   * Narrows a products query to rows whose folded names hold every word of `search`.
   * `idColumn` is the column that orders the result by id at least cost (the search
   * index's own row id where the index is joined).
   */
  apply: <Q extends AnyQuery>(query: Q, search: string) => { query: Q; idColumn: string };
  /**
   * Ids of the products (a variant counts as its parent) whose sku or barcode starts with
   * `code`, any case: an index range on both databases.
   */
  byCode: (db: Db, code: string) => Promise<number[]>;
}

const CODE_MATCHES = 200;

/**
 * A single token with a digit or a separator, like a sku or a scanned barcode: `MJ-0017`,
 * `6221000015838`, `TSHIRT-RED`. Such a term is looked up as a code first, then as words.
 */
export const isCodeLike = (term: string) => /^[\p{L}\p{N}._/-]{2,64}$/u.test(term) && /[\p{N}._/-]/u.test(term);

const wordsOf = (search: string) => foldForSearch(search).split(' ').filter(Boolean).slice(0, 8);
const scanFor = (word: string) => sql<boolean>`products.search_text like ${containsPattern(word)} escape '\\'`;
/** The smallest text greater than every text starting with `prefix` (for a range scan). */
const after = (prefix: string) => prefix.slice(0, -1) + String.fromCodePoint((prefix.codePointAt(prefix.length - 1) ?? 0) + 1);

const ownerIds = (rows: { id: number; parent_id: number | null }[]) => [...new Set(rows.map((r) => Number(r.parent_id ?? r.id)))];

/**
 * One interface, one adapter per database (ARCHITECTURE "Data"). Every word of the search,
 * folded like the stored text (Arabic spellings, case, digits), must occur in the name
 * (either language).
 *
 * - SQLite: the FTS5 table `products_fts` (trigram tokenizer) is joined and finds the rows
 *   holding each word of three characters or more; newest-first pages then walk the index
 *   by its row id and stop after one page. Shorter words are checked with LIKE.
 * - PostgreSQL: LIKE on `search_text`, which the pg_trgm GIN index serves.
 */
export function productSearch(dialect: Dialect): ProductSearch {
  if (dialect === 'postgres') {
    return {
      apply: (query, search) => ({
        query: wordsOf(search).reduce((q, word) => q.where(scanFor(word)) as typeof query, query),
        idColumn: 'products.id',
      }),
      async byCode(db, code) {
        const pattern = `${code.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const rows = await db
          .selectFrom('products')
          .select(['id', 'parent_id'])
          .where((eb) => eb.or([eb(sql`lower(sku)`, 'like', pattern), eb('barcode', 'like', pattern)]))
          .limit(CODE_MATCHES)
          .execute();
        return ownerIds(rows);
      },
    };
  }
  return {
    apply(query, search) {
      const words = wordsOf(search);
      const indexed = words.filter(servedByTrigrams);
      let q = query;
      let idColumn = 'products.id';
      if (indexed.length) {
        // Each word one FTS5 string, all of them required.
        const match = indexed.map(ftsString).join(' AND ');
        q = q.innerJoin('products_fts', 'products_fts.rowid', 'products.id').where(sql<boolean>`products_fts match ${match}`) as typeof query;
        idColumn = 'products_fts.rowid';
      }
      for (const word of words.filter((w) => !servedByTrigrams(w))) q = q.where(scanFor(word)) as typeof query;
      return { query: q, idColumn };
    },
    async byCode(db, code) {
      const folded = code.toLowerCase();
      const range = (column: ReturnType<typeof sql>) => [sql<boolean>`${column} >= ${folded}`, sql<boolean>`${column} < ${after(folded)}`];
      const [sku, barcode] = await Promise.all([
        db.selectFrom('products').select(['id', 'parent_id']).where((eb) => eb.and(range(sql`lower(sku)`))).limit(CODE_MATCHES).execute(),
        db.selectFrom('products').select(['id', 'parent_id']).where((eb) => eb.and(range(sql.ref('barcode')))).limit(CODE_MATCHES).execute(),
      ]);
      return ownerIds([...sku, ...barcode]);
    },
  };
}
