// Builds the web app and the API bundle when their sources are newer than the last build,
// so `npm start` on a fresh clone builds once and later starts are immediate.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

const targets = [
  {
    workspace: '@matjar/web',
    output: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/build', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/package.json', 'packages/shared/src'],
  },
  {
    workspace: '@matjar/api',
    output: 'apps/api/dist/server.js',
    sources: ['apps/api/src', 'apps/api/build.mjs', 'apps/api/package.json', 'packages/shared/src'],
  },
];

export function buildIfStale({ force = false } = {}) {
  for (const target of targets) {
    const built = newestMtime(path.join(root, target.output));
    const changed = Math.max(...target.sources.map((s) => newestMtime(path.join(root, s))));
    if (force || built === 0 || changed > built) {
      console.log(`Building ${target.workspace}…`);
      execSync(`npm run build -w ${target.workspace}`, { cwd: root, stdio: 'inherit' });
    }
  }
}
