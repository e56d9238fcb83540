import { type Kysely, sql } from 'kysely';
import { columnTypes } from './dialect.js';

/**
 * PostgreSQL estimates how many names hold a word (`search_text LIKE '%word%'`) from the
 * column's histogram: with the default 100 entries a word in 2% of the store matches 0 to 5
 * of them, so from one ANALYZE to the next a two-word search was estimated at 3 or 1,200
 * rows for its real 700. Near 1,000 the planner walks the newest-first index and tests every
 * row (25 ms) instead of intersecting the trigram index (4 ms). With 1,000 entries the
 * estimate lands within a few percent; planning such a search costs ~0.5 ms more.
 * SQLite's FTS5 search needs no statistics.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (columnTypes(db).pg) await sql`ALTER TABLE products ALTER COLUMN search_text SET STATISTICS 1000`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (columnTypes(db).pg) await sql`ALTER TABLE products ALTER COLUMN search_text SET STATISTICS -1`.execute(db);
}
