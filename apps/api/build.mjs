// Bundles the API into dist/server.js and dist/cli/*.js (or into `--outdir <dir>`). Packages
// from node_modules stay external; the workspace's own @matjar/shared (TypeScript source) is
// bundled in.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const here = path.dirname(new URL(import.meta.url).pathname);
const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@matjar/'));
const { values } = parseArgs({ options: { outdir: { type: 'string', default: path.join(here, 'dist') } } });

await build({
  absWorkingDir: here,
  entryPoints: { server: 'src/server.ts', 'cli/migrate': 'src/cli/migrate.ts', 'cli/create-admin': 'src/cli/create-admin.ts' },
  outdir: values.outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
