import type { CurrencyListQuery } from '@matjar/shared';
import type { Db, Dialect } from '../../db/database.js';
import { type ResourceRow, tableRepository, flag } from '../../lib/resource-repository.js';
import { TURN_KEYS, takeTurns } from '../../lib/take-turns.js';

/** Currencies: their table's standard queries; the list filters on `is_online`. */
export const currenciesRepository = tableRepository(
  'currencies',
  ['id', 'name_en', 'name_ar', 'code', 'exchange_rate', 'is_local', 'is_online', 'created_at', 'updated_at'],
  { filter: (query, list: CurrencyListQuery) => (list.is_online === undefined ? query : query.where('currencies.is_online', '=', flag(list.is_online))) },
);
export type CurrencyRow = ResourceRow<typeof currenciesRepository>;

export const findLocal = (db: Db) => currenciesRepository.query(db).where('currencies.is_local', '=', flag(true)).executeTakeFirst();

/**
 * Makes currency writes take turns, so two "make this one local" calls at once end with
 * exactly one local currency.
 */
export const lockCurrencies = (db: Db, dialect: Dialect) => takeTurns(db, dialect, TURN_KEYS.currencies);
