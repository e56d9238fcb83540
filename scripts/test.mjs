// `npm test`: lint and types, unit and API tests (SQLite, plus PostgreSQL when
// TEST_DATABASE_URL is set), a fresh build, the bundle-size check, then the browser tests.
// Prints how long each step took and the total, also when a step fails, so a slower
// suite shows where the time went.
import { execSync } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildIfStale } from './build-if-stale.mjs';

const root = path.resolve(import.meta.dirname, '..');
const run = (command) => () => execSync(command, { cwd: root, stdio: 'inherit' });
const steps = [
  ['lint', run('npm run lint')],
  ['vitest', run('npx vitest run')],
  ['build', () => buildIfStale({ force: true })],
  ['e2e', run('npm test -w @matjar/e2e')],
];
const secondsSince = (start) => (performance.now() - start) / 1000;

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the PostgreSQL API tests will be skipped (CI sets it).');
}
const started = performance.now();
const durations = [];
let failed;
for (const [name, action] of steps) {
  console.log(`\n▶ ${name}`);
  const stepStarted = performance.now();
  try {
    action();
  } catch (error) {
    // A failed command has printed its own output; anything else is a fault of this script.
    if (error.status === undefined) console.error(error);
    failed = name;
    process.exitCode = error.status ?? 1;
  }
  durations.push([name, secondsSince(stepStarted)]);
  if (failed) break;
}

const line = (name, seconds, note = '') => `  ${name.padEnd(6)} ${seconds.toFixed(1).padStart(7)} s${note}`;
console.log('\nDurations:');
for (const [name, seconds] of durations) console.log(line(name, seconds, name === failed ? '  (failed)' : ''));
console.log(line('total', secondsSince(started)));
