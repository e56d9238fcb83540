import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withNamedStatements } from '../src/db/named-statements.js';

const serverUrl = process.env.TEST_DATABASE_URL;

// Needs no tables: it watches which statements one pooled connection keeps on the server.
describe.skipIf(!serverUrl)(`PostgreSQL named statements${serverUrl ? '' : ' (skipped: TEST_DATABASE_URL is not set)'}`, () => {
  let pool: pg.Pool;
  let db: Kysely<any>;
  const prepared = async () =>
    (await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements order by name`.execute(db)).rows;

  beforeAll(() => {
    // One connection, so every query below runs where the previous ones were prepared.
    pool = new pg.Pool({ connectionString: serverUrl, max: 1 });
    db = new Kysely<any>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool, 4) }) });
  });
  afterAll(() => db.destroy());

  it('prepares a query with parameters once under one name and reuses it', async () => {
    const add = (n: number) => sql<{ n: number }>`select ${n}::int + 1 as n`.execute(db);
    expect((await add(1)).rows).toEqual([{ n: 2 }]);
    expect((await add(41)).rows).toEqual([{ n: 42 }]);
    const names = (await prepared()).filter((p) => p.statement.includes('+ 1 as n'));
    expect(names).toEqual([{ name: 's1', statement: 'select $1::int + 1 as n' }]);
  });

  it('leaves LIKE patterns and queries without parameters unnamed', async () => {
    const like = await sql<{ hit: boolean }>`select 'honey jar' like ${'%jar%'} as hit`.execute(db);
    expect(like.rows).toEqual([{ hit: true }]);
    // Several statements in one text only run over the simple protocol, as migrations send them.
    await sql`select 1; select 2`.execute(db);
    expect((await prepared()).map((p) => p.statement).filter((s) => /like|select 1/i.test(s))).toEqual([]);
  });

  it('names only the first distinct texts, then runs the others unnamed', async () => {
    for (const i of [1, 2, 3, 4, 5, 6]) {
      const rows = (await sql<{ n: number }>`select ${i}::int as n, ${sql.lit(i)} as k`.execute(db)).rows;
      expect(rows[0]?.n).toBe(i);
    }
    // s1 and the LIKE text took two of the four; two more texts got names.
    expect((await prepared()).map((p) => p.name)).toEqual(['s1', 's3', 's4']);
  });
});
