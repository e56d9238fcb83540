/**
 * Adds a large order history to the benchmark store: `npm run generate:orders -w
 * @matjar/bench -- --db sqlite|postgres [--count 1000000] [--customers 50000]`. Run
 * `generate:products` first (its products are what the orders sell). Earlier generated
 * orders and customers are replaced; the demo ones stay. The orders' and items' indexes
 * are dropped for the bulk load and built afterwards, as a restore would.
 */
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { type Buyer, type Line, customerColumns, customerRow, itemColumns, orderColumns, orderRow } from './order-rows.js';
import { argsOf, targetOf } from './target.js';
import { randomFrom } from './words.js';

const args = argsOf(process.argv.slice(2));
const target = targetOf(args.db);
const count = Number(args.count ?? 1_000_000);
const customerCount = Number(args.customers ?? 50_000);
const BATCH = 10_000;
/** Generated rows start here, above the demo seed's. */
const FIRST_ID = 100_000;

const started = performance.now();
const log = (message: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${message}`);
const rng = randomFrom(20261123);
const now = new Date().toISOString();
const names = (columns: readonly (readonly [string, string])[]) => columns.map(([name]) => name);

interface Store {
  query: (sql: string) => Promise<Record<string, unknown>[]>;
  exec: (sql: string) => Promise<void>;
  /** Inserts rows of values in `columns` order. */
  insert: (table: string, columns: readonly (readonly [string, string])[], rows: unknown[][]) => Promise<void>;
  flag: (value: boolean) => number | boolean;
  /** Indexes of a table (not its primary key) as `CREATE` statements. */
  indexes: (table: string) => Promise<{ name: string; sql: string }[]>;
  close: () => Promise<void>;
}

function sqliteStore(): Store {
  const raw = new SQLite(target.url.replace(/^file:/, ''));
  raw.pragma('journal_mode = OFF');
  raw.pragma('synchronous = OFF');
  raw.pragma('cache_size = -400000');
  const prepared = new Map<string, SQLite.Statement>();
  return {
    query: async (sql) => raw.prepare(sql).all() as Record<string, unknown>[],
    exec: async (sql) => void raw.exec(sql),
    insert: async (table, columns, rows) => {
      const key = `${table}:${columns.length}`;
      const statement = prepared.get(key) ?? raw.prepare(`INSERT INTO ${table} (${names(columns).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`);
      prepared.set(key, statement);
      raw.transaction(() => rows.forEach((row) => statement.run(...row)))();
    },
    flag: (value) => (value ? 1 : 0),
    indexes: async (table) =>
      (raw.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL").all(table) as { name: string; sql: string }[]),
    close: async () => {
      raw.pragma('journal_mode = WAL');
      raw.close();
    },
  };
}

async function postgresStore(): Promise<Store> {
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  await client.query("SET maintenance_work_mem = '1GB'");
  return {
    query: async (sql) => (await client.query(sql)).rows,
    exec: async (sql) => void (await client.query(sql)),
    insert: async (table, columns, rows) => {
      const arrays = columns.map((_, i) => rows.map((row) => row[i]));
      const unnest = columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ');
      await client.query(`INSERT INTO ${table} (${names(columns).join(', ')}) SELECT * FROM unnest(${unnest})`, arrays);
    },
    flag: (value) => value,
    indexes: async (table) =>
      (await client.query("SELECT indexname AS name, indexdef AS sql FROM pg_indexes WHERE schemaname = 'public' AND tablename = $1 AND indexname NOT LIKE '%_pkey'", [table])).rows,
    close: () => client.end(),
  };
}

const store = target.dialect === 'sqlite' ? sqliteStore() : await postgresStore();

// A fresh history: generated rows of an earlier run go (the demo seed's stay).
for (const table of ['order_comments', 'order_events', 'order_items']) {
  await store.exec(`DELETE FROM ${table} WHERE order_id >= ${FIRST_ID}`);
}
await store.exec(`DELETE FROM orders WHERE id >= ${FIRST_ID}`);
await store.exec(`DELETE FROM customers WHERE id >= ${FIRST_ID}`);

const products = (await store.query('SELECT id, name_en, name_ar, sku, selling_price FROM products WHERE variants_count = 0 AND selling_price > 0 ORDER BY id LIMIT 200000'))
  .map((p): Line => ({ productId: Number(p.id), name_en: String(p.name_en), name_ar: String(p.name_ar), sku: String(p.sku), price: Number(p.selling_price) }));
const cities = (await store.query('SELECT c.id AS city, g.id AS governorate, g.country_id AS country FROM cities c JOIN governorates g ON g.id = c.governorate_id'))
  .map((c) => ({ city: Number(c.city), governorate: Number(c.governorate), country: Number(c.country) }));
if (!products.length || !cities.length) throw new Error('Run generate:products first: the store needs products and places');

const dropped: { name: string; sql: string }[] = [];
for (const table of ['orders', 'order_items', 'customers']) {
  for (const index of await store.indexes(table)) {
    await store.exec(`DROP INDEX ${index.name}`);
    dropped.push(index);
  }
}

const buyers: Buyer[] = [];
for (let from = 0; from < customerCount; from += BATCH) {
  const rows = [];
  for (let n = from; n < Math.min(customerCount, from + BATCH); n += 1) {
    const { row, buyer } = customerRow(FIRST_ID + n, rng, store.flag, now);
    rows.push(row);
    buyers.push(buyer);
  }
  await store.insert('customers', customerColumns, rows);
}
log(`${customerCount.toLocaleString('en')} customers`);

let itemCount = 0;
for (let from = 0; from < count; from += BATCH) {
  const orders: unknown[][] = [];
  const items: unknown[][] = [];
  for (let n = from; n < Math.min(count, from + BATCH); n += 1) {
    const made = orderRow(FIRST_ID + n, n, count, rng, buyers, products, cities);
    orders.push(made.order);
    items.push(...made.items);
  }
  await store.insert('orders', orderColumns, orders);
  await store.insert('order_items', itemColumns, items);
  itemCount += items.length;
  if ((from / BATCH) % 10 === 0) log(`${Math.min(count, from + BATCH).toLocaleString('en')} orders, ${itemCount.toLocaleString('en')} items`);
}
log(`${count.toLocaleString('en')} orders and ${itemCount.toLocaleString('en')} items loaded; building indexes`);
for (const index of dropped) {
  await store.exec(index.sql);
  log(`  ${index.name}`);
}
if (target.dialect === 'postgres') {
  await store.exec("SELECT setval(pg_get_serial_sequence('orders', 'id'), (SELECT max(id) FROM orders))");
  await store.exec("SELECT setval(pg_get_serial_sequence('customers', 'id'), (SELECT max(id) FROM customers))");
  await store.exec("SELECT setval(pg_get_serial_sequence('order_items', 'id'), (SELECT max(id) FROM order_items))");
  await store.exec('VACUUM ANALYZE orders');
  await store.exec('VACUUM ANALYZE order_items');
  await store.exec('VACUUM ANALYZE customers');
} else {
  await store.exec('ANALYZE');
}
await store.close();
log('done');
