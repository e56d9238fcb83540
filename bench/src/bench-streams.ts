/**
 * `npm run bench:streams`: live notification streams (issue 18).
 *
 * Two API processes, both the bundled server (apps/api/build.mjs) as `npm start` runs it,
 * over one fresh PostgreSQL database (`matjar_bench_streams`, dropped at the end):
 *
 * 1. Idle streams: process B holds `--streams` (5,000) open event streams of one user who is
 *    never notified, ten to a session (the most one session may hold on a process); B's
 *    resident memory (Linux VmRSS) is read with none, at 1,000 and at the full count.
 *    Target: 5,000 under 300 MB.
 * 2. Delay: with 1,000 idle streams open on B (and again with all of them), the support
 *    agent replies `--replies` (200) times on process A to a ticket of the Super Admin, one at
 *    a time; each reply's event is awaited on the Super Admin's stream on B. The delay is from
 *    sending the reply to A until its event arrives from B (through LISTEN/NOTIFY).
 *    Target: p99 under 500 ms at 1,000 streams.
 *
 * Loopback only; every loop is bounded. Prints the figures and writes
 * bench/.data/streams-results.json.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import serverNodeArgs from '../../apps/api/server-node-args.json' with { type: 'json' };
import { MAX_STREAMS_PER_SESSION } from '../../apps/api/src/modules/notifications/index.js';
import { benchDir, dataDir } from './target.js';

const { values } = parseArgs({
  options: {
    streams: { type: 'string', default: '5000' },
    replies: { type: 'string', default: '200' },
    server: { type: 'string', default: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
    'port-a': { type: 'string', default: '8561' },
    'port-b': { type: 'string', default: '8562' },
    /** Node options of the two servers, e.g. `--max-old-space-size=128`. */
    'server-node-options': { type: 'string', default: '' },
  },
});
const totalStreams = Number(values.streams);
const replies = Number(values.replies);
const apiDir = path.join(benchDir, '..', 'apps', 'api');
const workDir = path.join(dataDir, 'streams');
const databaseName = 'matjar_bench_streams';
const load = () => os.loadavg().map((l) => l.toFixed(1)).join(' ');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: values.server });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

interface Server {
  url: string;
  port: number;
  rss: () => Promise<number>;
  stop: () => Promise<void>;
}

async function startServer(port: number, databaseUrl: string): Promise<Server> {
  const child: ChildProcess = spawn(process.execPath, [...serverNodeArgs, path.join(workDir, 'dist/server.js')], {
    cwd: apiDir,
    env: {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, DATA_DIR: path.join(workDir, 'data'),
      LOG_LEVEL: 'error', WEB_DIST: workDir, ACCESS_TOKEN_TTL: '3600', NODE_ENV: '', NODE_OPTIONS: values['server-node-options'],
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited with ${child.exitCode}`);
    if (await fetch(`${url}/api/bootstrap`).then((r) => r.ok, () => false)) break;
    if (tries > 600) throw new Error(`server on ${port} did not start`);
    await sleep(100);
  }
  return {
    url,
    port,
    rss: async () => Number(/VmRSS:\s+(\d+) kB/.exec(await fs.readFile(`/proc/${child.pid}/status`, 'utf8'))?.[1]) * 1024,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function call(url: string, method: string, token: string | undefined, body?: unknown) {
  const response = await fetch(url, {
    method,
    headers: { ...(body !== undefined && { 'content-type': 'application/json' }), ...(token && { authorization: `Bearer ${token}` }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { data: any };
  if (!response.ok) throw new Error(`${method} ${url} → ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}
const signIn = async (server: Server, email: string) => (await call(`${server.url}/api/login`, 'POST', undefined, { email, password: 'password123' })).access_token as string;

/** Opens one stream on `server` as the token's user; `onEvent` gets each notification's data. */
async function openStream(server: Server, token: string, onEvent?: (data: { id: number }) => void): Promise<http.ClientRequest> {
  const { ticket } = await call(`${server.url}/api/dashboard/notifications/ticket`, 'POST', token);
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port: server.port, path: `/api/notifications/stream?ticket=${ticket}`, agent: false }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream → ${response.statusCode}`));
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk: string) => {
        if (!onEvent) return;
        buffer += chunk;
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop() ?? '';
        for (const block of blocks) {
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (data) onEvent(JSON.parse(data.slice(6)));
        }
      });
      resolve(request);
    });
    request.on('error', reject);
  });
}

/**
 * Opens idle streams of `email`'s user until `open` holds `count`: a session of their own for
 * each batch, since a session's next stream past the limit would close its oldest.
 */
async function openIdle(server: Server, email: string, open: http.ClientRequest[], count: number) {
  while (open.length < count) {
    const token = await signIn(server, email);
    const batch = Math.min(MAX_STREAMS_PER_SESSION, count - open.length);
    open.push(...(await Promise.all(Array.from({ length: batch }, () => openStream(server, token)))));
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

async function main() {
  console.log(`Streams: ${totalStreams} idle, ${replies} replies, server options "${values['server-node-options']}" (load ${load()}, open files limit ${execFileSync('sh', ['-c', 'ulimit -n']).toString().trim()})`);
  await fs.rm(workDir, { recursive: true, force: true });
  await fs.mkdir(workDir, { recursive: true });
  execFileSync(process.execPath, ['build.mjs', '--outdir', path.join(workDir, 'dist')], { cwd: apiDir, stdio: 'inherit' });
  await admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${databaseName}`);
  const databaseUrl = new URL(values.server);
  databaseUrl.pathname = `/${databaseName}`;

  const servers: Server[] = [];
  const idle: http.ClientRequest[] = [];
  try {
    // A migrates and seeds first; B starts on the ready database.
    const a = await startServer(Number(values['port-a']), databaseUrl.toString());
    servers.push(a);
    const b = await startServer(Number(values['port-b']), databaseUrl.toString());
    servers.push(b);

    // One after another: parallel sign-ins from one address are what the sign-in throttle holds back.
    const adminToken = await signIn(a, 'admin@example.com');
    const agentToken = await signIn(a, 'support@example.com');
    const ticket = await call(`${a.url}/api/dashboard/tickets`, 'POST', adminToken, {
      subject: 'Benchmark ticket', department: 'technical', phone: '01001234567', description: 'Replies measured across processes.',
    });

    let arrivals: (() => void) | undefined;
    const watched = await openStream(b, adminToken, () => arrivals?.());

    /** Replies one at a time on A; each delay runs until its event arrives on B. */
    async function measure(count: number) {
      const delays: number[] = [];
      for (let i = 0; i < count; i += 1) {
        const started = performance.now();
        const arrived = new Promise<void>((resolve) => (arrivals = () => resolve()));
        await call(`${a.url}/api/dashboard/tickets/${ticket.id}/replies`, 'POST', agentToken, { body: `Reply ${i + 1}` });
        await Promise.race([arrived, sleep(5000).then(() => Promise.reject(new Error(`reply ${i + 1}: no event within 5 s`)))]);
        delays.push(performance.now() - started);
      }
      const sorted = delays.sort((x, y) => x - y);
      return { count, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN };
    }

    await sleep(1000);
    const rss0 = await b.rss();
    await openIdle(b, 'catalogue@example.com', idle, Math.min(1000, totalStreams));
    await sleep(2000);
    const rss1000 = await b.rss();
    const delay1000 = await measure(replies);
    await openIdle(b, 'catalogue@example.com', idle, totalStreams);
    await sleep(2000);
    const rssAll = await b.rss();
    const delayAll = await measure(Math.ceil(replies / 2));
    watched.destroy();

    const perStream = (rssAll - rss0) / totalStreams;
    console.log(`\n| open streams on B | RSS of B |\n|---:|---:|`);
    console.log(`| 0 | ${mb(rss0)} MB |\n| 1,000 | ${mb(rss1000)} MB |\n| ${totalStreams.toLocaleString('en')} | ${mb(rssAll)} MB |`);
    console.log(`about ${(perStream / 1024).toFixed(1)} KB per stream`);
    console.log(`\n| streams open on B | replies on A | p50 ms | p99 ms | max ms |\n|---:|---:|---:|---:|---:|`);
    for (const [streams, d] of [[Math.min(1000, totalStreams), delay1000], [totalStreams, delayAll]] as const) {
      console.log(`| ${streams.toLocaleString('en')} | ${d.count} | ${d.p50.toFixed(1)} | ${d.p99.toFixed(1)} | ${d.max.toFixed(1)} |`);
    }
    console.log(`load at the end: ${load()}`);
    await fs.writeFile(
      path.join(dataDir, 'streams-results.json'),
      JSON.stringify({ at: new Date().toISOString(), streams: totalStreams, rss: { 0: rss0, 1000: rss1000, [totalStreams]: rssAll }, delay1000, delayAll }, null, 2),
    );
    process.exitCode = rssAll < 300 * 1024 * 1024 && delay1000.p99 < 500 ? 0 : 1;
  } finally {
    for (const request of idle) request.destroy();
    for (const server of servers.reverse()) await server.stop();
    await admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  }
}

await main();
