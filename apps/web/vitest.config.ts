import { defineConfig } from 'vitest/config';

/** Unit tests of pure logic (API client, session, catalogues, the build's plugins) run in Node, beside the code. */
export default defineConfig({
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.ts', 'build/**/*.test.ts'],
  },
});
