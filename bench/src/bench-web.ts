/**
 * Lighthouse on the built web app, as a store's staff meet it on a phone:
 * `npm run bench:web [-- --only products] [--runs 5]`. Builds what is stale, starts the
 * server as `npm start` does on a fresh demo database, launches one Debian Chromium with a
 * debugging port, and runs Lighthouse 12.8.2 (its mobile preset: simulated slow 4G and a
 * 4× slower CPU) on each page in English and Arabic. The sign-in pages go first, signed
 * out; then playwright-core signs in through the form in the same browser, and Lighthouse
 * runs with storage reset disabled so the session (localStorage and IndexedDB) stays.
 * The HTTP cache, the service worker and its copies are cleared before each first visit;
 * a second run straight after it is the repeat visit (what is not taken from a cache). One
 * Lighthouse run moves by several points on this kind of machine, so each first visit is
 * measured `--runs` times (3 by default) and the run with the median performance score is the
 * one reported, as Lighthouse's own guidance on variability advises; the table lists every
 * run's score. With `--baseline <checkout>`, that checkout's server is measured beside this
 * one, the two taking turns run by run. Prints a table and writes it to `bench/.data/results-web.{json,md}`.
 *
 * The server speaks HTTPS with HTTP/2, as a store serves its dashboard (docs/decisions/0013),
 * with a self-signed certificate made for the run (`openssl`) that this script and the
 * browser trust; `--http1` measures the plain HTTP/1.1 server instead. `--traces` also
 * writes each reported first visit's trace (unthrottled, as Lighthouse recorded it) beside
 * its report, for a look at its tasks in DevTools' performance panel.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { type Browser, type Page, chromium } from 'playwright-core';
import { freePort } from '../../apps/api/test/crash/server-process.js';
import { argsOf, benchDir, dataDir } from './target.js';

type Locale = 'en' | 'ar';

interface WebPage {
  name: string;
  /** Dashboard path without the locale prefix. */
  path: string;
  signedIn: boolean;
  /** Bytes transferred on a first visit (cache empty) at most. */
  firstVisitBudget?: number;
  /** Bytes transferred on a repeat visit at most. */
  repeatVisitBudget?: number;
}

interface Row {
  page: string;
  locale: Locale;
  url: string;
  performance: number;
  /** The performance score of every run of the first visit, the reported one among them. */
  runScores: number[];
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
  repeatBytes: number | null;
  requests: number;
  /** Lighthouse's own warnings (e.g. a slow machine). */
  warnings: string[];
  missed: string[];
  /** The same first visit to the `--baseline` build, measured just before. */
  before?: Measure;
}

const root = path.resolve(benchDir, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-quic',
];
const ADMIN = { email: 'admin@example.com', password: 'password123' };
const KB = 1024;

const TARGETS = { performance: 90, lcpMs: 2500, tbtMs: 200, cls: 0.05 };

/** A key and a self-signed certificate for 127.0.0.1, made once in `bench/.data/tls/`. */
interface Certificate {
  keyFile: string;
  certFile: string;
  pem: Buffer;
}

function benchCertificate(): Certificate {
  const dir = path.join(dataDir, 'tls');
  const keyFile = path.join(dir, 'bench.key');
  const certFile = path.join(dir, 'bench.crt');
  if (!fs.existsSync(certFile)) {
    fs.mkdirSync(dir, { recursive: true });
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '365', '-subj', '/CN=127.0.0.1',
      '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', keyFile, '-out', certFile,
    ], { stdio: 'ignore' });
  }
  return { keyFile, certFile, pem: fs.readFileSync(certFile) };
}

/** A request to a bench server (trusting its certificate): its status and parsed JSON body. */
function call(url: string, certificate: Certificate | undefined, options: { method?: string; token?: string; json?: unknown } = {}) {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  const headers: Record<string, string> = {};
  if (body) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const { request } = url.startsWith('https:') ? https : http;
  return new Promise<{ status: number; body: any }>((resolve, reject) => {
    const sent = request(url, { method: options.method ?? 'GET', headers, ca: certificate?.pem }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        resolve({ status: response.statusCode ?? 0, body: text.startsWith('{') ? JSON.parse(text) : text });
      });
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

/** Waits until `child` is `ready`; answers how to stop it (SIGTERM, then its exit). */
async function whenReady(ready: () => Promise<boolean>, what: string, child: ChildProcess): Promise<() => Promise<void>> {
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    if (await ready().catch(() => false)) break;
    if (tries > 600) throw new Error(`${what} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return async () => {
    child.kill('SIGTERM');
    await exited;
  };
}

/** `BENCH_WEB_PORT=8350` pins the server to that port, the baseline's to the next and Chromium's debugging port to the one after, for a machine shared by ranges of ports. */
function portFromEnv(offset: number): number | undefined {
  const base = Number(process.env.BENCH_WEB_PORT);
  return Number.isInteger(base) && base > 0 ? base + offset : undefined;
}

/** A checkout's server as `npm start` runs it (its own process, same Node options) on a fresh demo database. */
async function startServer(checkout: string, name: string, port: number, certificate: Certificate | undefined): Promise<{ url: string; stop: () => Promise<void> }> {
  execFileSync(process.execPath, ['--input-type=module', '-e', "import { buildIfStale } from './scripts/build-if-stale.mjs'; buildIfStale();"], {
    cwd: checkout,
    stdio: 'inherit',
  });
  const dir = path.join(dataDir, name);
  fs.rmSync(dir, { recursive: true, force: true });
  const nodeArgs = JSON.parse(fs.readFileSync(path.join(checkout, 'apps/api/server-node-args.json'), 'utf8')) as string[];
  const child = spawn(process.execPath, [...nodeArgs, path.join(checkout, 'apps/api/dist/server.js')], {
    cwd: checkout,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      LOG_LEVEL: 'warn',
      ...(certificate ? { TLS_KEY_FILE: certificate.keyFile, TLS_CERT_FILE: certificate.certFile } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `${certificate ? 'https' : 'http'}://127.0.0.1:${port}`;
  const stop = await whenReady(async () => (await call(`${url}/api/bootstrap`, certificate)).status === 200, 'server', child);
  return { url, stop };
}

async function startChromium(certificate: Certificate | undefined): Promise<{ port: number; stop: () => Promise<void> }> {
  const port = portFromEnv(2) ?? (await freePort());
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'matjar-bench-web-'));
  // The run's own certificate: Chromium has no option to trust one file, only all.
  const trust = certificate ? ['--ignore-certificate-errors'] : [];
  const child = spawn(CHROMIUM, [...CHROMIUM_FLAGS, ...trust, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
  });
  const stopChromium = await whenReady(() => fetch(`http://127.0.0.1:${port}/json/version`).then((r) => r.ok), 'chromium', child);
  return {
    port,
    stop: async () => {
      await stopChromium();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** A product and an order of the demo data, for their pages. */
async function demoIds(base: string, certificate: Certificate | undefined): Promise<{ product: number; order: number }> {
  const login = await call(`${base}/api/login`, certificate, { method: 'POST', json: ADMIN });
  const token = (login.body as { data: { access_token: string } }).data.access_token;
  const first = async (list: string) => {
    const answer = await call(`${base}/api/dashboard/${list}?perPage=1`, certificate, { token });
    const body = answer.body as { data: Array<{ id: number }> };
    if (!body.data[0]) throw new Error(`the demo data has no ${list}`);
    return body.data[0].id;
  };
  return { product: await first('products'), order: await first('orders') };
}

async function signIn(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/en/dashboard/login`);
  await page.getByLabel('Email or username').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.includes('/login'));
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
}

interface Measure {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
  requests: number;
  warnings: string[];
}

/** Each first visit's full report, for a look at its waterfall and long tasks. */
const reportsDir = path.join(dataDir, 'lighthouse');

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): such a run is made again, twice at most. */
async function runLighthouse(url: string, port: number, first?: { emptyCaches: () => Promise<void> }, attempt = 1): Promise<Measure & { report: string; trace: unknown }> {
  // A first visit's caches are emptied before each attempt: a failed one may have filled them.
  await first?.emptyCaches();
  // The default config is the mobile preset; storage reset off keeps the session.
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError && attempt < 3) {
    console.log(`    ${url}: ${lhr.runtimeError.code}, once more`);
    return runLighthouse(url, port, first, attempt + 1);
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    requests,
    warnings: lhr.runWarnings.map(String),
    report: JSON.stringify(lhr),
    trace: result.artifacts.Trace,
  };
}

/** The run with the median performance score (the lower middle one of an even count). */
function medianRun<M extends Measure>(runs: M[]): M {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

function verdicts(row: Omit<Row, 'missed'>, spec: WebPage): string[] {
  const missed: string[] = [];
  if (row.performance < TARGETS.performance) missed.push(`performance < ${TARGETS.performance}`);
  if (row.lcpMs > TARGETS.lcpMs) missed.push(`LCP > ${TARGETS.lcpMs / 1000} s`);
  if (row.tbtMs > TARGETS.tbtMs) missed.push(`TBT > ${TARGETS.tbtMs} ms`);
  if (row.cls > TARGETS.cls) missed.push(`CLS > ${TARGETS.cls}`);
  if (spec.firstVisitBudget && row.bytes > spec.firstVisitBudget) missed.push(`bytes > ${spec.firstVisitBudget / KB} KB`);
  if (spec.repeatVisitBudget && row.repeatBytes !== null && row.repeatBytes > spec.repeatVisitBudget) {
    missed.push(`repeat bytes > ${spec.repeatVisitBudget / KB} KB`);
  }
  return missed;
}

function table(rows: Row[]): string {
  const kb = (bytes: number | null) => (bytes === null ? '' : `${(bytes / KB).toFixed(1)}`);
  // With a baseline, each first-visit figure reads "before → after".
  const cell = (r: Row, figure: (m: Measure) => string) => (r.before ? `${figure(r.before)} → ${figure(r)}` : figure(r));
  const lines = [
    '| page | lang | performance | runs | LCP s | TBT ms | CLS | KB | repeat KB | requests | |',
    '|---|---|---:|---|---:|---:|---:|---:|---:|---:|---|',
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.locale} | ${cell(r, (m) => String(m.performance))} | ${r.runScores.join(' ')} | ${cell(r, (m) => (m.lcpMs / 1000).toFixed(2))} | ` +
        `${cell(r, (m) => String(Math.round(m.tbtMs)))} | ${cell(r, (m) => m.cls.toFixed(3))} | ${cell(r, (m) => kb(m.bytes))} | ` +
        `${kb(r.repeatBytes)} | ${r.requests} | ${r.missed.length ? `**missed**: ${r.missed.join(', ')}` : 'met'} |`,
    ),
  ];
  return lines.join('\n');
}

/** The median of a baseline's and this build's figures over the signed-in pages: what one run says changed. */
function summary(rows: Row[]): string {
  const compared = rows.filter((r): r is Row & { before: Measure } => Boolean(r.before) && r.page !== 'sign-in');
  if (!compared.length) return '';
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle]! : ((sorted[middle - 1]! + sorted[middle]!) / 2);
  };
  const of = (figure: (m: Measure) => number) =>
    `${median(compared.map((r) => figure(r.before))).toFixed(0)} → ${median(compared.map((r) => figure(r))).toFixed(0)}`;
  return (
    `Signed-in pages, medians of ${compared.length} first visits, before → after: performance ${of((m) => m.performance)}, ` +
    `LCP ${of((m) => m.lcpMs)} ms, TBT ${of((m) => m.tbtMs)} ms; TBT after/before ${median(compared.map((r) => r.tbtMs / r.before.tbtMs)).toFixed(2)}`
  );
}

interface Served {
  url: string;
  stop: () => Promise<void>;
  ids: { product: number; order: number };
}

async function main(): Promise<void> {
  const args = argsOf(process.argv.slice(2));
  const runs = Math.max(1, Number(args.runs ?? 3));
  const certificate = args.http1 ? undefined : benchCertificate();
  const servers: Served[] = [];
  const serve = async (checkout: string, name: string, offset: number) => {
    const server = await startServer(checkout, name, portFromEnv(offset) ?? (await freePort()), certificate);
    servers.push({ ...server, ids: { product: 0, order: 0 } });
    const served = servers[servers.length - 1]!;
    served.ids = await demoIds(served.url, certificate);
    return served;
  };
  let browserProcess: Awaited<ReturnType<typeof startChromium>> | undefined;
  let browser: Browser | undefined;
  const rows: Row[] = [];
  const loadAtStart = os.loadavg();
  try {
    const current = await serve(root, 'web-server', 0);
    const baseline = args.baseline ? await serve(path.resolve(args.baseline), 'web-server-baseline', 1) : undefined;
    browserProcess = await startChromium(certificate);
    const debuggingPort = browserProcess.port;
    const pages = (ids: Served['ids']): WebPage[] =>
      [
        { name: 'sign-in', path: '/dashboard/login', signedIn: false, firstVisitBudget: 200 * KB },
        { name: 'home', path: '/dashboard', signedIn: true },
        { name: 'products list', path: '/dashboard/products', signedIn: true, firstVisitBudget: 400 * KB, repeatVisitBudget: 30 * KB },
        { name: 'product page', path: `/dashboard/products/${ids.product}/show`, signedIn: true },
        { name: 'orders list', path: '/dashboard/orders', signedIn: true },
        { name: 'order page', path: `/dashboard/orders/${ids.order}`, signedIn: true },
      ].filter((p) => !args.only || p.name.includes(args.only));

    browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
    const context = browser.contexts()[0];
    if (!context) throw new Error('chromium has no default context');
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);

    const emptyCachesOf = (server: Served) => async () => {
      await cdp.send('Network.clearBrowserCache');
      // The service worker (public/sw.js) keeps the built files once fetched: a first
      // visit starts without it and its copies, as on a phone that never opened the app.
      await cdp.send('Storage.clearDataForOrigin', { origin: server.url, storageTypes: 'service_workers,cache_storage' });
    };
    /**
     * `--runs` first visits of each build, the builds taking turns run by run, so a slow
     * spell of the machine falls on both alike; each build's median run is reported.
     */
    const firstVisits = async (visits: Array<{ server: Served; spec: WebPage; reportName: string }>, locale: Locale) => {
      const measured = visits.map(() => [] as Array<Measure & { report: string; trace: unknown }>);
      for (let run = 0; run < runs; run += 1) {
        for (const [index, { server, spec }] of visits.entries()) {
          measured[index]!.push(await runLighthouse(`${server.url}/${locale}${spec.path}`, debuggingPort, { emptyCaches: emptyCachesOf(server) }));
        }
      }
      fs.mkdirSync(reportsDir, { recursive: true });
      return visits.map(({ reportName }, index) => {
        const { report, trace, ...median } = medianRun(measured[index]!);
        fs.writeFileSync(path.join(reportsDir, `${reportName}.json`), report);
        if (args.traces) fs.writeFileSync(path.join(reportsDir, `${reportName}.trace.json`), JSON.stringify(trace));
        return { ...median, runScores: measured[index]!.map((m) => m.performance) };
      });
    };

    // Signed out first (the sign-in page sends a signed-in user on), then signed in once
    // on each server (each its own origin, so both sessions stay).
    for (const signedIn of [false, true]) {
      if (signedIn) {
        for (const server of servers) await signIn(page, server.url);
        // Off the app's site, so no renderer of ours keeps its memory cache across runs:
        // clearing the HTTP cache then empties everything a first visit could reuse.
        await page.goto('about:blank');
      }
      const specs = pages(current.ids).filter((p) => p.signedIn === signedIn);
      for (const [index, spec] of specs.entries()) {
        for (const locale of ['en', 'ar'] as const) {
          const reportName = `${spec.name.replace(/\W+/g, '-')}-${locale}`;
          const baselineSpec = baseline && pages(baseline.ids).filter((p) => p.signedIn === signedIn)[index];
          const visits = [
            ...(baseline && baselineSpec ? [{ server: baseline, spec: baselineSpec, reportName: `${reportName}-baseline` }] : []),
            { server: current, spec, reportName },
          ];
          const measured = await firstVisits(visits, locale);
          const first = measured.at(-1)!;
          const before = measured.length > 1 ? measured[0] : undefined;
          const url = `${current.url}/${locale}${spec.path}`;
          const repeat = await runLighthouse(url, debuggingPort);
          const { runScores, ...firstMeasure } = first;
          const row = { page: spec.name, locale, url, ...firstMeasure, runScores, repeatBytes: repeat.bytes, ...(before ? { before } : {}) };
          const result: Row = { ...row, missed: verdicts(row, spec) };
          rows.push(result);
          console.log(
            `  ${spec.name} (${locale}): ${result.performance} (runs ${runScores.join(' ')}), LCP ${(result.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(result.tbtMs)} ms, ` +
              `CLS ${result.cls.toFixed(3)}, ${(result.bytes / KB).toFixed(1)} KB, repeat ${(repeat.bytes / KB).toFixed(1)} KB` +
              (before ? `; baseline ${before.performance}, LCP ${(before.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(before.tbtMs)} ms` : '') +
              (first.warnings.length ? `\n    warnings: ${first.warnings.join(' | ')}` : ''),
          );
        }
      }
    }
  } finally {
    await browser?.close().catch(() => undefined);
    await browserProcess?.stop();
    for (const server of servers) await server.stop();
  }

  const loadAtEnd = os.loadavg();
  const loads = (values: number[]) => values.map((v) => v.toFixed(2)).join(' ');
  const heading =
    `Lighthouse 12.8.2, mobile preset, ${path.basename(CHROMIUM)}, ${certificate ? 'HTTPS with HTTP/2' : 'plain HTTP/1.1'}, ${new Date().toISOString()}; ` +
    `load average (1, 5, 15 min) at start ${loads(loadAtStart)}, at end ${loads(loadAtEnd)}` +
    (args.baseline ? `; baseline ${path.resolve(args.baseline)}` : '');
  const markdown = `${heading}\n\n${table(rows)}\n${summary(rows) ? `\n${summary(rows)}\n` : ''}`;
  console.log(`\n${markdown}`);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'results-web.md'), markdown);
  fs.writeFileSync(path.join(dataDir, 'results-web.json'), JSON.stringify({ at: new Date().toISOString(), protocol: certificate ? 'h2' : 'http/1.1', loadAtStart, loadAtEnd, baseline: args.baseline ?? null, rows }, null, 2));
  if (rows.some((r) => r.missed.length)) process.exitCode = 1;
}

await main();
