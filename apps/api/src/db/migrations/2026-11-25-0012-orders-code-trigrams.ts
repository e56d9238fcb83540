import { type Kysely, sql } from 'kysely';
import { columnTypes } from './dialect.js';

/**
 * Part of a tracking code (`7P2-9X`) finds its order (docs/orders.md "Indexes"). On
 * PostgreSQL a trigram index over the code without its dash serves the `LIKE '%…%'`, so a
 * large store is not scanned (pg_trgm comes with migration 0003). On SQLite the `LIKE`
 * reads the codes themselves: short strings, and the search is not a hot path there.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (columnTypes(db).pg) await sql`CREATE INDEX orders_code_trgm ON orders USING gin ((replace(code, '-', '')) gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (columnTypes(db).pg) await sql`DROP INDEX orders_code_trgm`.execute(db);
}
