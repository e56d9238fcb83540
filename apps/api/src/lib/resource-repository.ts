import { type Insertable, type Kysely, type SelectQueryBuilder, type Selectable, type Updateable, sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/types.js';

// The kit works on any table, so it speaks Kysely's untyped builder inside; each resource's
// rows keep the types its own query gives them.
type AnyQuery = SelectQueryBuilder<any, any, any>;
type Table = keyof Database & string;

/** The row type a select query gives. */
export type RowOf<Q> = Q extends SelectQueryBuilder<any, any, infer O> ? O : never;

/**
 * The standard queries of a resource's table: its rows as the API reads them (the list's
 * base, one, several), insert, update and delete. A nested resource (a governorate of a
 * country) reads only the rows of the parent named by its `scope`.
 */
export interface ResourceRepository<Row, Insert, Update, Scope = void> {
  /** The rows as the API reads them, e.g. `select … from units`. */
  query: (db: Db, scope: Scope) => AnyQuery;
  /** The list's rows before paging: `query` narrowed by the list's own filters (`?parent_id=`). */
  listed: (db: Db, list: any, scope: Scope) => AnyQuery;
  /** The same rows, written the way that counts them fastest (see `paginate`), where that differs. */
  counted?: (db: Db, list: any, scope: Scope) => AnyQuery;
  /** The query's unique id column, e.g. `units.id`. */
  idColumn: string;
  find: (db: Db, id: number, scope: Scope) => Promise<Row | undefined>;
  findMany: (db: Db, ids: number[], scope: Scope) => Promise<Row[]>;
  /** Inserts a row and answers its id. */
  insert: (db: Db, row: Insert) => Promise<number>;
  update: (db: Db, id: number, row: Update) => Promise<void>;
  deleteMany: (db: Db, ids: number[]) => Promise<void>;
}

/** A column counting each row's children: the rows of `table` whose `column` holds `parent` (e.g. `countries.id`). */
export const childCount = (table: keyof Database & string, column: string, parent: string) =>
  sql<number>`(select count(*) from ${sql.table(table)} where ${sql.ref(`${table}.${column}`)} = ${sql.ref(parent)})`;

/**
 * Whether `table` holds the row `id`: a nested resource's check of its parent when the
 * parent's module sits above it and may not be imported (a customer's addresses and cart).
 */
export const rowExists = async (db: Db, table: Table, id: number) =>
  Boolean(await (db as Kysely<any>).selectFrom(table).select('id').where('id', '=', id).executeTakeFirst());

/** A flag as stored: `integer` 0/1 on SQLite, and PostgreSQL's `boolean` takes the same. */
export const flag = (value: boolean) => (value ? 1 : 0);

/** The row type of a repository, e.g. `ResourceRow<typeof units>`. */
export type ResourceRow<R> = R extends ResourceRepository<infer Row, any, any, any> ? Row : never;

export type RepositoryOf<T extends Table, Row, Scope = void> = ResourceRepository<
  Row,
  Insertable<Database[T]>,
  Updateable<Database[T]>,
  Scope
>;

type ColumnOf<T extends Table> = keyof Selectable<Database[T]> & string;

/**
 * A resource read from its own table alone: `columns` are what the API shows (the search
 * text, say, is written but never read back).
 */
export function tableRepository<T extends Table, C extends ColumnOf<T>, List = unknown>(
  table: T,
  columns: readonly C[],
  options: { filter?: (query: AnyQuery, list: List) => AnyQuery } = {},
) {
  return queryRepository({
    table,
    query: (db: Db) =>
      (db as unknown as Kysely<any>).selectFrom(table as string).select(columns.map((c) => `${table}.${c}`)) as unknown as SelectQueryBuilder<
        Database,
        T,
        Pick<Selectable<Database[T]>, C>
      >,
    idColumn: `${table}.id`,
    ...options,
  });
}

/**
 * A resource whose rows are read with more than its table holds (a count of children, a
 * parent's fee), or under a parent: `query` gives them, `idColumn` names their id in it.
 */
export function queryRepository<T extends Table, Q extends AnyQuery, Scope = void, List = unknown>(options: {
  table: T;
  query: (db: Db, scope: Scope) => Q;
  idColumn: string;
  /** The list's own filters, applied to `query` (or to `counted`). */
  filter?: (query: AnyQuery, list: List) => AnyQuery;
  /** Where the list counts its rows on fewer tables than it reads them from (see `paginate`'s `countBase`). */
  countFrom?: (db: Db, scope: Scope) => AnyQuery;
}): Omit<RepositoryOf<T, RowOf<Q>, Scope>, 'query'> & { query: (db: Db, scope: Scope) => Q } {
  const { query, idColumn, countFrom } = options;
  const table: string = options.table;
  const filter = options.filter ?? ((q: AnyQuery) => q);
  const untyped = (db: Db) => db as unknown as Kysely<any>;
  return {
    query,
    idColumn,
    listed: (db, list, scope) => filter(query(db, scope), list),
    ...(countFrom && { counted: (db: Db, list: List, scope: Scope) => filter(countFrom(db, scope), list) }),
    find: (db, id, scope) => query(db, scope).where(sql.ref(idColumn), '=', id).executeTakeFirst() as Promise<RowOf<Q> | undefined>,
    findMany: (db, ids, scope) =>
      ids.length ? (query(db, scope).where(sql.ref(idColumn), 'in', ids).execute() as Promise<RowOf<Q>[]>) : Promise.resolve([]),
    insert: async (db, row) => Number((await untyped(db).insertInto(table).values(row).returning('id').executeTakeFirstOrThrow()).id),
    update: async (db, id, row) => {
      await untyped(db).updateTable(table).set(row as Record<string, unknown>).where('id', '=', id).execute();
    },
    deleteMany: async (db, ids) => {
      if (ids.length) await untyped(db).deleteFrom(table).where('id', 'in', ids).execute();
    },
  };
}
