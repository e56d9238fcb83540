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

/** Where a store lives; each benchmark has its own, so two can be generated side by side. */
export interface StoreNames {
  /** PostgreSQL database name on the local server. */
  database: string;
  /** SQLite file name under bench/.data. */
  file: string;
}

/**
 * The benchmark store, outside anything `npm test` touches: a SQLite file under
 * bench/.data, or a PostgreSQL database on the local server. `--database <name>` and
 * `--file <path>` override the names; BENCH_DATABASE_URL overrides the products store's
 * PostgreSQL URL only (the default names), so it never points another store at it.
 */
export function targetOf(args: Record<string, string>, names: StoreNames = { database: 'matjar_bench', file: 'matjar-bench.db' }): {
  dialect: BenchDialect;
  url: string;
} {
  const db = args.db;
  if (db === 'postgres') {
    const database = args.database ?? names.database;
    if (!/^\w+$/.test(database)) throw new Error(`--database must be a plain name, not ${database}`);
    const envUrl = names.database === 'matjar_bench' && !args.database ? process.env.BENCH_DATABASE_URL : undefined;
    return { dialect: 'postgres', url: envUrl ?? `postgres://postgres@127.0.0.1:5432/${database}` };
  }
  if (db === undefined || db === 'sqlite') return { dialect: 'sqlite', url: `file:${path.resolve(dataDir, args.file ?? names.file)}` };
  throw new Error(`--db must be sqlite or postgres, not ${db}`);
}
