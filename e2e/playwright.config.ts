import { defineConfig } from '@playwright/test';

// Each worker starts its own server on its own port and data (support/test.ts), so specs
// run in parallel without sharing data. E2E_WORKERS sets how many (2 by default, the CI
// machine's cores); E2E_PORT the first port, worker n taking E2E_PORT + n.
const workers = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: './tests',
  // Twice what the slowest spec takes on the development machine: a CI machine was seen to
  // run the suite at half its speed, and a test must fail on what it checks, not on time.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // Parallel by file: a spec's tests run in order on one worker, as some build on the one before.
  fullyParallel: false,
  workers,
  retries: 0,
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
        '--disable-sync', '--no-first-run', '--disable-quic',
      ],
    },
  },
});
