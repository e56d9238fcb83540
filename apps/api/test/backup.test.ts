import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RestoreRefused, backupDatabase, backupExtension, isEmptyDatabase, restoreDatabase } from '../src/cli/backup-tools.js';
import { acknowledgedIds, newLedger, prepareMix, readerOf, runMix, signIn, verifyLedger } from './crash/write-mix.js';
import { type TestServer, describeEachDatabase } from './harness.js';

/**
 * `npm run backup` / `npm run restore` (src/cli/backup-tools.ts): a backup taken while the
 * server writes is restored into a fresh database, which must be intact, hold every write
 * acknowledged before the backup began, and have stock that adds up (one consistent moment).
 */

/** A fresh, empty database of the suite's kind: a new SQLite path, or a new PostgreSQL database. */
async function emptyDatabase(dialect: 'sqlite' | 'postgres', dir: string): Promise<{ url: string; drop: () => Promise<void> }> {
  if (dialect === 'sqlite') return { url: `file:${path.join(dir, 'restored', 'matjar.db')}`, drop: async () => undefined };
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `matjar_restore_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

const countOf = async (databaseUrl: string, table: string) => {
  const reader = await readerOf(databaseUrl);
  try {
    return Number((await reader.query(`SELECT count(*) AS n FROM ${table}`))[0]?.n);
  } finally {
    await reader.close();
  }
};

describeEachDatabase('backup and restore', (suite) => {
  let server: TestServer;
  let databaseUrl: string;
  let dir: string;
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'matjar-backup-'));
    server = await suite.start();
    databaseUrl = server.databaseUrl;
  });
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('restores a backup taken under load: intact, with every write acknowledged before it began', { timeout: 120_000 }, async () => {
    const token = await signIn(server.url);
    const setup = await prepareMix(server.url, token, databaseUrl);
    const ledger = newLedger();
    let stopped = false;
    const mix = runMix(server.url, token, setup, ledger, { workers: 4, stop: () => stopped, tag: 'backup' });
    try {
      // Let the writes get going, then back up while they go on.
      const deadline = Date.now() + 60_000;
      while (ledger.acknowledged < 30 || ledger.units.size === 0 || ledger.customers.size === 0) {
        if (ledger.unexpected.length) throw new Error(ledger.unexpected.join('; '));
        if (Date.now() > deadline) {
          throw new Error(`the writes stalled: ${ledger.acknowledged} acknowledged, ${ledger.units.size} units, ${ledger.customers.size} customers, ${ledger.unanswered} unanswered`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const before = acknowledgedIds(ledger);
      const acknowledgedBefore = ledger.acknowledged;
      const backup = path.join(dir, `matjar.${backupExtension(databaseUrl)}`);
      const { bytes } = await backupDatabase(databaseUrl, backup);
      expect(bytes).toBeGreaterThan(0);
      // The writes did go on during the backup.
      expect(ledger.acknowledged).toBeGreaterThan(acknowledgedBefore);
      stopped = true;
      await mix;
      expect(ledger.unexpected).toEqual([]);

      // Never over a database that holds data, unless told to.
      await expect(restoreDatabase(databaseUrl, backup, false)).rejects.toBeInstanceOf(RestoreRefused);

      const target = await emptyDatabase(suite.dialect, dir);
      cleanups.push(target.drop);
      expect(await isEmptyDatabase(target.url)).toBe(true);
      await restoreDatabase(target.url, backup, false);
      const reader = await readerOf(target.url);
      const { problems, checked } = await verifyLedger(reader, setup, ledger, before).finally(() => reader.close());
      expect(problems).toEqual([]);
      expect(checked).toBeGreaterThanOrEqual(before.units.length + before.customers.length + before.orders.length);
      for (const table of ['units', 'customers', 'orders']) {
        const restored = await countOf(target.url, table);
        const live = await countOf(databaseUrl, table);
        expect(restored, table).toBeLessThanOrEqual(live);
      }

      // Forced, the restore replaces what the target holds; a server then starts on it.
      await restoreDatabase(target.url, backup, true);
      const restoredServer = await suite.start({ DATABASE_URL: target.url, DATA_DIR: path.join(dir, 'restored-data') });
      const admin = restoredServer.api((await restoredServer.login('admin@example.com')).access_token);
      const [unitId] = before.units;
      expect(unitId).toBeDefined();
      const unit = await admin.get(`/api/dashboard/units/${unitId}`);
      expect(unit.status).toBe(200);
      expect(unit.body.data.name.en).toBe(ledger.units.get(unitId as number));
    } finally {
      stopped = true;
      await mix;
    }
  });
});
