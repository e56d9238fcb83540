import { EXACT_TOTAL_BOUND, type ListMeta, type ListQuery, foldForSearch, pageSizeOf } from '@matjar/shared';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { AppError } from './errors.js';

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
}

interface Cursor {
  v: string | number | null;
  id: number;
}

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

function decodeCursor(raw: string): Cursor {
  try {
    const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Cursor;
    if (typeof parsed.id === 'number') return parsed;
  } catch {
    // fall through to the 422 below
  }
  throw new AppError(422, 'errors.validation_failed', {}, { cursor: ['validation.invalid'] });
}

/** `%term%` for LIKE, with the pattern characters of the term taken literally. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function whereSearch(query: AnyQuery, column: string, search: string | undefined): AnyQuery {
  const folded = search ? foldForSearch(search) : '';
  if (!folded) return query;
  return query.where(sql<boolean>`${sql.ref(column)} like ${containsPattern(folded)} escape '\\'`);
}

function parseSort(requested: string | undefined, options: ListOptions) {
  const raw = requested || options.defaultSort;
  const descending = raw.startsWith('-');
  const name = descending ? raw.slice(1) : raw;
  const column = options.sorts[name];
  if (!column) throw new AppError(422, 'errors.validation_failed', {}, { sort: ['validation.invalid'] });
  return { column, descending };
}

/**
 * Pages a query the way every list answers (ARCHITECTURE "API conventions"): offset pages
 * for the first screens, a keyset `cursor` for deep paging, and a total counted exactly
 * only up to EXACT_TOTAL_BOUND so no list waits on an unbounded count.
 */
export async function paginate<Row>(
  db: Kysely<any>,
  base: AnyQuery,
  query: ListQuery,
  options: ListOptions,
): Promise<{ rows: Row[]; meta: ListMeta }> {
  const perPage = pageSizeOf(query);
  const page = query.page ?? 1;
  const { column, descending } = parseSort(query.sort, options);
  const filtered = options.searchColumn ? whereSearch(base, options.searchColumn, query.search) : base;

  let paged = filtered
    .select([sql.ref(column).as('__sort'), sql.ref(options.idColumn).as('__id')])
    .orderBy(sql.ref(column), descending ? 'desc' : 'asc')
    .orderBy(sql.ref(options.idColumn), descending ? 'desc' : 'asc')
    .limit(perPage + 1);
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor);
    const op = descending ? '<' : '>';
    paged = paged.where((eb) =>
      eb.or([
        eb(sql.ref(column), op, cursor.v),
        eb.and([eb(sql.ref(column), '=', cursor.v), eb(sql.ref(options.idColumn), op, cursor.id)]),
      ]),
    );
  } else {
    paged = paged.offset((page - 1) * perPage);
  }

  const [fetched, counted] = await Promise.all([
    paged.execute() as Promise<(Row & { __sort: string | number | null; __id: number })[]>,
    db
      .selectFrom(
        filtered.clearSelect().clearOrderBy().select(sql`1`.as('one')).limit(EXACT_TOTAL_BOUND + 1).as('bounded'),
      )
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);

  const hasMore = fetched.length > perPage;
  const pageRows = fetched.slice(0, perPage);
  const last = pageRows.at(-1);
  const rows = pageRows.map(({ __sort: _s, __id: _i, ...row }) => row as Row);
  const count = Number(counted.n);
  const estimate = count > EXACT_TOTAL_BOUND;
  const total = estimate ? EXACT_TOTAL_BOUND : count;
  return {
    rows,
    meta: {
      current_page: page,
      per_page: perPage,
      total,
      total_is_estimate: estimate,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      next_cursor: hasMore && last ? encodeCursor({ v: last.__sort, id: Number(last.__id) }) : null,
    },
  };
}
