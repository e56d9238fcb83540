import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { dialectOf } from '../db/database.js';

/**
 * Online backup and restore (docs/operations.md). SQLite: the online backup API, copying
 * every page in one step, so the copy is one consistent snapshot however busy the server
 * is. PostgreSQL: `pg_dump` (a snapshot by its nature) in its custom format, read back by
 * `pg_restore`.
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
    const source = new SQLite(sqliteFileOf(databaseUrl), { fileMustExist: true });
    try {
      source.pragma('busy_timeout = 5000');
      // The first step opens the backup; the second copies every remaining page at once,
      // inside one read transaction: a write by the server in between restarts it, but
      // never leaves a copy made of pages from two moments.
      await source.backup(target, { progress: () => 0x7fffffff });
    } finally {
      source.close();
    }
    singleFile(target);
    const check = integrityOf(target);
    if (check !== 'ok') throw new Error(`the copy failed its integrity check: ${check}`);
  }
  return { file: target, bytes: (await fs.stat(target)).size };
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
