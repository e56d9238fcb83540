import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { crashRounds } from './crash/crash-rounds.js';

/**
 * Crash safety on SQLite (the default database): the built server under the write mix is
 * killed with SIGKILL at random moments; after each kill every acknowledged write is in
 * the file, `PRAGMA integrity_check` is ok and stock adds up. CI runs a few rounds;
 * `npm run bench:crash` runs 200 and measures `synchronous = FULL` (bench/README.md).
 */
describe('crash safety on SQLite', () => {
  it('syncs every commit to disk (synchronous = FULL in WAL mode)', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'matjar-sync-'));
    const { db } = openDatabase(`file:${path.join(dir, 'matjar.db')}`);
    try {
      const { rows } = await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(db);
      expect(rows[0]?.synchronous).toBe(2);
      const mode = await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(db);
      expect(mode.rows[0]?.journal_mode).toBe('wal');
    } finally {
      await db.destroy();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('keeps every acknowledged write, an intact file and consistent stock across SIGKILLs', { timeout: 180_000 }, async () => {
    const report = await crashRounds({ rounds: Number(process.env.CRASH_ROUNDS ?? 4), minMs: 150, maxMs: 700 });
    console.log(`crash safety: ${report.rounds} rounds, ${report.acknowledged} writes acknowledged, ${report.checked} checks, ${report.unanswered} cut off`);
    expect(report.problems).toEqual([]);
    expect(report.rounds).toBe(Number(process.env.CRASH_ROUNDS ?? 4));
    // The mix did write, and the kills did land in the middle of it.
    expect(report.acknowledged).toBeGreaterThan(0);
    expect(report.checked).toBeGreaterThan(report.rounds);
  });
});
