import type { Kysely } from 'kysely';
import { autoId, columnTypes } from '../../../db/migrations/dialect.js';

/**
 * Slides of the store's main and about sliders, each with its image, texts in both
 * languages, a button and its place in its slider.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const { timestamp, flag } = columnTypes(db);
  await db.schema
    .createTable('sliders')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('type', 'varchar(10)', (c) => c.notNull())
    .addColumn('title_en', 'varchar(150)', (c) => c.notNull())
    .addColumn('title_ar', 'varchar(150)', (c) => c.notNull())
    .addColumn('button_title_en', 'varchar(60)', (c) => c.notNull())
    .addColumn('button_title_ar', 'varchar(60)', (c) => c.notNull())
    .addColumn('content_en', 'text', (c) => c.notNull())
    .addColumn('content_ar', 'text', (c) => c.notNull())
    .addColumn('button_url', 'varchar(2000)', (c) => c.notNull())
    .addColumn('image', 'varchar(100)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('is_active', flag, (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sliders_type_sort_order').on('sliders').columns(['type', 'sort_order', 'id']).execute();
  for (const column of ['sort_order', 'title_en', 'title_ar', 'created_at', 'updated_at']) {
    await db.schema.createIndex(`sliders_${column}`).on('sliders').columns([column, 'id']).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sliders').execute();
}
