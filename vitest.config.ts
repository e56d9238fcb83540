import { defineConfig } from 'vitest/config';

// One run over every workspace's unit and API tests; the browser tests are Playwright's (e2e/).
export default defineConfig({
  test: { projects: ['packages/shared', 'apps/api', 'apps/web'] },
});
