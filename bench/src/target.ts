import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type BenchDialect = 'sqlite' | 'postgres';

export const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Everything the benchmark writes lives here (ignored by git and lint). */
export const dataDir = path.join(benchDir, '.data');

/** `--db sqlite --count 1000000` → `{ db: 'sqlite', count: '1000000' }`. */
export function argsOf(argv: string[]): Record<string, string> {
  const args: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const key = argv[i] ?? '';
    if (key.startsWith('--')) {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('--')) args[key.slice(2)] = 'true';
      else {
        args[key.slice(2)] = value;
        i += 1;
      }
    }
  }
  return args;
}

/**
 * The benchmark store, outside anything `npm test` touches: a SQLite file under
 * bench/.data, or the PostgreSQL database `matjar_bench` (BENCH_DATABASE_URL overrides).
 */
export function targetOf(db: string | undefined): { dialect: BenchDialect; url: string } {
  if (db === 'postgres') {
    return { dialect: 'postgres', url: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/matjar_bench' };
  }
  if (db === undefined || db === 'sqlite') return { dialect: 'sqlite', url: `file:${path.join(dataDir, 'matjar-bench.db')}` };
  throw new Error(`--db must be sqlite or postgres, not ${db}`);
}
