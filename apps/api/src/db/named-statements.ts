import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/**
 * A pool whose queries run as named (prepared) statements. The pg driver otherwise sends
 * every query unnamed, so PostgreSQL parses and plans it afresh each time — for the short
 * queries of a list or a session check, as much work as running them. A named statement is
 * parsed once per connection, and after five runs PostgreSQL keeps a generic plan when it
 * costs no more than the custom ones (the default `plan_cache_mode`).
 *
 * Named are only the texts worth it and safe to plan once:
 * - with parameters (a text without them goes over the simple protocol, which also takes
 *   several statements at once, as migrations send);
 * - without LIKE: a pattern's selectivity ranges from one row to the whole table (a rare word,
 *   a common one, a sku prefix that only a constant can turn into an index range), so those
 *   are planned for their values every time.
 *
 * The names are bounded: the first `limit` distinct texts get one (`s1`, `s2`, …), later
 * ones run unnamed, so a stream of one-off texts (IN lists of every length) cannot grow the
 * statements each connection keeps on the server.
 */
export function withNamedStatements(pool: pg.Pool, limit = 500): PostgresPool {
  const names = new Map<string, string | null>();

  function nameOf(text: string): string | null {
    const known = names.get(text);
    if (known !== undefined) return known;
    if (names.size >= limit) return null;
    const name = /\blike\b/i.test(text) ? null : `s${names.size + 1}`;
    names.set(text, name);
    return name;
  }

  return {
    async connect() {
      const client = await pool.connect();
      function query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
      function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
      function query<R>(sqlOrCursor: string | PostgresCursor<R>, parameters?: ReadonlyArray<unknown>) {
        if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor as unknown as pg.Submittable) as unknown as PostgresCursor<R>;
        const values = [...(parameters ?? [])];
        const name = values.length ? nameOf(sqlOrCursor) : null;
        return client.query(name ? { name, text: sqlOrCursor, values } : { text: sqlOrCursor, values }) as unknown as Promise<PostgresQueryResult<R>>;
      }
      const wrapped: PostgresPoolClient = { query, release: () => client.release() };
      return wrapped;
    },
    end: () => pool.end(),
  };
}
