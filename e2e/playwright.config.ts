import { defineConfig } from '@playwright/test';

// Two servers from the same build: one as shipped with a storefront address, one whose
// access tokens live a few seconds so the expiry tests see refreshes happen (and which,
// without STOREFRONT_URL, hides "Visit store").
// E2E_PORT moves both servers (it and the next port), e.g. to run beside another suite.
const port = Number(process.env.E2E_PORT ?? 8190);
export const BASE_URL = `http://127.0.0.1:${port}`;
export const SHORT_TOKEN_URL = `http://127.0.0.1:${port + 1}`;
export const STOREFRONT_URL = 'https://shop.example.com/';

const server = (port: number, extraEnv: Record<string, string> = {}) => ({
  command: `node serve-fresh.mjs`,
  url: `http://127.0.0.1:${port}/api/bootstrap`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: { PORT: String(port), DATA_DIR: `.data/server-${port}`, LOG_LEVEL: 'warn', ...extraEnv },
});

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
        '--disable-sync', '--no-first-run', '--disable-quic',
      ],
    },
  },
  webServer: [server(port, { STOREFRONT_URL }), server(port + 1, { ACCESS_TOKEN_TTL: '6' })],
});
