/**
 * Fills a benchmark store with a large order history: `npm run generate:orders -w
 * @matjar/bench -- --db sqlite|postgres` (defaults: 1,000,000 orders over 2 years,
 * 100,000 customers, 50,000 products; store `matjar_bench_orders` /
 * bench/.data/matjar-bench-orders.db). The store is made afresh with the app's migrations
 * and demo seed and a catalogue (load-catalogue.ts); then customers with addresses and
 * the orders with their items, some invoices and the newest orders' timelines are
 * bulk-loaded with the indexes dropped, the indexes built once, and the tables analysed.
 */
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { type BulkTarget, loadRows, postgresBulk, sqliteBulk } from './bulk.js';
import { type Buyer, addressColumns, customerColumns, customerRows, placeOf, placesSql } from './customer-rows.js';
import { loadCataloguePostgres, loadCatalogueSqlite } from './load-catalogue.js';
import { type OrderRefs, eventColumns, invoiceColumns, invoiceLineColumns, itemColumns, orderColumns, orderRows } from './order-rows.js';
import { dropPostgresIndexes, dropSqliteIndexes, freshDatabase, log, migrateAndSeed, openBulkSqlite, rebuildFts } from './store.js';
import { argsOf, targetOf } from './target.js';
import { randomFrom } from './words.js';

const args = argsOf(process.argv.slice(2));
const target = targetOf(args, { database: 'matjar_bench_orders', file: 'matjar-bench-orders.db' });
const orderCount = Number(args.orders ?? 1_000_000);
const customerCount = Number(args.customers ?? 100_000);
const catalogue = { products: Number(args.products ?? 50_000), categories: Number(args.categories ?? 300), brands: Number(args.brands ?? 100) };
// The history ends at the start of today (UTC): the same day and seed give the same store.
const until = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`);
const window = { span: Number(args.days ?? 730) * 86_400_000, until, withTimeline: Math.ceil(orderCount / 10) };
const rng = randomFrom(20261123);
const TABLES = ['customers', 'customer_addresses', 'orders', 'order_items', 'order_events', 'invoices', 'invoice_lines'];

/** What the loads need from the seeded store: next ids, demo places, payment methods, staff, sellable products. */
interface Seeded {
  nextId: Record<'customers' | 'customer_addresses' | 'orders' | 'invoices', number>;
  places: Record<string, unknown>[];
  /** The demo customers' phones, which the new ones must not repeat. */
  phones: string[];
  methods: { id: number; group_key: string }[];
  staff: number[];
  products: OrderRefs['products'];
}

const seededSql = {
  next: (table: string) => `SELECT COALESCE(MAX(id), 0) + 1 AS next FROM ${table}`,
  methods: 'SELECT id, group_key FROM payment_methods ORDER BY id',
  staff: "SELECT id FROM users WHERE username IN ('admin', 'orders') ORDER BY id",
  products: `SELECT id, parent_id, name_en, name_ar, sku, barcode, selling_price, tax_percent, variant FROM products
    WHERE variants_count = 0 AND is_archived = FALSE AND selling_price > 0 ORDER BY id`,
};

async function readSeeded(query: (text: string) => Promise<Record<string, unknown>[]>): Promise<Seeded> {
  const next = async (table: string) => Number((await query(seededSql.next(table)))[0]?.next);
  return {
    nextId: { customers: await next('customers'), customer_addresses: await next('customer_addresses'), orders: await next('orders'), invoices: await next('invoices') },
    places: await query(placesSql),
    phones: (await query('SELECT phone FROM customers')).map((r) => String(r.phone)),
    methods: (await query(seededSql.methods)).map((r) => ({ id: Number(r.id), group_key: String(r.group_key) })),
    staff: (await query(seededSql.staff)).map((r) => Number(r.id)),
    products: (await query(seededSql.products)).map((r) => ({
      id: Number(r.id), parent_id: r.parent_id === null ? null : Number(r.parent_id), name_en: String(r.name_en), name_ar: String(r.name_ar),
      sku: String(r.sku), barcode: r.barcode === null ? null : String(r.barcode), selling_price: Number(r.selling_price), tax_percent: Number(r.tax_percent), variant: (r.variant as string | null) ?? null,
    })),
  };
}

/** Customers, then orders with items, events, invoices and lines, through the dialect's bulk writers. */
async function loadOrders(bulk: BulkTarget, seeded: Seeded) {
  const places = seeded.places.map(placeOf);
  const customers = bulk.writer('customers', customerColumns);
  const addresses = bulk.writer('customer_addresses', addressColumns);
  const buyers: Buyer[] = [];
  let addressId = seeded.nextId.customer_addresses;
  const phones = new Set(seeded.phones);
  await loadRows(bulk, customerCount, 'customers', (k) => {
    const rows = customerRows(k, seeded.nextId.customers + k, addressId, places, rng, phones, window);
    customers.push(rows.customer);
    rows.addresses.forEach((row) => addresses.push(row));
    addressId += rows.addresses.length;
    buyers.push(rows.buyer);
  });

  const refs: OrderRefs = { buyers, products: seeded.products, methods: seeded.methods, staff: seeded.staff };
  const [orders, items, events, invoices, lines] = [
    bulk.writer('orders', orderColumns), bulk.writer('order_items', itemColumns), bulk.writer('order_events', eventColumns),
    bulk.writer('invoices', invoiceColumns), bulk.writer('invoice_lines', invoiceLineColumns),
  ];
  const codes = new Set<string>();
  let invoiceId = seeded.nextId.invoices;
  let counts = { items: 0, events: 0, invoices: 0 };
  await loadRows(bulk, orderCount, 'orders', (n) => {
    const rows = orderRows(n, seeded.nextId.orders + n, orderCount, refs, rng, codes, window);
    orders.push(rows.order);
    rows.items.forEach((row) => items.push(row));
    rows.events.forEach((row) => events.push(row));
    if (rows.invoice) {
      const invoice = rows.invoice(invoiceId);
      invoiceId += 1;
      invoices.push(invoice.row);
      invoice.lines.forEach((row) => lines.push(row));
    }
    counts = { items: counts.items + rows.items.length, events: counts.events + rows.events.length, invoices: counts.invoices + (rows.invoice ? 1 : 0) };
  });
  log(`${orderCount.toLocaleString('en')} orders, ${counts.items.toLocaleString('en')} items, ${counts.events.toLocaleString('en')} events, ${counts.invoices.toLocaleString('en')} invoices`);
}

async function generateSqlite() {
  const raw = openBulkSqlite(SQLite, target);
  await loadCatalogueSqlite(raw, catalogue, rng);
  const seeded = await readSeeded(async (text) => raw.prepare(text).all() as Record<string, unknown>[]);
  const restore = dropSqliteIndexes(raw, TABLES);
  await loadOrders(sqliteBulk(raw), seeded);
  log('building indexes');
  restore.indexes();
  rebuildFts(raw, 'customers_fts');
  restore.triggers();
  log('analyzing');
  raw.exec('ANALYZE');
  raw.pragma('journal_mode = WAL');
  raw.close();
}

async function generatePostgres() {
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  await loadCataloguePostgres(client, catalogue, rng);
  const seeded = await readSeeded(async (text) => (await client.query(text)).rows);
  const rebuild = await dropPostgresIndexes(client, TABLES);
  // The rows are made consistent here; foreign key triggers would double the load time.
  await client.query("SET session_replication_role = 'replica'");
  await loadOrders(postgresBulk(client), seeded);
  await client.query("SET session_replication_role = 'origin'");
  for (const table of TABLES) await client.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT MAX(id) FROM ${table}))`);
  log('building indexes');
  await rebuild();
  log('vacuum analyze');
  await client.query('VACUUM ANALYZE');
  await client.end();
}

await freshDatabase(target);
await migrateAndSeed(target);
log(`${target.dialect}: migrated and seeded; ${catalogue.products.toLocaleString('en')} products, ${customerCount.toLocaleString('en')} customers, ${orderCount.toLocaleString('en')} orders`);
await (target.dialect === 'sqlite' ? generateSqlite() : generatePostgres());
log(`done: ${target.url.replace(/\/\/[^@]*@/, '//')}`);
