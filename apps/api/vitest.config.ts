import { defineConfig } from 'vitest/config';
import serverNodeArgs from './server-node-args.json' with { type: 'json' };

/**
 * API integration tests: each suite starts the real server on a port of its own over a
 * fresh database (SQLite, and PostgreSQL when TEST_DATABASE_URL is set) and talks HTTP.
 * Files run in parallel processes; every suite's database has a unique name.
 */
export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    pool: 'forks',
    // With the Node options the server runs with: a slip that reaches `__proto__` throws.
    execArgv: serverNodeArgs,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
