import '../node-version.js';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { restoreDatabase } from './backup-tools.js';

/**
 * `npm run restore -- <backup> [--force]`: brings a backup made by `npm run backup` back
 * into DATABASE_URL (or DATA_DIR's SQLite file). A database that holds tables is refused
 * unless `--force` is given; stop the server before forcing. See docs/operations.md.
 */
const { values, positionals } = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true });
const backup = positionals[0];
if (!backup) {
  console.error('Usage: npm run restore -- <backup file> [--force]');
  process.exit(2);
}
const config = loadConfig();
try {
  await restoreDatabase(config.databaseUrl, path.resolve(process.env.INIT_CWD ?? process.cwd(), backup), values.force);
  console.log(`Restored ${backup}. Start the server: it applies any newer migrations.`);
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
