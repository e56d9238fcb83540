import { type Insertable, type Selectable, type Updateable, sql } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';
import type { Database } from '../../db/types.js';

export type CurrencyRow = Omit<Selectable<Database['currencies']>, 'search_text'>;

const columns = [
  'currencies.id', 'currencies.name_en', 'currencies.name_ar', 'currencies.code', 'currencies.exchange_rate',
  'currencies.is_local', 'currencies.is_online', 'currencies.created_at', 'currencies.updated_at',
] as const;

export const flag = (value: boolean) => (value ? 1 : 0);

export const currenciesQuery = (db: Db) => db.selectFrom('currencies').select(columns);

export const findCurrency = (db: Db, id: number) => currenciesQuery(db).where('currencies.id', '=', id).executeTakeFirst();

export const findCurrencies = (db: Db, ids: number[]) => currenciesQuery(db).where('currencies.id', 'in', ids).execute();

export const findLocal = (db: Db) => currenciesQuery(db).where('currencies.is_local', '=', flag(true)).executeTakeFirst();

export const codeHolder = (db: Db, code: string) => db.selectFrom('currencies').select('id').where('code', '=', code).executeTakeFirst();

export const insertCurrency = (db: Db, row: Insertable<Database['currencies']>) =>
  db.insertInto('currencies').values(row).returning('id').executeTakeFirstOrThrow().then((r) => Number(r.id));

export const updateCurrency = (db: Db, id: number, row: Updateable<Database['currencies']>) =>
  db.updateTable('currencies').set(row).where('id', '=', id).execute();

export const clearLocal = (db: Db, id: number, updatedAt: string) =>
  db.updateTable('currencies').set({ is_local: flag(false), updated_at: updatedAt }).where('id', '=', id).execute();

export const deleteCurrencies = (db: Db, ids: number[]) => db.deleteFrom('currencies').where('id', 'in', ids).execute();

// Any fixed number: the key of the one advisory lock that orders currency writes.
const CURRENCIES_LOCK = 0x6d6a_0004;

/**
 * Makes currency writes take turns, so two "make this one local" calls at once end with
 * exactly one local currency. PostgreSQL: a transaction-scoped advisory lock. SQLite
 * already runs one write transaction at a time.
 */
export async function lockCurrencies(db: Db, dialect: Dialect) {
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${CURRENCIES_LOCK})`.execute(db);
}
