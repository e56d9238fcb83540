/**
 * Measures the authenticated products list against a bare Fastify route in the same
 * process: `npm run bench:products -w @matjar/bench -- --db sqlite|postgres [--duration 10]
 * [--connections 10] [--only "search"]`. Run `generate:products` first. The real app is
 * built in-process (buildApp) over the benchmark store and listens on a free local port;
 * autocannon drives each scenario for `duration` seconds from a worker thread.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../../apps/api/src/app.js';
import { loadConfig } from '../../apps/api/src/config.js';
import { argsOf, dataDir, targetOf } from './target.js';

// On shared cores the tail is the scheduler's: a run is only comparable with its load.
const startLoad = os.loadavg().map((n) => n.toFixed(2)).join(', ');
const startedAt = new Date().toISOString();
const args = argsOf(process.argv.slice(2));
const target = targetOf(args.db);
const duration = Number(args.duration ?? 10);
const connections = Number(args.connections ?? 10);

if (target.dialect === 'sqlite' && !fs.existsSync(target.url.replace(/^file:/, ''))) {
  throw new Error('No benchmark store: run `npm run generate:products -w @matjar/bench -- --db sqlite` first');
}

const built = await buildApp(
  loadConfig({
    ...process.env,
    DATABASE_URL: target.url,
    DATA_DIR: path.join(dataDir, 'run'),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'error',
    // One token for the whole run.
    ACCESS_TOKEN_TTL: '3600',
  }),
);
// The baseline: a route with no database work, through the same server, hooks and plugins.
built.app.get('/bench/bare', { config: { public: true } }, async () => ({ data: [] }));
await built.app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}`;

const login = await fetch(`${base}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'admin@example.com', password: 'password123' }),
});
const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
const headers = { authorization: `Bearer ${token}`, 'accept-language': 'ar' };

const db = built.db;
const total = Number((await db.selectFrom('products').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const maxId = Number((await db.selectFrom('products').select((eb) => eb.fn.max('id').as('m')).executeTakeFirstOrThrow()).m);
const root = await db.selectFrom('categories').select('id').where('parent_id', 'is', null).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
const brand = await db.selectFrom('brands').select('id').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
// A cursor half way down the default order (newest first), as a client holds after paging there.
const middle = Math.floor(maxId / 2);
const deepCursor = Buffer.from(JSON.stringify({ v: middle, id: middle })).toString('base64url');

const list = '/api/dashboard/products';
const scenarios: { name: string; path: string; target: number | null }[] = [
  { name: 'bare Fastify route', path: '/bench/bare', target: null },
  // Sign-in check alone (token, session, grants): what every dashboard call pays.
  { name: 'signed-in GET /me (reference)', path: '/api/dashboard/me', target: null },
  { name: 'list, page 1', path: `${list}?perPage=15`, target: 30 },
  { name: 'list, deep page (cursor)', path: `${list}?perPage=15&cursor=${deepCursor}`, target: 30 },
  { name: 'list, page 200 (offset)', path: `${list}?perPage=15&page=200`, target: 30 },
  { name: 'list, sorted by price', path: `${list}?perPage=15&sort=-price`, target: 30 },
  { name: 'list, sorted by Arabic name', path: `${list}?perPage=15&sort=name`, target: 30 },
  { name: 'list, category tree + in stock', path: `${list}?perPage=15&category_id=${root.id}&stock=in`, target: 30 },
  { name: 'list, brand + out of stock', path: `${list}?perPage=15&brand_id=${brand.id}&stock=out`, target: 30 },
  { name: 'search Arabic "عسل طبيعى"', path: `${list}?perPage=15&search=${encodeURIComponent('عسل طبيعى')}`, target: 60 },
  { name: 'search Arabic "قميص" (common)', path: `${list}?perPage=15&search=${encodeURIComponent('قميص')}`, target: 60 },
  { name: 'search sku', path: `${list}?perPage=15&search=P00512345`, target: 60 },
];

interface Row {
  scenario: string;
  rps: number;
  p50: number;
  p99: number;
  target: number | null;
  errors: number;
}
const rows: Row[] = [];
// `--only "page 1"` runs the two references and the scenarios whose name holds that text.
const chosen = scenarios.filter((s, i) => i < 2 || !args.only || s.name.includes(args.only));
for (const scenario of chosen) {
  const probe = await fetch(`${base}${scenario.path}`, { headers });
  if (probe.status !== 200) throw new Error(`${scenario.name}: ${probe.status} ${await probe.text()}`);
  // The load comes from a worker thread, so the server's event loop serves requests only.
  await autocannon({ url: `${base}${scenario.path}`, connections, duration: 2, headers, workers: 1 }); // warm-up
  const result = await autocannon({ url: `${base}${scenario.path}`, connections, duration, headers, workers: 1 });
  rows.push({
    scenario: scenario.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    target: scenario.target,
    errors: result.errors + result.timeouts + result.non2xx,
  });
  console.log(`  ${scenario.name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
}

const bare = rows[0] as Row;
const pad = (text: string, width: number) => text.padEnd(width);
console.log(`\n${target.dialect}, ${total.toLocaleString('en')} products, ${connections} connections, ${duration} s per scenario`);
console.log(`started ${startedAt}, load average ${startLoad} (1, 5, 15 min) at the start\n`);
console.log(`${pad('scenario', 34)}${pad('req/s', 9)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('vs bare', 9)}${pad('target p99', 12)}result`);
for (const row of rows) {
  const verdict = row.target === null ? '' : row.p99 < row.target && row.errors === 0 ? 'ok' : 'MISSED';
  console.log(
    `${pad(row.scenario, 34)}${pad(String(Math.round(row.rps)), 9)}${pad(String(row.p50), 8)}${pad(String(row.p99), 8)}` +
      `${pad(row === bare ? '1' : `1/${(bare.rps / row.rps).toFixed(1)}`, 9)}${pad(row.target === null ? '' : `< ${row.target}`, 12)}${verdict}${row.errors ? ` (${row.errors} errors)` : ''}`,
  );
}
fs.mkdirSync(dataDir, { recursive: true });
fs.writeFileSync(path.join(dataDir, `results-${target.dialect}.json`), JSON.stringify({ startedAt, startLoad, total, connections, duration, rows }, null, 2));
// Let the load generator's last requests finish before the database goes.
await new Promise((resolve) => setTimeout(resolve, 500));
await built.close();
