import { type Kysely, sql } from 'kysely';
import { columnTypes } from './dialect.js';

const TABLES = ['ads', 'offers', 'coupons'] as const;

/**
 * The instant at which `day` (`2026-12-01`) begins in `timeZone`. Written out here rather
 * than imported, so the migration stays as released whatever the app's own helpers become.
 */
function midnightIn(timeZone: string, day: string): string {
  const clock = new Intl.DateTimeFormat('en-US', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
  });
  const offsetAt = (at: number) => {
    const part = Object.fromEntries(clock.formatToParts(at).map((p) => [p.type, Number(p.value)]));
    return Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!) - Math.floor(at / 1000) * 1000;
  };
  const wall = Date.parse(`${day}T00:00:00Z`);
  const guess = wall - offsetAt(wall);
  return new Date(Math.min(guess, wall - offsetAt(guess))).toISOString();
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Offers, coupons and ads by the hour (issue 35, docs/decisions/0011): `start_date` and
 * `end_date` keep what was sent, now a day, a store's wall-clock time (`2026-12-01T20:00`) or
 * an instant with its offset, so they grow to 40 characters; `starts_at` and `ends_at` are the
 * instants they name (the end's is the first instant after the schedule), which the state,
 * the overlap check, pricing and the lists' date sorts compare. Rows stored before hold days:
 * each is filled as the whole day in the store's zone (`STORE_TIME_ZONE`, read as the server
 * reads it), so it keeps meaning what it meant.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const { pg, timestamp } = columnTypes(db);
  // The server's default zone when none is set (config.ts).
  const timeZone = process.env.STORE_TIME_ZONE || 'Africa/Cairo';
  for (const table of TABLES) {
    if (pg) {
      for (const column of ['start_date', 'end_date']) {
        await db.schema.alterTable(table).alterColumn(column, (c) => c.setDataType('varchar(40)')).execute();
      }
    }
    // SQLite adds a NOT NULL column only with a default; PostgreSQL gets its NOT NULL once filled.
    for (const column of ['starts_at', 'ends_at']) {
      await db.schema.alterTable(table).addColumn(column, timestamp, (c) => (pg ? c : c.notNull().defaultTo(''))).execute();
    }
    const rows: { id: number; start_date: string; end_date: string }[] = await db.selectFrom(table).select(['id', 'start_date', 'end_date']).execute();
    for (const row of rows) {
      await db
        .updateTable(table)
        .set({ starts_at: midnightIn(timeZone, row.start_date), ends_at: midnightIn(timeZone, nextDay(row.end_date)) })
        .where('id', '=', row.id)
        .execute();
    }
    if (pg) {
      for (const column of ['starts_at', 'ends_at']) await sql`ALTER TABLE ${sql.table(table)} ALTER COLUMN ${sql.ref(column)} SET NOT NULL`.execute(db);
    }
    // The lists sort by the instants now ("start_date" and "end_date" sorts).
    for (const [day, instant] of [['start_date', 'starts_at'], ['end_date', 'ends_at']] as const) {
      await db.schema.dropIndex(`${table}_${day}`).execute();
      await db.schema.createIndex(`${table}_${instant}`).on(table).columns([instant, 'id']).execute();
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const { pg } = columnTypes(db);
  for (const table of TABLES) {
    for (const [day, instant] of [['start_date', 'starts_at'], ['end_date', 'ends_at']] as const) {
      await db.schema.dropIndex(`${table}_${instant}`).execute();
      await db.schema.alterTable(table).dropColumn(instant).execute();
      // Back to days: a time keeps its day.
      await db.updateTable(table).set({ [day]: sql`substr(${sql.ref(day)}, 1, 10)` }).execute();
      if (pg) await db.schema.alterTable(table).alterColumn(day, (c) => c.setDataType('varchar(10)')).execute();
      await db.schema.createIndex(`${table}_${day}`).on(table).columns([day, 'id']).execute();
    }
  }
}
