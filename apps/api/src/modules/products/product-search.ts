import { foldForSearch } from '@matjar/shared';
import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';
import { ftsString, servedByTrigrams } from '../../lib/full-text.js';
import { containsPattern, startsWithPattern } from '../../lib/list.js';

// Works on whatever the products list selects.
type AnyQuery = SelectQueryBuilder<any, any, any>;

type Narrowed<Q> = { query: Q; idColumn: string };
type Narrow = <Q extends AnyQuery>(query: Q) => Narrowed<Q>;

export interface ProductSearch {
  /**
   * Narrows a products query to rows whose folded names hold every word of `search`.
   * `idColumn` is the column that orders the result by id at least cost (the search
   * index's own row id where the index is joined).
   */
  apply: <Q extends AnyQuery>(query: Q, search: string) => Narrowed<Q>;
  /**
   * What narrows the list to the products (a variant counts as its parent) whose sku
   * (any case) or barcode (as typed, as a scanner types it) starts with `code`; null
   * when none does.
   */
  byCode: (db: Db, code: string) => Promise<Narrow | null>;
}

/**
 * Rows with the code the list reads by id, at most. Past it (a short prefix of many codes)
 * an id list would be long and its page a sort of all of them: the list then searches the
 * term through the search index, as a word (sku and barcode are in `search_text`), and
 * keeps the rows whose own sku or barcode starts with it.
 */
const CODE_LIST_BOUND = 1000;

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

/** A row's own sku (any case) or barcode (as typed) starts with `code`. */
type OwnCode = (code: string) => RawBuilder<boolean>;

/**
 * The list's narrowing from the rows the code lookups found (each at most
 * CODE_LIST_BOUND + 1 rows): none, their products by id, or past the bound the search
 * index's rows whose own code starts with `code`.
 */
function codeMatch(
  { apply, ownCode }: { apply: ProductSearch['apply']; ownCode: OwnCode },
  code: string,
  lookups: { id: number; parent_id: number | null }[][],
): Narrow | null {
  if (lookups.every((rows) => !rows.length)) return null;
  if (lookups.some((rows) => rows.length > CODE_LIST_BOUND)) {
    return (query) => {
      const { query: searched, idColumn } = apply(query, code);
      return { query: searched.where(ownCode(code)) as typeof query, idColumn };
    };
  }
  const ids = ownerIds(lookups.flat());
  return (query) => ({ query: query.where('products.id', 'in', ids) as typeof query, idColumn: 'products.id' });
}

/**
 * One interface, one adapter per database (ARCHITECTURE "Data"). Every word of the search,
 * folded like the stored text (Arabic spellings, case, digits), must occur in the name
 * (either language).
 *
 * - SQLite: the FTS5 table `products_fts` (trigram tokenizer) is joined and finds the rows
 *   holding each word of three characters or more; newest-first pages then walk the index
 *   by its row id and stop after one page. Shorter words are checked with LIKE.
 * - PostgreSQL: LIKE on `search_text`, which the pg_trgm GIN index serves.
 *
 * A code is looked up as a prefix range of `lower(sku)` and of `barcode` on both. Past
 * CODE_LIST_BOUND rows, neither planner serves the prefix well on its own: a prefix of
 * 10,000 skus bunched in the middle of a 1,000,000-product store made PostgreSQL walk the
 * ids from the newest (2.3 s) and the same range as a subquery sorted them all (0.4 s; 2.6 s
 * on SQLite for a prefix of every sku), where the search index read it in 0.1 s (PostgreSQL,
 * under load) and 16 ms (SQLite). There a variant's code finds its product only through the
 * id list.
 */
export function productSearch(dialect: Dialect): ProductSearch {
  if (dialect === 'postgres') {
    const apply: ProductSearch['apply'] = (query, search) => ({
      query: wordsOf(search).reduce((q, word) => q.where(scanFor(word)) as typeof query, query),
      idColumn: 'products.id',
    });
    // `text_pattern_ops` indexes serve both prefixes (migration 0003); the planner estimates
    // them from those indexes' statistics (with `substr` it walked the ids for 1 s).
    const ownCode: OwnCode = (code) =>
      sql<boolean>`(lower(products.sku) like ${startsWithPattern(code.toLowerCase())} or products.barcode like ${startsWithPattern(code)})`;
    return {
      apply,
      async byCode(db, code) {
        const rows = await db.selectFrom('products').select(['id', 'parent_id']).where(ownCode(code)).limit(CODE_LIST_BOUND + 1).execute();
        return codeMatch({ apply, ownCode }, code, [rows]);
      },
    };
  }
  const apply: ProductSearch['apply'] = (query, search) => {
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
  };
  // `substr` rather than LIKE: SQLite's LIKE ignores a barcode's case where PostgreSQL's does not.
  const ownCode: OwnCode = (code) => {
    const length = [...code].length;
    return sql<boolean>`(substr(lower(products.sku), 1, ${length}) = ${code.toLowerCase()} or substr(products.barcode, 1, ${length}) = ${code})`;
  };
  return {
    apply,
    async byCode(db, code) {
      const range = (column: ReturnType<typeof sql>, from: string) => [sql<boolean>`${column} >= ${from}`, sql<boolean>`${column} < ${after(from)}`];
      const lookup = (column: ReturnType<typeof sql>, from: string) =>
        db.selectFrom('products').select(['id', 'parent_id']).where((eb) => eb.and(range(column, from))).limit(CODE_LIST_BOUND + 1).execute();
      return codeMatch({ apply, ownCode }, code, await Promise.all([lookup(sql`lower(sku)`, code.toLowerCase()), lookup(sql.ref('barcode'), code)]));
    },
  };
}
