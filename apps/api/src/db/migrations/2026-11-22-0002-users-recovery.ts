import type { Kysely } from 'kysely';
import { columnTypes } from './dialect.js';

/**
 * Password recovery and impersonation tokens (random, stored only as SHA-256, single use),
 * the time of a user's last password change (so history shows a change without any hash),
 * and indexes for the history screen's filters.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const { timestamp } = columnTypes(db);

  await db.schema.alterTable('users').addColumn('password_changed_at', timestamp).execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('expires_at', timestamp, (c) => c.notNull())
    .addColumn('used_at', timestamp)
    .execute();
  await db.schema.createIndex('password_reset_tokens_user').on('password_reset_tokens').column('user_id').execute();

  await db.schema
    .createTable('impersonation_tokens')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('impersonator_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('expires_at', timestamp, (c) => c.notNull())
    .addColumn('used_at', timestamp)
    .execute();
  await db.schema.createIndex('impersonation_tokens_user').on('impersonation_tokens').column('user_id').execute();
  await db.schema
    .createIndex('impersonation_tokens_impersonator')
    .on('impersonation_tokens')
    .column('impersonator_id')
    .execute();

  // Revoking "every session of a user, or impersonated by them" reads this column.
  await db.schema.createIndex('sessions_impersonator').on('sessions').column('impersonator_id').execute();
  await db.schema.createIndex('users_created_at').on('users').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('history_action').on('history').columns(['action', 'id']).execute();
  await db.schema.createIndex('history_created_at').on('history').columns(['created_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of ['history_created_at', 'history_action', 'users_created_at', 'sessions_impersonator']) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.dropTable('impersonation_tokens').execute();
  await db.schema.dropTable('password_reset_tokens').execute();
  await db.schema.alterTable('users').dropColumn('password_changed_at').execute();
}
