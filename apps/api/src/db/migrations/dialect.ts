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

/**
 * SQLite: an external-content FTS5 table `{table}_fts` with the trigram tokenizer over the
 * table's `search_text` (the index only, the text stays in the table), kept by triggers.
 */
export async function createTrigramFts(db: Kysely<any>, table: string): Promise<void> {
  const fts = sql.raw(`${table}_fts`);
  const on = sql.raw(table);
  await sql`CREATE VIRTUAL TABLE ${fts} USING fts5(search_text, content='${on}', content_rowid='id', tokenize='trigram')`.execute(db);
  await sql`CREATE TRIGGER ${sql.raw(`${table}_fts_insert`)} AFTER INSERT ON ${on} BEGIN
    INSERT INTO ${fts} (rowid, search_text) VALUES (new.id, new.search_text);
  END`.execute(db);
  await sql`CREATE TRIGGER ${sql.raw(`${table}_fts_delete`)} AFTER DELETE ON ${on} BEGIN
    INSERT INTO ${fts} (${fts}, rowid, search_text) VALUES ('delete', old.id, old.search_text);
  END`.execute(db);
  await sql`CREATE TRIGGER ${sql.raw(`${table}_fts_update`)} AFTER UPDATE OF search_text ON ${on} BEGIN
    INSERT INTO ${fts} (${fts}, rowid, search_text) VALUES ('delete', old.id, old.search_text);
    INSERT INTO ${fts} (rowid, search_text) VALUES (new.id, new.search_text);
  END`.execute(db);
}
