import type { Kysely } from 'kysely';
import { columnTypes } from '../../../db/migrations/dialect.js';

/**
 * The settings store (issue 37): one row per settings group, its fields as JSON and its
 * secrets apart, encrypted (AES-256-GCM); and one revision counter that every change
 * raises, so each API process sees with one indexed read whether its cached copy is stale.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const { timestamp } = columnTypes(db);
  await db.schema
    .createTable('settings')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('secrets', 'text')
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('settings_revision')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('settings_revision').values({ id: 1, revision: 0 }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('settings_revision').execute();
  await db.schema.dropTable('settings').execute();
}
