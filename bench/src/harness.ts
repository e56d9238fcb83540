/**
 * The load harness both benchmarks share. The real app is built in-process (buildApp, as
 * `npm start` does) over a benchmark store and listens on a free local port, with a bare
 * route (`GET /bench/bare`) added to the same server as the baseline; the harness signs
 * in, then autocannon drives each scenario from a worker thread (so the server's event
 * loop only serves) after a 2-second warm-up. It prints a table with the load average,
 * and writes the figures as JSON under bench/.data.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../../apps/api/src/app.js';
import { loadConfig } from '../../apps/api/src/config.js';
import type { Target } from './store.js';
import { dataDir } from './target.js';

export interface Scenario {
  name: string;
  path: string;
  /** p99 target in ms; null for the references. */
  target: number | null;
}

interface Row {
  scenario: string;
  rps: number;
  p50: number;
  p99: number;
  target: number | null;
  errors: number;
  /** 1-minute load average when the scenario started. */
  load: number;
}

/** Builds the app over the store, signs in as the demo admin; `headers` authenticate every call in Arabic. */
export async function startBench(target: Target, generateHint: string) {
  if (target.dialect === 'sqlite' && !fs.existsSync(target.url.replace(/^file:/, ''))) {
    throw new Error(`No benchmark store: run \`${generateHint}\` first`);
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
  return { built, db: built.db, base, headers: { authorization: `Bearer ${token}`, 'accept-language': 'ar' } };
}

/** The references every table starts with: the bare route and the signed-in check alone. */
export const referenceScenarios: Scenario[] = [
  { name: 'bare Fastify route', path: '/bench/bare', target: null },
  // Sign-in check alone (token, session, grants): what every dashboard call pays.
  { name: 'signed-in GET /me (reference)', path: '/api/dashboard/me', target: null },
];

/**
 * Runs the references and the scenarios whose name holds `only` (all when not given),
 * prints the table and writes `bench/.data/{resultsName}.json`.
 */
export async function runScenarios(
  bench: Awaited<ReturnType<typeof startBench>>,
  scenarios: Scenario[],
  options: { duration: number; connections: number; only?: string; title: string; resultsName: string },
) {
  const { base, headers } = bench;
  const { duration, connections } = options;
  const rows: Row[] = [];
  const loadAtStart = os.loadavg();
  const chosen = [...referenceScenarios, ...scenarios.filter((s) => !options.only || s.name.includes(options.only))];
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
    console.log(`  ${scenario.name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (load ${load.toFixed(1)})`);
  }

  const bare = rows[0] as Row;
  const loads = (l: number[]) => l.map((v) => v.toFixed(2)).join(', ');
  const pad = (text: string, width: number) => text.padEnd(width);
  console.log(`\n${options.title}, ${connections} connections, ${duration} s per scenario, ${new Date().toISOString()}`);
  console.log(`load average at start ${loads(loadAtStart)}, at end ${loads(os.loadavg())}\n`);
  console.log(`${pad('scenario', 40)}${pad('req/s', 9)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('vs bare', 9)}${pad('target p99', 12)}${pad('load', 6)}result`);
  for (const row of rows) {
    const verdict = row.target === null ? '' : row.p99 < row.target && row.errors === 0 ? 'met' : 'MISSED';
    console.log(
      `${pad(row.scenario, 40)}${pad(String(Math.round(row.rps)), 9)}${pad(String(row.p50), 8)}${pad(String(row.p99), 8)}` +
        `${pad(row === bare ? '1' : `1/${(bare.rps / row.rps).toFixed(1)}`, 9)}${pad(row.target === null ? '' : `< ${row.target}`, 12)}` +
        `${pad(row.load.toFixed(1), 6)}${verdict}${row.errors ? ` (${row.errors} errors)` : ''}`,
    );
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const results = { title: options.title, at: new Date().toISOString(), connections, duration, loadAtStart, loadAtEnd: os.loadavg(), rows };
  fs.writeFileSync(path.join(dataDir, `${options.resultsName}.json`), JSON.stringify(results, null, 2));
  // Let the load generator's last requests finish before the database goes.
  await new Promise((resolve) => setTimeout(resolve, 500));
  await bench.built.close();
}
