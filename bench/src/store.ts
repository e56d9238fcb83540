/**
 * What every generator does to a benchmark store: make it afresh with the app's own
 * migrations and demo seed, drop a table's indexes for a bulk load and build them again
 * once, and log with the time since the start.
 */
import fs from 'node:fs';
import path from 'node:path';
import type SQLite from 'better-sqlite3';
import pg from 'pg';
import { migrateToLatest, openDatabase } from '../../apps/api/src/db/database.js';
import { seedDemo } from '../../apps/api/src/db/seed.js';
import { createMediaStore } from '../../apps/api/src/modules/media/index.js';
import { migrations } from '../../apps/api/src/modules/registry.js';
import { dataDir } from './target.js';

export interface Target {
  dialect: 'sqlite' | 'postgres';
  url: string;
}

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
export const log = (message: string) => console.log(`[${elapsed()}] ${message}`);

export const sqliteFileOf = (target: Target) => target.url.replace(/^file:/, '');

/** Deletes the store (the SQLite file, or drops and creates the PostgreSQL database). */
export async function freshDatabase(target: Target) {
  if (target.dialect === 'sqlite') {
    fs.mkdirSync(dataDir, { recursive: true });
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${sqliteFileOf(target)}${suffix}`, { force: true });
    return;
  }
  const url = new URL(target.url);
  const name = url.pathname.slice(1);
  if (!/^\w+$/.test(name)) throw new Error(`unexpected database name ${name}`);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  // Pages are on SSD and mostly cached: the planner's default (4, for spinning disks)
  // prefers a long walk of the primary key over a short bitmap scan of the search index.
  await admin.query(`ALTER DATABASE ${name} SET random_page_cost = 1.1`);
  await admin.end();
}

/** Schema and demo data exactly as the app makes them (admin@example.com / password123). */
export async function migrateAndSeed(target: Target) {
  const { db } = openDatabase(target.url);
  await migrateToLatest(db, migrations);
  // The pictures go where the benchmark's server reads them (runner.ts: DATA_DIR run).
  await seedDemo(db, { media: createMediaStore(path.join(dataDir, 'run', 'media')) });
  await db.destroy();
}

/** A raw SQLite connection set for bulk loading (no journal, no sync, no foreign key checks). */
export function openBulkSqlite(SQLiteClass: typeof SQLite, target: Target) {
  const raw = new SQLiteClass(sqliteFileOf(target));
  raw.pragma('journal_mode = OFF');
  raw.pragma('synchronous = OFF');
  raw.pragma('foreign_keys = OFF');
  raw.pragma('cache_size = -400000');
  return raw;
}

/** Drops the tables' indexes and triggers (SQLite); returns what puts them back. */
export function dropSqliteIndexes(raw: SQLite.Database, tables: string[]) {
  const ddl = raw
    .prepare(
      `SELECT type, name, sql FROM sqlite_master WHERE tbl_name IN (${tables.map(() => '?').join(', ')}) AND type IN ('index', 'trigger') AND sql IS NOT NULL`,
    )
    .all(...tables) as { type: string; name: string; sql: string }[];
  for (const item of ddl) raw.exec(`DROP ${item.type.toUpperCase()} ${item.name}`);
  return {
    indexes: () => {
      for (const item of ddl.filter((d) => d.type === 'index')) {
        raw.exec(item.sql);
        log(`  ${item.name}`);
      }
    },
    triggers: () => {
      for (const item of ddl.filter((d) => d.type === 'trigger')) raw.exec(item.sql);
    },
  };
}

/** Drops the tables' indexes but their primary keys (PostgreSQL); returns what builds them again. */
export async function dropPostgresIndexes(client: pg.Client, tables: string[]) {
  const { rows: indexes } = await client.query(
    "SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename = ANY($1) AND indexname NOT LIKE '%\\_pkey'",
    [tables],
  );
  for (const index of indexes) await client.query(`DROP INDEX ${index.indexname}`);
  return async () => {
    await client.query("SET maintenance_work_mem = '1GB'");
    await client.query('SET max_parallel_maintenance_workers = 2');
    for (const index of indexes) {
      await client.query(index.indexdef);
      log(`  ${index.indexname}`);
    }
  };
}

/** Builds an FTS5 index (`products_fts`, `customers_fts`) from its content table in one pass. */
export function rebuildFts(raw: SQLite.Database, fts: string) {
  log(`building the FTS5 trigram index ${fts}`);
  raw.exec(`INSERT INTO ${fts} (${fts}) VALUES ('rebuild')`);
  raw.exec(`INSERT INTO ${fts} (${fts}) VALUES ('optimize')`);
}
