/**
 * Fills the benchmark store with a large catalogue: `npm run generate:products -w
 * @matjar/bench -- --db sqlite|postgres --count 1000000` (defaults: 2,000 categories, 500
 * brands). The database is made afresh with the app's own migrations and demo seed; the
 * product indexes and the search index are dropped for the bulk load and built afterwards.
 */
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { loadCataloguePostgres, loadCatalogueSqlite } from './load-catalogue.js';
import { freshDatabase, log, migrateAndSeed, openBulkSqlite } from './store.js';
import { argsOf, targetOf } from './target.js';
import { randomFrom } from './words.js';

const args = argsOf(process.argv.slice(2));
const target = targetOf(args);
const size = { products: Number(args.count ?? 1_000_000), categories: Number(args.categories ?? 2000), brands: Number(args.brands ?? 500) };
const rng = randomFrom(20261122);

await freshDatabase(target);
await migrateAndSeed(target);
log(`${target.dialect}: migrated and seeded; loading ${size.products.toLocaleString('en')} products`);
if (target.dialect === 'sqlite') {
  const raw = openBulkSqlite(SQLite, target);
  await loadCatalogueSqlite(raw, size, rng);
  log('analyzing');
  raw.exec('ANALYZE');
  raw.pragma('journal_mode = WAL');
  raw.close();
} else {
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  await loadCataloguePostgres(client, size, rng);
  log('vacuum analyze');
  await client.query('VACUUM ANALYZE');
  await client.end();
}
log(`done: ${target.url.replace(/\/\/[^@]*@/, '//')}`);
