import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, type Migration, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { withNamedStatements } from './named-statements.js';
import type { Database } from './types.js';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

// timestamptz and timestamp come back as ISO strings, like SQLite's text timestamps.
pg.types.setTypeParser(1184, (v) => new Date(v).toISOString());
pg.types.setTypeParser(1114, (v) => new Date(`${v}Z`).toISOString());
// COUNT(*) is int8; our counts are bounded, so a JS number is exact.
pg.types.setTypeParser(20, (v) => Number(v));

export function dialectOf(databaseUrl: string): Dialect {
  return /^postgres(ql)?:\/\//.test(databaseUrl) ? 'postgres' : 'sqlite';
}

export function openDatabase(databaseUrl: string): { db: Db; dialect: Dialect } {
  const dialect = dialectOf(databaseUrl);
  if (dialect === 'postgres') {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // An idle connection the server closes (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => process.emitWarning(`PostgreSQL idle connection closed: ${error.message}`));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) }) }), dialect };
  }
  const file = databaseUrl.replace(/^file:/, '');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Every commit (orders, stock, money) is on disk before it is answered, even through a
  // power loss or an OS crash; with NORMAL the last commits could roll back then. Measured
  // on the write mix: about 10% fewer writes a second (bench/README.md "Crash safety").
  sqlite.pragma('synchronous = FULL');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) }), dialect };
}

/**
 * Kysely prepares every query anew; preparing costs about as much as running a short
 * query, and the app sends the same few hundred SQL texts over and over. Prepared
 * statements are kept per SQL text (a bounded, most-recently-used set); one that is still
 * being iterated is never handed out twice.
 */
function withStatementCache(sqlite: SQLite.Database, size = 500) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      const cached = cache.get(text);
      if (cached && !cached.busy) {
        cache.delete(text);
        cache.set(text, cached);
        return cached;
      }
      const statement = sqlite.prepare(text);
      if (!cached) {
        cache.set(text, statement);
        if (cache.size > size) cache.delete(cache.keys().next().value as string);
      }
      return statement;
    },
  };
}

/** Applies the pending ones of `migrations` (the registry's: `modules/registry.ts`) and names them. */
export async function migrateToLatest(db: Db, migrations: Readonly<Record<string, Migration>>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
