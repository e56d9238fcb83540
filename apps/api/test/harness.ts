import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Locale, TokenPair } from '@matjar/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { type App, type AppOptions, buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Dialect } from '../src/db/database.js';
import { DEMO_PASSWORD } from '../src/db/seed.js';

export { DEMO_PASSWORD };

/** An answer as a browser's fetch sees it; `body` is parsed JSON when the server sent JSON. */
export interface Answer<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface RequestOptions {
  token?: string | undefined;
  lang?: Locale;
  /** A plain value goes as JSON; a FormData goes as multipart, exactly as a browser sends it. */
  body?: unknown;
  headers?: Record<string, string>;
}

/** Requests as one caller: a bearer token (or none) and a language. */
export interface Api {
  get: (path: string) => Promise<Answer>;
  post: (path: string, body?: unknown) => Promise<Answer>;
  patch: (path: string, body?: unknown) => Promise<Answer>;
  delete: (path: string, body?: unknown) => Promise<Answer>;
}

/** One API process listening on a real port over the suite's database. */
export interface TestServer extends App {
  url: string;
  /** The database it runs on (`file:…` or `postgres://…`). */
  databaseUrl: string;
  request: (method: string, path: string, options?: RequestOptions) => Promise<Answer>;
  api: (token?: string, lang?: Locale) => Api;
  /** Signs in and returns the token pair; fails the test on anything but 200. */
  login: (identity: string, password?: string) => Promise<TokenPair>;
}

/** What a suite gets: its database, and servers over it. */
export interface Suite {
  readonly dialect: Dialect;
  /**
   * Builds and starts the app on the suite's database with these environment overrides
   * (e.g. `{ ACCESS_TOKEN_TTL: '2' }`). Call it twice for two processes sharing one database.
   * Every server is closed after the suite. `options` reach `buildApp` (a log stream to read).
   */
  start: (env?: Record<string, string>, options?: AppOptions) => Promise<TestServer>;
}

interface TestDatabase {
  url: string;
  /** Directory for media and anything else the server writes. */
  dataDir: string;
  drop: () => Promise<void>;
}

async function sqliteDatabase(): Promise<TestDatabase> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'matjar-test-'));
  return {
    url: `file:${path.join(dataDir, 'matjar.db')}`,
    dataDir,
    drop: () => fs.rm(dataDir, { recursive: true, force: true }),
  };
}

/** A database of its own on the TEST_DATABASE_URL server, so parallel files never meet. */
async function postgresDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `matjar_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'matjar-test-'));
  return {
    url: url.toString(),
    dataDir,
    drop: async () => {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function send(baseUrl: string, method: string, urlPath: string, options: RequestOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { 'accept-language': options.lang ?? 'en', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: FormData | string | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(`${baseUrl}${urlPath}`, { method, headers, body });
  const text = await response.text();
  const json = (response.headers.get('content-type') ?? '').includes('application/json');
  return { status: response.status, headers: response.headers, body: json && text ? JSON.parse(text) : text };
}

async function startServer(database: TestDatabase, env: Record<string, string>, options: AppOptions): Promise<TestServer> {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    SEED_DEMO: 'true',
    JWT_SECRET: '',
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.url,
    ...env,
  });
  const built = await buildApp(config, options);
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = built.app.server.address() as AddressInfo;
  const url = `${config.tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  const request = (method: string, urlPath: string, options?: RequestOptions) => send(url, method, urlPath, options);
  const api = (token?: string, lang: Locale = 'en'): Api => ({
    get: (p) => request('GET', p, { token, lang }),
    post: (p, body) => request('POST', p, { token, lang, body }),
    patch: (p, body) => request('PATCH', p, { token, lang, body }),
    delete: (p, body) => request('DELETE', p, { token, lang, body }),
  });
  let closed: Promise<void> | undefined;
  return {
    ...built,
    url,
    databaseUrl: config.databaseUrl,
    request,
    api,
    login: async (identity, password = DEMO_PASSWORD) => {
      const answer = await api().post('/api/login', { email: identity, password });
      if (answer.status !== 200) throw new Error(`login ${identity} → ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body.data as TokenPair;
    },
    close: () => (closed ??= built.close()),
  };
}

function suiteOn(dialect: Dialect, create: () => Promise<TestDatabase>): Suite {
  let database: TestDatabase | undefined;
  const servers: TestServer[] = [];
  // Registered before the suite's own hooks: the database exists before they start a server,
  // and (hooks after the tests run in reverse) it is dropped after everything else.
  beforeAll(async () => {
    database = await create();
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await database?.drop();
  });
  return {
    dialect,
    start: async (env = {}, options = {}) => {
      if (!database) throw new Error('start servers inside hooks or tests');
      const server = await startServer(database, env, options);
      servers.push(server);
      return server;
    },
  };
}

/**
 * Runs a suite once on SQLite (a fresh file in a temp DATA_DIR) and once on PostgreSQL (a
 * fresh database on the TEST_DATABASE_URL server, dropped afterwards). Without
 * TEST_DATABASE_URL the PostgreSQL run is skipped and says so in its name; CI sets it.
 */
export function describeEachDatabase(name: string, fn: (suite: Suite) => void) {
  describe(`${name} [sqlite]`, () => fn(suiteOn('sqlite', sqliteDatabase)));

  const serverUrl = process.env.TEST_DATABASE_URL;
  const pgName = serverUrl ? `${name} [postgres]` : `${name} [postgres] (skipped: TEST_DATABASE_URL is not set)`;
  describe.skipIf(!serverUrl)(pgName, () => fn(suiteOn('postgres', () => postgresDatabase(serverUrl ?? ''))));
}
