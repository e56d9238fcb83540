import '../node-version.js';
import { loadConfig } from '../config.js';
import { migrateToLatest, openDatabase } from '../db/database.js';
import { migrations } from '../modules/registry.js';

/** `npm run migrate`: applies pending migrations to DATABASE_URL and says which. */
const { db } = openDatabase(loadConfig().databaseUrl);
try {
  const applied = await migrateToLatest(db, migrations);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
} finally {
  await db.destroy();
}
