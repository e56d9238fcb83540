import '../node-version.js';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { backupDatabase, backupExtension } from './backup-tools.js';

/**
 * `npm run backup [-- --out <file>]`: a consistent copy of DATABASE_URL (or DATA_DIR's
 * SQLite file) made while the server runs; by default `DATA_DIR/backups/matjar-<time>.db`
 * (SQLite) or `.dump` (PostgreSQL, pg_dump's custom format). See docs/operations.md.
 */
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const config = loadConfig();
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '-');
const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out ?? path.join(config.dataDir, 'backups', `matjar-${stamp}.${backupExtension(config.databaseUrl)}`));
try {
  const { file, bytes } = await backupDatabase(config.databaseUrl, target);
  console.log(`Backed up to ${file} (${(bytes / 1024).toFixed(0)} KiB).`);
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
