// `npm test`: lint and types, unit and API tests (SQLite, plus PostgreSQL when
// TEST_DATABASE_URL is set), a fresh build, the bundle-size check, then the browser tests.
import { execSync } from 'node:child_process';
import path from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';

const root = path.resolve(import.meta.dirname, '..');
const run = (command) => {
  console.log(`\n▶ ${command}`);
  execSync(command, { cwd: root, stdio: 'inherit' });
};

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the PostgreSQL API tests will be skipped (CI sets it).');
}
run('npm run lint');
run('npx vitest run');
buildIfStale({ force: true });
run('npm test -w @matjar/e2e');
