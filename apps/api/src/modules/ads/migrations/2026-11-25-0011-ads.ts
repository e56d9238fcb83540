import type { Kysely } from 'kysely';
import { autoId, columnTypes } from '../../../db/migrations/dialect.js';

/** Ads: a picture and a link in a slot (page and position), shown between two days, in an order within the slot. */
export async function up(db: Kysely<any>): Promise<void> {
  const { timestamp, flag } = columnTypes(db);
  await db.schema
    .createTable('ads')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('title_en', 'varchar(150)', (c) => c.notNull())
    .addColumn('title_ar', 'varchar(150)', (c) => c.notNull())
    .addColumn('url', 'varchar(2000)', (c) => c.notNull())
    .addColumn('page', 'varchar(20)', (c) => c.notNull())
    .addColumn('position', 'varchar(10)', (c) => c.notNull())
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('image', 'varchar(100)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('is_active', flag, (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ads_slot_sort_order').on('ads').columns(['page', 'position', 'sort_order', 'id']).execute();
  for (const column of ['sort_order', 'title_en', 'title_ar', 'start_date', 'end_date', 'updated_at']) {
    await db.schema.createIndex(`ads_${column}`).on('ads').columns([column, 'id']).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ads').execute();
}
