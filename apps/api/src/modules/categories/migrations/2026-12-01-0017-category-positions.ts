import type { Kysely } from 'kysely';

/**
 * A category's place among its siblings (`PUT /api/dashboard/categories/tree`, issue 34):
 * 0 for every row until a tree is saved, so the trees stored before keep their order by name.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('categories').addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.createIndex('categories_parent_sort_order_index').on('categories').columns(['parent_id', 'sort_order']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('categories_parent_sort_order_index').execute();
  await db.schema.alterTable('categories').dropColumn('sort_order').execute();
}
