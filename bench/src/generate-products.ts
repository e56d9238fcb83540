/**
 * Fills the benchmark store with a large catalogue: `npm run generate:products -w
 * @matjar/bench -- --db sqlite|postgres --count 1000000` (defaults: 2,000 categories, 500
 * brands). The database is made afresh with the app's own migrations and demo seed; the
 * product indexes and the search index are dropped for the bulk load and built afterwards.
 */
import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { migrateToLatest, openDatabase } from '../../apps/api/src/db/database.js';
import { seedDemo } from '../../apps/api/src/db/seed.js';
import { brandRows, categoryRows, productColumns, productRow } from './catalogue-rows.js';
import { argsOf, dataDir, targetOf } from './target.js';
import { randomFrom } from './words.js';

const args = argsOf(process.argv.slice(2));
const target = targetOf(args.db);
const count = Number(args.count ?? 1_000_000);
const categoryCount = Number(args.categories ?? 2000);
const brandCount = Number(args.brands ?? 500);
const BATCH = 10_000;

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const log = (message: string) => console.log(`[${elapsed()}] ${message}`);

async function freshDatabase() {
  if (target.dialect === 'sqlite') {
    fs.mkdirSync(dataDir, { recursive: true });
    const file = target.url.replace(/^file:/, '');
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
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
async function migrateAndSeed() {
  const { db } = openDatabase(target.url);
  await migrateToLatest(db);
  await seedDemo(db);
  await db.destroy();
}

const rng = randomFrom(20261122);
const flagOf = target.dialect === 'sqlite' ? (v: boolean) => (v ? 1 : 0) : (v: boolean) => v;

async function loadSqlite() {
  const raw = new SQLite(target.url.replace(/^file:/, ''));
  raw.pragma('journal_mode = OFF');
  raw.pragma('synchronous = OFF');
  raw.pragma('cache_size = -400000');
  const now = new Date().toISOString();

  const units = raw.prepare('SELECT id FROM units').all().map((r) => (r as { id: number }).id);
  const insertBrand = raw.prepare('INSERT INTO brands (name_en, name_ar, image, search_text, created_at, updated_at) VALUES (?, ?, NULL, ?, ?, ?)');
  const brands = raw.transaction(() => brandRows(brandCount, rng).map((b) => Number(insertBrand.run(b.name_en, b.name_ar, b.search_text, now, now).lastInsertRowid)))();
  const insertCategory = raw.prepare(
    'INSERT INTO categories (parent_id, name_en, name_ar, slug, notes, image, search_text, created_at, updated_at) VALUES (?, ?, ?, ?, NULL, NULL, ?, ?, ?)',
  );
  const plan = categoryRows(categoryCount, rng);
  const categoryIds: number[] = [];
  raw.transaction(() => {
    for (const c of plan) {
      const parent = c.parent === null ? null : categoryIds[c.parent];
      categoryIds.push(Number(insertCategory.run(parent, c.name_en, c.name_ar, c.slug, c.search_text, now, now).lastInsertRowid));
    }
  })();
  const leaves = categoryIds.filter((_, i) => !plan.some((c) => c.parent === i));
  log(`${brands.length} brands, ${categoryIds.length} categories (${leaves.length} leaves)`);

  // Indexes and the FTS triggers go, the rows come in, then everything is rebuilt once.
  const ddl = raw
    .prepare("SELECT type, name, sql FROM sqlite_master WHERE tbl_name = 'products' AND type IN ('index', 'trigger') AND sql IS NOT NULL")
    .all() as { type: string; name: string; sql: string }[];
  for (const item of ddl) raw.exec(`DROP ${item.type.toUpperCase()} ${item.name}`);
  const columns = productColumns.map(([name]) => name);
  const insert = raw.prepare(`INSERT INTO products (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`);
  const refs = { categories: leaves, brands, units };
  const batch = raw.transaction((from: number, to: number) => {
    for (let n = from; n < to; n += 1) insert.run(...productRow(n + 1, count, rng, refs, flagOf));
  });
  for (let from = 0; from < count; from += BATCH * 5) {
    batch(from, Math.min(count, from + BATCH * 5));
    if ((from / (BATCH * 5)) % 4 === 0) log(`${Math.min(count, from + BATCH * 5).toLocaleString('en')} products`);
  }
  log('rows loaded; building indexes');
  for (const item of ddl.filter((d) => d.type === 'index')) raw.exec(item.sql);
  log('building the FTS5 trigram index');
  raw.exec("INSERT INTO products_fts (products_fts) VALUES ('rebuild')");
  raw.exec("INSERT INTO products_fts (products_fts) VALUES ('optimize')");
  for (const item of ddl.filter((d) => d.type === 'trigger')) raw.exec(item.sql);
  log('analyzing');
  raw.exec('ANALYZE');
  raw.pragma('journal_mode = WAL');
  raw.close();
}

async function loadPostgres() {
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  const now = new Date().toISOString();
  const ids = (rows: { id: number }[]) => rows.map((r) => Number(r.id));

  const units = ids((await client.query('SELECT id FROM units')).rows);
  const b = brandRows(brandCount, rng);
  const brands = ids(
    (
      await client.query(
        `INSERT INTO brands (name_en, name_ar, search_text, created_at, updated_at)
         SELECT *, $4::timestamptz, $4::timestamptz FROM unnest($1::text[], $2::text[], $3::text[]) RETURNING id`,
        [b.map((r) => r.name_en), b.map((r) => r.name_ar), b.map((r) => r.search_text), now],
      )
    ).rows,
  );
  const plan = categoryRows(categoryCount, rng);
  const categoryIds: number[] = [];
  await client.query('BEGIN');
  for (const c of plan) {
    const parent = c.parent === null ? null : categoryIds[c.parent];
    const { rows } = await client.query(
      'INSERT INTO categories (parent_id, name_en, name_ar, slug, search_text, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id',
      [parent, c.name_en, c.name_ar, c.slug, c.search_text, now],
    );
    categoryIds.push(Number(rows[0].id));
  }
  await client.query('COMMIT');
  const leaves = categoryIds.filter((_, i) => !plan.some((c) => c.parent === i));
  log(`${brands.length} brands, ${categoryIds.length} categories (${leaves.length} leaves)`);

  const { rows: indexes } = await client.query(
    "SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename = 'products' AND indexname <> 'products_pkey'",
  );
  for (const index of indexes) await client.query(`DROP INDEX ${index.indexname}`);
  const columns = productColumns.map(([name]) => name);
  const insert = `INSERT INTO products (${columns.join(', ')}) SELECT * FROM unnest(${productColumns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')})`;
  const refs = { categories: leaves, brands, units };
  for (let from = 0; from < count; from += BATCH) {
    const to = Math.min(count, from + BATCH);
    const arrays: unknown[][] = productColumns.map(() => []);
    for (let n = from; n < to; n += 1) productRow(n + 1, count, rng, refs, flagOf).forEach((value, i) => arrays[i]?.push(value));
    await client.query(insert, arrays);
    if ((from / BATCH) % 20 === 0) log(`${to.toLocaleString('en')} products`);
  }
  log('rows loaded; building indexes');
  await client.query("SET maintenance_work_mem = '1GB'");
  await client.query('SET max_parallel_maintenance_workers = 2');
  for (const index of indexes) {
    await client.query(index.indexdef);
    log(`  ${index.indexname}`);
  }
  log('vacuum analyze');
  await client.query('VACUUM ANALYZE');
  await client.end();
}

await freshDatabase();
await migrateAndSeed();
log(`${target.dialect}: migrated and seeded; loading ${count.toLocaleString('en')} products`);
await (target.dialect === 'sqlite' ? loadSqlite() : loadPostgres());
log(`done: ${target.url.replace(/\/\/[^@]*@/, '//')}`);
