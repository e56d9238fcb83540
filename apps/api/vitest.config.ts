import { defineConfig } from 'vitest/config';

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
    // As the server runs in production: a slip that reaches an object's prototype throws.
    execArgv: ['--disable-proto=throw'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
