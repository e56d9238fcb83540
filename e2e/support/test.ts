import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/** The server one worker's tests talk to, and the data folder it keeps (its database, its outbox). */
export interface WorkerServer {
  readonly url: string;
  readonly dataDir: string;
}

/** The storefront address every worker's server is given ("Visit store" opens it). */
export const STOREFRONT_URL = 'https://shop.example.com/';

/** Worker n serves on E2E_PORT + n, so workers (and suites beside this one) never share a port. */
const FIRST_PORT = Number(process.env.E2E_PORT ?? 8190);
const STARTUP_MS = 60_000;
const e2eDir = path.resolve(import.meta.dirname, '..');

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

/** Resolves once the server answers; rejects if it exits first (a port in use, a failed migration). */
async function ready(server: ChildProcess, url: string): Promise<void> {
  const until = Date.now() + STARTUP_MS;
  // Polled, as Playwright's own webServer does: the server says nothing when it is up.
  while (!(await answers(url))) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`the e2e server for ${url} exited (${server.exitCode ?? server.signalCode}) before it answered`);
    }
    if (Date.now() > until) throw new Error(`the e2e server for ${url} did not answer within ${STARTUP_MS} ms`);
    await delay(100);
  }
}

async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = once(server, 'exit');
  server.kill('SIGTERM');
  await exited;
}

/**
 * Every spec imports `test` from here. Each worker starts its own server (serve-fresh.mjs:
 * an empty data folder, the demo seed) and its tests' `baseURL` points at it, so workers
 * run side by side without seeing each other's data. Specs in one worker run one after
 * another on its server, in file order, as they did when there was a single worker.
 */
export const test = base.extend<object, { server: WorkerServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      const port = FIRST_PORT + workerInfo.parallelIndex;
      const url = `http://127.0.0.1:${port}`;
      // A server left over from an aborted run would answer in place of a fresh one.
      if (await answers(`${url}/api/bootstrap`)) throw new Error(`port ${port} is taken: an earlier e2e server still runs`);
      const dataDir = path.join(e2eDir, '.data', `server-${port}`);
      const server = spawn(process.execPath, ['serve-fresh.mjs'], {
        cwd: e2eDir,
        env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', STOREFRONT_URL },
        // The IPC channel lets serve-fresh.mjs stop its server should this worker die unannounced.
        stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      });
      try {
        await ready(server, `${url}/api/bootstrap`);
        await use({ url, dataDir });
      } finally {
        await stop(server);
      }
    },
    { scope: 'worker', timeout: STARTUP_MS + 10_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});
