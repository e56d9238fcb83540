import { type Kysely, sql } from 'kysely';
import { columnTypes, createTrigramIndex } from './dialect.js';

/**
 * A word search of orders starts in the customers (docs/orders.md "Indexes"). PostgreSQL
 * has served it through `customers_search_trgm` since migration 0005; on SQLite it was a
 * `LIKE` scan of every customer (10–15 ms on 100,000, with SQLite serving one statement at
 * a time). `customers_fts` finds the same substrings through a trigram index.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!columnTypes(db).pg) await createTrigramIndex(db, 'customers', 'search_text');
}

export async function down(db: Kysely<any>): Promise<void> {
  if (columnTypes(db).pg) return;
  for (const trigger of ['insert', 'delete', 'update']) await sql`DROP TRIGGER ${sql.raw(`customers_fts_${trigger}`)}`.execute(db);
  await sql`DROP TABLE customers_fts`.execute(db);
}
