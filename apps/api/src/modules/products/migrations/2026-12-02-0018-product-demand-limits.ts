import type { Kysely } from 'kysely';

/**
 * Each product's own demand limit (issue 36): the stock at or below which the
 * under-demand-limit report lists it. Every row starts at the low-stock threshold of the day
 * (5), so the report and the low-stock filter agree until someone sets a limit.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').addColumn('demand_limit', 'integer', (c) => c.notNull().defaultTo(5)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('demand_limit').execute();
}
