// `npm run fuzz`: the long fuzzing run of apps/api/test/fuzz.test.ts — every operation of
// /api/openapi.json, 300 valid-shape and 300 invalid-shape cases each by default, on SQLite
// and (with TEST_DATABASE_URL) PostgreSQL — printing what it tried: cases per operation and
// the answers' statuses. Options: --runs N, --seed N (random by default, printed),
// --db sqlite|postgres.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '300' }, seed: { type: 'string' }, db: { type: 'string' } },
});
const seed = values.seed ?? String(Math.floor(Math.random() * 2 ** 31));
const root = path.resolve(import.meta.dirname, '..');
console.log(`Fuzzing with seed ${seed}, ${values.runs} cases of each kind per operation (repeat with --seed ${seed}).`);
const filter = values.db ? ['-t', `\\[${values.db}\\]`] : [];
execFileSync('npx', ['vitest', 'run', '--project', 'api', 'apps/api/test/fuzz.test.ts', ...filter], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: values.runs, FUZZ_SEED: seed, FUZZ_REPORT: '1' },
});
