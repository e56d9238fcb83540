/**
 * What compressing API answers costs the server: `npm run bench:compression -w @matjar/bench
 * -- --db sqlite|postgres [--requests 3000] [--connections 10] [--rounds 2]`. Run
 * `generate:products` first. The real app is built in-process over the products store;
 * each call is sent `--requests` times by autocannon in a separate process, so the
 * server's own CPU time (`process.cpuUsage`: event loop, thread pool, collector) is all
 * the process measures. Identity, gzip and brotli alternate round after round, so load on
 * the machine weighs on all three alike, and each compressed figure is given as a ratio of
 * the uncompressed one of the same run. Prints a table and writes
 * `bench/.data/results-compression-{db}.json`.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { startBenchServer } from './runner.js';
import { argsOf, dataDir } from './target.js';

const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
const CODINGS = ['identity', 'gzip', 'br'] as const;
type Coding = (typeof CODINGS)[number];

interface Call {
  name: string;
  path: string;
  /** Requests per measure; the large answers take fewer. */
  share: number;
}

interface Measure {
  cpuMsPerRequest: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** autocannon in its own process, `amount` requests; the server's CPU time over exactly that span. */
async function drive(url: string, headers: Record<string, string>, amount: number, connections: number): Promise<Measure> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const before = process.cpuUsage();
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, [autocannonCli, '-c', String(connections), '-a', String(amount), '-j', ...headerArgs, url], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`autocannon exited with ${code}`))));
  });
  const used = process.cpuUsage(before);
  const result = JSON.parse(output) as {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  return {
    cpuMsPerRequest: (used.user + used.system) / 1000 / result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function main() {
  const args = argsOf(process.argv.slice(2));
  const requests = Number(args.requests ?? 3000);
  const connections = Number(args.connections ?? 10);
  const rounds = Number(args.rounds ?? 2);
  const { built, base, headers, dialect } = await startBenchServer(args, undefined, 'products');
  const calls: Call[] = [
    { name: 'products list, page 1 (15 rows)', path: '/api/dashboard/products?perPage=15', share: 1 },
    { name: 'categories picker (every category)', path: '/api/dashboard/categories/list', share: 0.25 },
    { name: 'OpenAPI document', path: '/api/openapi.json', share: 0.25 },
  ];

  const sizes = new Map<string, number>();
  const results = new Map<string, Measure[]>();
  const loadAtStart = os.loadavg();
  for (const call of calls) {
    for (const coding of CODINGS) {
      const answer = await fetch(`${base}${call.path}`, { headers: { ...headers, 'accept-encoding': coding } });
      const body = Buffer.from(await answer.arrayBuffer());
      if (answer.status !== 200) throw new Error(`${call.name}: ${answer.status}`);
      // fetch decodes the body; the encoded size is what content-length says, or the body when not encoded.
      sizes.set(`${call.name}|${coding}`, Number(answer.headers.get('content-length') ?? body.length));
    }
    const amount = Math.max(200, Math.round(requests * call.share));
    await drive(`${base}${call.path}`, headers, Math.round(amount / 4), connections); // warm-up
    for (let round = 0; round < rounds; round++) {
      for (const coding of CODINGS) {
        const measure = await drive(`${base}${call.path}`, { ...headers, 'accept-encoding': coding }, amount, connections);
        const key = `${call.name}|${coding}`;
        results.set(key, [...(results.get(key) ?? []), measure]);
        console.log(`  ${call.name}, ${coding}: ${measure.cpuMsPerRequest.toFixed(3)} ms CPU/request, ${Math.round(measure.rps)} req/s, p99 ${measure.p99} ms`);
      }
    }
  }
  const loadAtEnd = os.loadavg();

  const rows = calls.flatMap((call) =>
    CODINGS.map((coding: Coding) => {
      const measures = results.get(`${call.name}|${coding}`) ?? [];
      const identity = median((results.get(`${call.name}|identity`) ?? []).map((m) => m.cpuMsPerRequest));
      const cpu = median(measures.map((m) => m.cpuMsPerRequest));
      return {
        call: call.name,
        coding,
        bytes: sizes.get(`${call.name}|${coding}`) ?? 0,
        cpuMsPerRequest: cpu,
        cpuVsIdentity: cpu / identity,
        rps: median(measures.map((m) => m.rps)),
        p99: median(measures.map((m) => m.p99)),
        errors: measures.reduce((sum, m) => sum + m.errors, 0),
      };
    }),
  );
  const loads = (values: number[]) => values.map((v) => v.toFixed(2)).join(' ');
  const lines = [
    `${dialect}, ${connections} connections, ${requests} requests per list measure, ${rounds} rounds, ${new Date().toISOString()}`,
    `load average (1, 5, 15 min) at start ${loads(loadAtStart)}, at end ${loads(loadAtEnd)}`,
    '',
    '| call | coding | bytes | CPU ms/request | vs identity | req/s | p99 ms |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.call} | ${r.coding} | ${r.bytes.toLocaleString('en')} | ${r.cpuMsPerRequest.toFixed(3)} | ${r.cpuVsIdentity.toFixed(2)} | ` +
        `${Math.round(r.rps)} | ${r.p99}${r.errors ? ` (${r.errors} errors)` : ''} |`,
    ),
  ];
  console.log(`\n${lines.join('\n')}`);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(path.join(dataDir, `results-compression-${dialect}.json`), JSON.stringify({ at: new Date().toISOString(), loadAtStart, loadAtEnd, rows }, null, 2));
  await new Promise((resolve) => setTimeout(resolve, 500));
  await built.close();
}

await main();
