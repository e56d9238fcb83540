import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { dialectOf } from '../db/database.js';

/**
 * Online backup and restore (docs/operations.md). SQLite: `VACUUM INTO` on a worker
 * thread, one consistent snapshot however busy the server is. PostgreSQL: `pg_dump` (a
 * snapshot by its nature) in its custom format, read back by `pg_restore`.
 */

const run = promisify(execFile);
const sqliteFileOf = (databaseUrl: string) => databaseUrl.replace(/^file:/, '');

export interface BackupResult {
  file: string;
  bytes: number;
}

export const backupExtension = (databaseUrl: string) => (dialectOf(databaseUrl) === 'postgres' ? 'dump' : 'db');

/** A consistent copy of the database at `databaseUrl`, written to `target` (which must not exist). */
export async function backupDatabase(databaseUrl: string, target: string): Promise<BackupResult> {
  await fs.mkdir(path.dirname(target), { recursive: true });
  if (await fs.stat(target).then(() => true, () => false)) throw new Error(`${target} already exists`);
  if (dialectOf(databaseUrl) === 'postgres') {
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${target}`, `--dbname=${databaseUrl}`]);
  } else {
    await snapshotSqlite(sqliteFileOf(databaseUrl), target);
    singleFile(target);
    const check = integrityOf(target);
    if (check !== 'ok') throw new Error(`the copy failed its integrity check: ${check}`);
  }
  return { file: target, bytes: (await fs.stat(target)).size };
}

/**
 * `VACUUM INTO` reads the whole database in one read transaction, so the copy is one
 * consistent moment and, unlike the backup API, never starts over when the server writes
 * meanwhile (a busy server could keep restarting it). It runs on a worker thread so the
 * process (a server in the tests) keeps answering while it copies.
 */
async function snapshotSqlite(source: string, target: string) {
  const driver = pathToFileURL(createRequire(import.meta.url).resolve('better-sqlite3')).href;
  // Plain script text: it runs the same under tsx, the tests and the bundle.
  const worker = new Worker(
    `const { workerData } = process.getBuiltinModule('node:worker_threads');
     import(workerData.driver).then(({ default: SQLite }) => {
       const db = new SQLite(workerData.source, { readonly: true, fileMustExist: true });
       try {
         db.pragma('busy_timeout = 5000');
         db.prepare('VACUUM INTO ?').run(workerData.target);
       } finally {
         db.close();
       }
     });`,
    { eval: true, workerData: { driver, source, target } },
  );
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the copy stopped with code ${code}`))));
  });
}

/** The copy keeps the source's WAL mode; a backup is one self-contained file, so it leaves it. */
function singleFile(file: string) {
  const db = new SQLite(file, { fileMustExist: true });
  try {
    db.pragma('journal_mode = DELETE');
  } finally {
    db.close();
  }
}

/** `PRAGMA integrity_check` of a SQLite file: 'ok', or what is wrong. */
export function integrityOf(file: string): string {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return String(db.pragma('integrity_check', { simple: true }));
  } finally {
    db.close();
  }
}

/** Whether the database holds any table (of the app or anything else). */
export async function isEmptyDatabase(databaseUrl: string): Promise<boolean> {
  if (dialectOf(databaseUrl) === 'postgres') {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query("SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'");
      return rows[0].n === 0;
    } finally {
      await client.end();
    }
  }
  const file = sqliteFileOf(databaseUrl);
  if (!(await fs.stat(file).then(() => true, () => false))) return true;
  const db = new SQLite(file, { readonly: true });
  try {
    return (db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'").get() as { n: number }).n === 0;
  } finally {
    db.close();
  }
}

export class RestoreRefused extends Error {}

/**
 * Brings a backup back into the database at `databaseUrl`. A database holding tables is
 * left alone unless `force` is given; then it is replaced (stop the server first).
 */
export async function restoreDatabase(databaseUrl: string, backup: string, force: boolean): Promise<void> {
  await fs.access(backup);
  const empty = await isEmptyDatabase(databaseUrl);
  if (!empty && !force) throw new RestoreRefused('The database is not empty: pass --force to replace it (stop the server first).');
  if (dialectOf(databaseUrl) === 'postgres') {
    const clean = empty ? [] : ['--clean', '--if-exists'];
    await run('pg_restore', ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', ...clean, `--dbname=${databaseUrl}`, backup]);
    return;
  }
  const check = integrityOf(backup);
  if (check !== 'ok') throw new RestoreRefused(`The backup failed its integrity check: ${check}`);
  const file = sqliteFileOf(databaseUrl);
  await fs.mkdir(path.dirname(file), { recursive: true });
  // The old file's write-ahead log must not be replayed over the restored pages.
  for (const suffix of ['', '-wal', '-shm']) await fs.rm(`${file}${suffix}`, { force: true });
  const source = new SQLite(backup, { readonly: true, fileMustExist: true });
  try {
    await source.backup(file, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
}
