/**
 * What every benchmark here does: build the real app in-process (buildApp) over the
 * benchmark store, add a bare route as the baseline, sign in, drive each scenario with
 * autocannon from a worker thread after a 2-second warm-up, print a table and write
 * `bench/.data/results-{name}-{db}.json`. Two shared cores make the tail the scheduler's
 * when other work runs, so the 1-minute load average is kept with every figure.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { type App, buildApp } from '../../apps/api/src/app.js';
import { loadConfig } from '../../apps/api/src/config.js';
import { type StoreNames, argsOf, dataDir, targetOf } from './target.js';

export interface Scenario {
  name: string;
  path: string;
  /** Target p99 in ms; null for the references. */
  target: number | null;
}

export interface BenchOptions {
  /** `products`, `orders`: names the results file. */
  name: string;
  /** The store's default names (`--database`, `--file` override them); the products store's when not given. */
  store?: StoreNames;
  /** What the table's title says of the store, e.g. "1,000,000 products". */
  describe: (db: App['db']) => Promise<string>;
  scenarios: (db: App['db']) => Promise<Scenario[]>;
}

interface Row {
  scenario: string;
  rps: number;
  p50: number;
  p99: number;
  target: number | null;
  errors: number;
  /** 1-minute load average as the scenario started. */
  load: number;
}

/** The real app over a benchmark store, listening on a free local port, signed in as the demo admin. */
export interface BenchServer {
  built: App;
  base: string;
  /** A bearer token for the whole run, and Arabic answers. */
  headers: Record<string, string>;
  dialect: 'sqlite' | 'postgres';
}

export async function startBenchServer(args: Record<string, string>, store: StoreNames | undefined, name: string): Promise<BenchServer> {
  const target = targetOf(args, store);
  if (target.dialect === 'sqlite' && !fs.existsSync(target.url.replace(/^file:/, ''))) {
    throw new Error(`No benchmark store: run the ${name} generator with --db sqlite first`);
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
  return { built, base, headers: { authorization: `Bearer ${token}`, 'accept-language': 'ar' }, dialect: target.dialect };
}

/**
 * Command line: `--db sqlite|postgres`, `--duration` seconds per scenario (10),
 * `--connections` (10), `--only <text>` (the two references plus the scenarios whose name
 * holds it), `--database <name>` / `--file <name>` (another store), `--encoding br|gzip`
 * (ask for compressed answers, as a browser does).
 */
export async function runBench(options: BenchOptions): Promise<void> {
  const args = argsOf(process.argv.slice(2));
  const duration = Number(args.duration ?? 10);
  const connections = Number(args.connections ?? 10);
  const { built, base, headers: signedIn, dialect } = await startBenchServer(args, options.store, options.name);
  const headers = args.encoding ? { ...signedIn, 'accept-encoding': args.encoding } : signedIn;
  const target = { dialect };

  const scenarios: Scenario[] = [
    { name: 'bare Fastify route', path: '/bench/bare', target: null },
    // Sign-in check alone (token, session, grants): what every dashboard call pays.
    { name: 'signed-in GET /me (reference)', path: '/api/dashboard/me', target: null },
    ...(await options.scenarios(built.db)),
  ];
  const rows: Row[] = [];
  const loadAtStart = os.loadavg();
  const chosen = scenarios.filter((s, i) => i < 2 || !args.only || s.name.includes(args.only));
  for (const scenario of chosen) {
    const probe = await fetch(`${base}${scenario.path}`, { headers });
    if (probe.status !== 200) throw new Error(`${scenario.name}: ${probe.status} ${await probe.text()}`);
    // The load comes from a worker thread, so the server's event loop serves requests only.
    await autocannon({ url: `${base}${scenario.path}`, connections, duration: 2, headers, workers: 1 }); // warm-up
    const load = os.loadavg()[0] ?? 0;
    const result = await autocannon({ url: `${base}${scenario.path}`, connections, duration, headers, workers: 1 });
    rows.push({
      scenario: scenario.name,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      target: scenario.target,
      errors: result.errors + result.timeouts + result.non2xx,
      load,
    });
    console.log(`  ${scenario.name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, load ${load.toFixed(1)}`);
  }

  const store = await options.describe(built.db);
  const bare = rows[0] as Row;
  const pad = (text: string, width: number) => text.padEnd(width);
  const loads = (values: number[]) => values.map((v) => v.toFixed(2)).join(' ');
  const loadAtEnd = os.loadavg();
  const encoding = args.encoding ? `, Accept-Encoding: ${args.encoding}` : '';
  console.log(`\n${target.dialect}, ${store}, ${connections} connections, ${duration} s per scenario${encoding}, ${new Date().toISOString()}`);
  console.log(`load average (1, 5, 15 min) at start ${loads(loadAtStart)}, at end ${loads(loadAtEnd)}\n`);
  console.log(`${pad('scenario', 38)}${pad('req/s', 9)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('vs bare', 9)}${pad('target p99', 12)}${pad('load', 6)}result`);
  for (const row of rows) {
    const verdict = row.target === null ? '' : row.p99 < row.target && row.errors === 0 ? 'met' : 'MISSED';
    console.log(
      `${pad(row.scenario, 38)}${pad(String(Math.round(row.rps)), 9)}${pad(String(row.p50), 8)}${pad(String(row.p99), 8)}` +
        `${pad(row === bare ? '1' : `1/${(bare.rps / row.rps).toFixed(1)}`, 9)}${pad(row.target === null ? '' : `< ${row.target}`, 12)}` +
        `${pad(row.load.toFixed(1), 6)}${verdict}${row.errors ? ` (${row.errors} errors)` : ''}`,
    );
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const file = options.name === 'products' ? `results-${target.dialect}.json` : `results-${options.name}-${target.dialect}.json`;
  const record = { store, at: new Date().toISOString(), connections, duration, encoding: args.encoding ?? null, loadAtStart, loadAtEnd, rows };
  fs.writeFileSync(path.join(dataDir, file), JSON.stringify(record, null, 2));
  // Let the load generator's last requests finish before the database goes.
  await new Promise((resolve) => setTimeout(resolve, 500));
  await built.close();
}
