import '../node-version.js';
import { loadConfig } from '../config.js';
import { migrateToLatest, openDatabase } from '../db/database.js';
import { rebuildRollups } from '../modules/reports/index.js';
import { migrations } from '../modules/registry.js';

/**
 * `npm run reports:rebuild`: every order rollup of the reports from scratch, in one
 * transaction, in the store's time zone (STORE_TIME_ZONE): after a bulk load that wrote
 * orders straight into the tables, or a change of time zone (docs/reports.md).
 */
const config = loadConfig();
const { db } = openDatabase(config.databaseUrl);
try {
  await migrateToLatest(db, migrations);
  const started = Date.now();
  const { orders } = await rebuildRollups(db, config.storeTimeZone);
  console.log(`Rebuilt the report rollups from ${orders} orders in ${((Date.now() - started) / 1000).toFixed(1)} s (${config.storeTimeZone}).`);
} finally {
  await db.destroy();
}
