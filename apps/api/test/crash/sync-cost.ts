import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { newLedger, prepareMix, runMix, signIn } from './write-mix.js';

export interface SyncFigures {
  setting: 'NORMAL' | 'FULL';
  seconds: number;
  writes: number;
  writesPerSecond: number;
  p50: number;
  p99: number;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/**
 * The cost of `PRAGMA synchronous = FULL` against NORMAL on the write mix, in one run: the
 * app is built in this process over a fresh SQLite file (WAL, as in production), and the
 * two settings take turns (`rounds` times each, `seconds` each turn), so a change in the
 * machine's load falls on both alike.
 */
export async function measureSynchronous(options: { seconds: number; rounds: number; workers?: number; dir?: string }): Promise<SyncFigures[]> {
  const { seconds, rounds, workers = 4 } = options;
  const dir = await fs.mkdtemp(path.join(options.dir ?? os.tmpdir(), 'matjar-sync-'));
  const file = path.join(dir, 'matjar.db');
  const built = await buildApp(
    loadConfig({ ...process.env, NODE_ENV: 'test', SEED_DEMO: 'true', JWT_SECRET: '', DATA_DIR: dir, DATABASE_URL: `file:${file}`, LOG_LEVEL: 'silent' }),
  );
  try {
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}`;
    const token = await signIn(url);
    const setup = await prepareMix(url, token, `file:${file}`);
    const ledger = newLedger();
    const totals = new Map<SyncFigures['setting'], { writes: number; seconds: number; latencies: number[] }>();
    for (let round = 0; round < rounds; round++) {
      for (const setting of round % 2 === 0 ? (['NORMAL', 'FULL'] as const) : (['FULL', 'NORMAL'] as const)) {
        await sql.raw(`PRAGMA synchronous = ${setting}`).execute(built.db);
        const latencies: number[] = [];
        const before = ledger.acknowledged;
        const started = performance.now();
        const end = started + seconds * 1000;
        await runMix(url, token, setup, ledger, { workers, stop: () => performance.now() >= end, tag: `${setting}-${round}`, latencies });
        const total = totals.get(setting) ?? { writes: 0, seconds: 0, latencies: [] };
        total.writes += ledger.acknowledged - before;
        total.seconds += (performance.now() - started) / 1000;
        total.latencies.push(...latencies);
        totals.set(setting, total);
      }
    }
    if (ledger.unexpected.length) throw new Error(`unexpected answers: ${ledger.unexpected.slice(0, 3).join('; ')}`);
    return [...totals].map(([setting, t]) => {
      const sorted = t.latencies.sort((a, b) => a - b);
      return { setting, seconds: t.seconds, writes: t.writes, writesPerSecond: t.writes / t.seconds, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99) };
    });
  } finally {
    await built.close();
    await fs.rm(dir, { recursive: true, force: true });
  }
}
