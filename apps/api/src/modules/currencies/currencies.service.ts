import {
  CURRENCY_DECIMALS, type Currency, type CurrencyCode, type CurrencyInput, type CurrencyListQuery, type CurrencyUpdateInput,
  type Locale, foldForSearch, rateToStored, storedToRate,
} from '@matjar/shared';
import type { Db, Dialect } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { conflict, fieldError, notFound } from '../../lib/errors.js';
import { type Actor, type HistoryEntry, recordHistory } from '../../lib/history.js';
import { paginate } from '../../lib/list.js';
import * as repo from './currencies.repository.js';

const model = 'currencies';

export const toCurrency = (row: repo.CurrencyRow): Currency => ({
  id: Number(row.id),
  name: { en: row.name_en, ar: row.name_ar },
  code: row.code as CurrencyCode,
  decimals: CURRENCY_DECIMALS[row.code as CurrencyCode] ?? 2,
  exchange_rate: storedToRate(Number(row.exchange_rate)),
  is_local: Boolean(row.is_local),
  is_online: Boolean(row.is_online),
  created_at: row.created_at,
  updated_at: row.updated_at,
});

const namesOf = (name: { en: string; ar: string }, code: string) => ({
  name_en: name.en,
  name_ar: name.ar,
  code,
  search_text: foldForSearch(`${name.en} ${name.ar} ${code}`),
});

/**
 * Currencies. Exactly one is local once any exists: making one local unsets the other in
 * the same transaction (writes take turns, see `lockCurrencies`); the local one cannot be
 * unset or deleted, only replaced.
 */
export function createCurrenciesService(db: Db, dialect: Dialect) {
  async function load(trx: Db, id: number) {
    const row = await repo.findCurrency(trx, id);
    if (!row) throw notFound();
    return toCurrency(row);
  }

  async function assertCodeFree(trx: Db, code: string, id?: number) {
    const holder = await repo.codeHolder(trx, code);
    if (holder && Number(holder.id) !== id) throw fieldError('code', 'validation.unique');
  }

  /** Unsets the current local currency, returning its history entry. */
  async function unsetLocal(trx: Db): Promise<HistoryEntry[]> {
    const local = await repo.findLocal(trx);
    if (!local) return [];
    const before = toCurrency(local);
    await repo.clearLocal(trx, before.id, nowIso());
    return [{ action: 'updated', model, modelId: before.id, before, after: await load(trx, before.id) }];
  }

  async function list(query: CurrencyListQuery, locale: Locale) {
    let base = repo.currenciesQuery(db);
    if (query.is_online !== undefined) base = base.where('currencies.is_online', '=', repo.flag(query.is_online));
    const { rows, meta } = await paginate<repo.CurrencyRow>(db, base, query, {
      sorts: {
        name: locale === 'ar' ? 'currencies.name_ar' : 'currencies.name_en',
        code: 'currencies.code',
        created_at: 'currencies.created_at',
        updated_at: 'currencies.updated_at',
        id: 'currencies.id',
      },
      defaultSort: '-id',
      idColumn: 'currencies.id',
      searchColumn: 'currencies.search_text',
    });
    return { data: rows.map(toCurrency), meta };
  }

  /** The first currency is local whatever the form says: there must be one. */
  function create(input: CurrencyInput, actor: Actor) {
    return db.transaction().execute(async (trx) => {
      await repo.lockCurrencies(trx, dialect);
      await assertCodeFree(trx, input.code);
      const hasLocal = Boolean(await repo.findLocal(trx));
      const isLocal = input.is_local || !hasLocal;
      const entries = isLocal ? await unsetLocal(trx) : [];
      const now = nowIso();
      const id = await repo.insertCurrency(trx, {
        ...namesOf(input.name, input.code),
        exchange_rate: rateToStored(input.exchange_rate),
        is_local: repo.flag(isLocal),
        is_online: repo.flag(input.is_online),
        created_at: now,
        updated_at: now,
      });
      const currency = await load(trx, id);
      await recordHistory(trx, actor, [...entries, { action: 'created', model, modelId: id, after: currency }]);
      return currency;
    });
  }

  function update(id: number, input: CurrencyUpdateInput, actor: Actor) {
    return db.transaction().execute(async (trx) => {
      await repo.lockCurrencies(trx, dialect);
      const before = await load(trx, id);
      if (input.code !== undefined) await assertCodeFree(trx, input.code, id);
      if (input.is_local === false && before.is_local) throw conflict('errors.local_currency_required');
      const becomesLocal = input.is_local === true && !before.is_local;
      // The old local currency is unset first: the partial unique index never sees two.
      const entries = becomesLocal ? await unsetLocal(trx) : [];
      await repo.updateCurrency(trx, id, {
        ...namesOf(input.name ?? before.name, input.code ?? before.code),
        ...(input.exchange_rate === undefined ? {} : { exchange_rate: rateToStored(input.exchange_rate) }),
        ...(input.is_online === undefined ? {} : { is_online: repo.flag(input.is_online) }),
        ...(becomesLocal ? { is_local: repo.flag(true) } : {}),
        updated_at: nowIso(),
      });
      const after = await load(trx, id);
      await recordHistory(trx, actor, [...entries, { action: 'updated', model, modelId: id, before, after }]);
      return after;
    });
  }

  /** All or none; never the local currency. */
  function remove(ids: number[], actor: Actor) {
    return db.transaction().execute(async (trx) => {
      await repo.lockCurrencies(trx, dialect);
      const unique = [...new Set(ids)];
      const rows = await repo.findCurrencies(trx, unique);
      if (rows.length !== unique.length) throw notFound();
      if (rows.some((row) => Boolean(row.is_local))) throw conflict('errors.local_currency_delete');
      await repo.deleteCurrencies(trx, unique);
      await recordHistory(trx, actor, rows.map((row) => ({ action: 'deleted' as const, model, modelId: row.id, before: toCurrency(row) })));
    });
  }

  return { list, get: (id: number) => load(db, id), create, update, remove };
}
export type CurrenciesService = ReturnType<typeof createCurrenciesService>;
