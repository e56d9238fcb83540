import type { Kysely } from 'kysely';
import { columnTypes } from './dialect.js';

/**
 * The sign-in throttle: one row per key (an account tried from one address, or an address
 * across accounts) holding its failure count and when the next try may come, so every API
 * process sees the same state. Rows with no recent failure are deleted (the index serves it).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const { timestamp } = columnTypes(db);
  await db.schema
    .createTable('login_throttles')
    .addColumn('key', 'varchar(400)', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('retry_at', timestamp, (c) => c.notNull())
    .addColumn('last_failure_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_throttles_last_failure').on('login_throttles').column('last_failure_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_throttles').execute();
}
