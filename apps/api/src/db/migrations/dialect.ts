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
 * SQLite's search index of a table's folded text: an external-content FTS5 table with the
 * trigram tokenizer (it holds the index only; the text stays in the table), kept in step
 * by triggers. `{table}_fts` matches any substring of three characters or more.
 */
export async function createTrigramIndex(db: Kysely<any>, table: string, column: string): Promise<void> {
  const fts = sql.raw(`${table}_fts`);
  const [t, c] = [sql.raw(table), sql.raw(column)];
  await sql`CREATE VIRTUAL TABLE ${fts} USING fts5(${c}, content='${t}', content_rowid='id', tokenize='trigram')`.execute(db);
  await sql`CREATE TRIGGER ${sql.raw(`${table}_fts_insert`)} AFTER INSERT ON ${t} BEGIN
      INSERT INTO ${fts} (rowid, ${c}) VALUES (new.id, new.${c});
    END`.execute(db);
  await sql`CREATE TRIGGER ${sql.raw(`${table}_fts_delete`)} AFTER DELETE ON ${t} BEGIN
      INSERT INTO ${fts} (${fts}, rowid, ${c}) VALUES ('delete', old.id, old.${c});
    END`.execute(db);
  await sql`CREATE TRIGGER ${sql.raw(`${table}_fts_update`)} AFTER UPDATE OF ${c} ON ${t} BEGIN
      INSERT INTO ${fts} (${fts}, rowid, ${c}) VALUES ('delete', old.id, old.${c});
      INSERT INTO ${fts} (rowid, ${c}) VALUES (new.id, new.${c});
    END`.execute(db);
  // Rows already in the table.
  await sql`INSERT INTO ${fts} (${fts}) VALUES ('rebuild')`.execute(db);
}
