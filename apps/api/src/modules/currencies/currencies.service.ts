import {
  CURRENCY_DECIMALS, type Currency, type CurrencyCode, type CurrencyInput, type CurrencyUpdateInput, rateToStored, storedToRate,
} from '@matjar/shared';
import type { Db, Dialect } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { conflict } from '../../lib/errors.js';
import type { Actor, HistoryEntry } from '../../lib/history.js';
import { bilingualSorts, resourceService, shownName, storedName } from '../../lib/resource-service.js';
import { flag } from '../../lib/resource-repository.js';
import * as repo from './currencies.repository.js';

const model = 'currencies';

export const toCurrency = (row: repo.CurrencyRow): Currency => ({
  id: Number(row.id),
  name: shownName(row),
  code: row.code as CurrencyCode,
  decimals: CURRENCY_DECIMALS[row.code as CurrencyCode] ?? 2,
  exchange_rate: storedToRate(Number(row.exchange_rate)),
  is_local: Boolean(row.is_local),
  is_online: Boolean(row.is_online),
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/**
 * Currencies. Exactly one is local once any exists: making one local unsets the other in
 * the same transaction (writes take turns, see `lockCurrencies`); the local one cannot be
 * unset or deleted, only replaced.
 */
export function createCurrenciesService(db: Db, dialect: Dialect) {
  const kit = resourceService<repo.CurrencyRow, Currency, CurrencyInput>(db, {
    model,
    repository: repo.currenciesRepository,
    present: (rows) => rows.map(toCurrency),
    list: { sorts: bilingualSorts('currencies', { code: 'code' }), searchColumn: 'currencies.search_text' },
    lock: (trx) => repo.lockCurrencies(trx, dialect),
    unique: { table: 'currencies', fields: [{ field: 'code', column: 'code', value: (input) => input.code, compare: 'exact' }] },
    beforeDelete: async (_trx, rows) => {
      if (rows.some((row) => Boolean(row.is_local))) throw conflict('errors.local_currency_delete');
    },
  });

  /** Unsets the current local currency, returning its history entry. */
  async function unsetLocal(trx: Db): Promise<HistoryEntry[]> {
    const local = await repo.findLocal(trx);
    if (!local) return [];
    const before = toCurrency(local);
    await repo.currenciesRepository.update(trx, before.id, { is_local: flag(false), updated_at: nowIso() });
    return [{ action: 'updated', model, modelId: before.id, before, after: await kit.load(trx, before.id) }];
  }

  /** The first currency is local whatever the form says: there must be one. */
  function create(input: CurrencyInput, actor: Actor) {
    return kit.write(async (trx) => {
      await kit.refuseTaken(trx, input);
      const isLocal = input.is_local || !(await repo.findLocal(trx));
      const entries = isLocal ? await unsetLocal(trx) : [];
      const now = nowIso();
      const id = await repo.currenciesRepository.insert(trx, {
        ...storedName(input.name, input.code),
        code: input.code,
        exchange_rate: rateToStored(input.exchange_rate),
        is_local: flag(isLocal),
        is_online: flag(input.is_online),
        created_at: now,
        updated_at: now,
      });
      return kit.created(trx, id, actor, undefined, entries);
    });
  }

  function update(id: number, input: CurrencyUpdateInput, actor: Actor) {
    return kit.write(async (trx) => {
      const before = await kit.load(trx, id);
      await kit.refuseTaken(trx, input, id);
      if (input.is_local === false && before.is_local) throw conflict('errors.local_currency_required');
      const becomesLocal = input.is_local === true && !before.is_local;
      // The old local currency is unset first: the partial unique index never sees two.
      const entries = becomesLocal ? await unsetLocal(trx) : [];
      const code = input.code ?? before.code;
      await repo.currenciesRepository.update(trx, id, {
        ...storedName(input.name ?? before.name, code),
        code,
        ...(input.exchange_rate === undefined ? {} : { exchange_rate: rateToStored(input.exchange_rate) }),
        ...(input.is_online === undefined ? {} : { is_online: flag(input.is_online) }),
        ...(becomesLocal ? { is_local: flag(true) } : {}),
        updated_at: nowIso(),
      });
      return kit.updated(trx, id, before, actor, undefined, entries);
    });
  }

  return { list: kit.list, get: kit.get, create, update, remove: kit.remove };
}
export type CurrenciesService = ReturnType<typeof createCurrenciesService>;
