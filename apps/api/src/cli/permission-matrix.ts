import '../node-version.js';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { matrixRows, ownedObjectRoutes, permissionMatrixMarkdown, unscopedSignedInRoutes } from './permission-matrix-table.js';

/**
 * `npm run permission-matrix`: builds the server over a throwaway SQLite database, reads
 * its registered routes and writes docs/permission-matrix.md (the test fails until the
 * committed file matches). Exits non-zero when a route declares no permission.
 */
const target = path.resolve(import.meta.dirname, '../../../../docs/permission-matrix.md');
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'matjar-matrix-'));
try {
  const built = await buildApp(
    loadConfig({ ...process.env, NODE_ENV: 'test', SEED_DEMO: 'false', JWT_SECRET: '', DATA_DIR: dataDir, DATABASE_URL: `file:${path.join(dataDir, 'matrix.db')}` }),
  );
  // The guard's check runs on ready: a route without a declared permission stops here.
  await built.app.ready();
  const { rows } = matrixRows(built.routes);
  await built.close();
  const unscoped = unscopedSignedInRoutes(rows, ownedObjectRoutes);
  if (unscoped.length) throw new Error(`Routes for any signed-in user that take an id but are not owned-object routes: ${unscoped.join(', ')}`);
  await fs.writeFile(target, permissionMatrixMarkdown(rows, ownedObjectRoutes));
  console.log(`Wrote ${path.relative(process.cwd(), target)}: ${rows.length} routes.`);
} finally {
  await fs.rm(dataDir, { recursive: true, force: true });
}
