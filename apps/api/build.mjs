// Bundles the API into dist/server.js and dist/cli/*.js. Packages from node_modules stay
// external; the workspace's own @matjar/shared (TypeScript source) is bundled in.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@matjar/'));

await build({
  entryPoints: { server: 'src/server.ts', 'cli/migrate': 'src/cli/migrate.ts', 'cli/create-admin': 'src/cli/create-admin.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
