import { type Kysely, PostgresAdapter, sql } from 'kysely';

/** Column types that differ between SQLite and PostgreSQL, for the migrations only. */
export function columnTypes(db: Kysely<any>) {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    pg,
    timestamp: pg ? sql`timestamptz` : sql`text`,
    flag: pg ? sql`boolean` : sql`integer`,
  };
}

/** An integer primary key that the database assigns. */
export function autoId(db: Kysely<any>) {
  return columnTypes(db).pg
    ? (col: any) => col.primaryKey().generatedByDefaultAsIdentity()
    : (col: any) => col.primaryKey().autoIncrement();
}
