import { EXACT_TOTAL_BOUND, type ListMeta, type ListQuery, foldForSearch, ownValue, pageSizeOf } from '@matjar/shared';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { fieldError } from './errors.js';

// The list helper works on any table, so it speaks Kysely's untyped builder inside.
type AnyQuery = SelectQueryBuilder<any, any, any>;

export interface ListOptions {
  /** Public sort names → the column they order by, e.g. `{ name: 'units.name_en' }`. */
  sorts: Record<string, string>;
  /** Sort used when none is asked, e.g. `-id`. */
  defaultSort: string;
  /** The unique column that breaks ties and anchors cursors. */
  idColumn: string;
  /** The column holding the folded search text (see `foldForSearch`). */
  searchColumn?: string;
  /** Count exactly up to this many rows (default EXACT_TOTAL_BOUND); past it, an estimate. */
  totalBound?: number;
  /** Keeps bounded totals for a while, keyed by the count's SQL and parameters. */
  countCache?: CountCache;
  /** The same rows as `base`, written the way that counts them fastest (default: `base`). */
  countBase?: AnyQuery;
}

/** Where a list may keep its totals (see products' count cache). */
export interface CountCache {
  get: (key: string) => number | undefined;
  set: (key: string, total: number) => void;
}

/** Where the last page ended: the sort it was made for, that row's sort value and id. */
interface Cursor {
  s: string;
  v: string | number | null;
  id: number;
}

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

const isCursorValue = (v: unknown) => v === null || typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));

/**
 * A cursor this server made for this sort: a plain sort value and a whole id. Anything else
 * (another sort's cursor, an object, a list) is a 422, never a value the SQL compares.
 */
function decodeCursor(raw: string, sort: string): Cursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      const { s, v, id } = parsed as Record<string, unknown>;
      if (s === sort && isCursorValue(v) && Number.isSafeInteger(id)) return { s, v: v as Cursor['v'], id: id as number };
    }
  } catch {
    // fall through to the 422 below
  }
  throw fieldError('cursor', 'validation.invalid');
}

const literally = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%term%` for LIKE, with the pattern characters of the term taken literally. */
export const containsPattern = (term: string) => `%${literally(term)}%`;

/** `term%` for LIKE (PostgreSQL's default escape is `\`), the term taken literally. */
export const startsWithPattern = (term: string) => `${literally(term)}%`;

/** The first instant after the calendar day `date` (`YYYY-MM-DD`, UTC): the end of a date filter. */
export const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00.000Z`) + 86_400_000).toISOString();

export function whereSearch(query: AnyQuery, column: string, search: string | undefined): AnyQuery {
  const folded = search ? foldForSearch(search) : '';
  if (!folded) return query;
  return query.where(sql<boolean>`${sql.ref(column)} like ${containsPattern(folded)} escape '\\'`);
}

function parseSort(requested: string | undefined, options: ListOptions) {
  const raw = requested || options.defaultSort;
  const descending = raw.startsWith('-');
  const name = descending ? raw.slice(1) : raw;
  const column = ownValue(options.sorts, name);
  if (!column) throw fieldError('sort', 'validation.invalid');
  return { sort: raw, column, descending };
}

/**
 * Pages a query the way every list answers (ARCHITECTURE "API conventions"): offset pages
 * for the first screens, a keyset `cursor` for deep paging, and a total counted exactly
 * only up to a bound (EXACT_TOTAL_BOUND unless the list says) so no list waits on an
 * unbounded count.
 */
export async function paginate<Row>(
  db: Kysely<any>,
  base: AnyQuery,
  query: ListQuery,
  options: ListOptions,
): Promise<{ rows: Row[]; meta: ListMeta }> {
  const perPage = pageSizeOf(query);
  const page = query.page ?? 1;
  const { sort, column, descending } = parseSort(query.sort, options);
  const withSearch = (q: AnyQuery) => (options.searchColumn ? whereSearch(q, options.searchColumn, query.search) : q);
  const filtered = withSearch(base);

  const direction = descending ? 'desc' : 'asc';
  // Sorting by the id itself needs no tie-break; a repeated term would keep SQLite from
  // reading a virtual table (full-text search) in its own order.
  const ordered = (q: AnyQuery) =>
    column === options.idColumn ? q.orderBy(sql.ref(column), direction) : q.orderBy(sql.ref(column), direction).orderBy(sql.ref(options.idColumn), direction);

  let paged = ordered(filtered.select([sql.ref(column).as('__sort'), sql.ref(options.idColumn).as('__id')])).limit(perPage + 1);
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor, sort);
    if (column === options.idColumn && !Number.isSafeInteger(cursor.v)) throw fieldError('cursor', 'validation.invalid');
    // A row-value comparison, `(sort, id) < (v, id)`: both databases read it as one range of
    // the (…, sort, id) index, where the equivalent OR of two conditions scans the table.
    const op = sql.raw(descending ? '<' : '>');
    paged = paged.where(sql<boolean>`(${sql.ref(column)}, ${sql.ref(options.idColumn)}) ${op} (${cursor.v}, ${cursor.id})`);
  } else if (page > 1) {
    // Rows skipped by an offset are read in full (and PostgreSQL runs their select-list
    // subqueries): find the page's ids on the index alone, then read those rows only.
    const ids = ordered(filtered.clearSelect().select(sql.ref(options.idColumn).as('id')))
      .limit(perPage + 1)
      .offset((page - 1) * perPage);
    paged = paged.where(sql.ref(options.idColumn), 'in', ids);
  }

  const bound = options.totalBound ?? EXACT_TOTAL_BOUND;
  const countQuery = db
    .selectFrom(withSearch(options.countBase ?? base).clearSelect().clearOrderBy().select(sql`1`.as('one')).limit(bound + 1).as('bounded'))
    .select((eb) => eb.fn.countAll<number>().as('n'));
  const compiled = options.countCache && countQuery.compile();
  const cacheKey = compiled && JSON.stringify([compiled.sql, compiled.parameters]);
  const cached = cacheKey === undefined ? undefined : options.countCache?.get(cacheKey);
  const [fetched, count] = await Promise.all([
    paged.execute() as Promise<(Row & { __sort: string | number | null; __id: number })[]>,
    cached ?? countQuery.executeTakeFirstOrThrow().then((counted) => Number(counted.n)),
  ]);
  if (cacheKey !== undefined && cached === undefined) options.countCache?.set(cacheKey, count);

  const hasMore = fetched.length > perPage;
  const pageRows = fetched.slice(0, perPage);
  const last = pageRows.at(-1);
  const rows = pageRows.map(({ __sort: _s, __id: _i, ...row }) => row as Row);
  const estimate = count > bound;
  const total = estimate ? bound : count;
  return {
    rows,
    meta: {
      current_page: page,
      per_page: perPage,
      total,
      total_is_estimate: estimate,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      next_cursor: hasMore && last ? encodeCursor({ s: sort, v: last.__sort, id: Number(last.__id) }) : null,
    },
  };
}
