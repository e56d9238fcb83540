import type { CurrencyListQuery } from '@matjar/shared';
import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';
import { type ResourceRow, tableRepository, flag } from '../../lib/resource-repository.js';

/** Currencies: their table's standard queries; the list filters on `is_online`. */
export const currenciesRepository = tableRepository(
  'currencies',
  ['id', 'name_en', 'name_ar', 'code', 'exchange_rate', 'is_local', 'is_online', 'created_at', 'updated_at'],
  { filter: (query, list: CurrencyListQuery) => (list.is_online === undefined ? query : query.where('currencies.is_online', '=', flag(list.is_online))) },
);
export type CurrencyRow = ResourceRow<typeof currenciesRepository>;

export const findLocal = (db: Db) => currenciesRepository.query(db).where('currencies.is_local', '=', flag(true)).executeTakeFirst();

export const codeHolder = (db: Db, code: string) => db.selectFrom('currencies').select('id').where('code', '=', code).executeTakeFirst();

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
