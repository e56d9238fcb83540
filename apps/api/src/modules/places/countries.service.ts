import { type Country, type CountryInput, type ListQuery, type Locale, foldForSearch } from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { conflict, fieldError, notFound } from '../../lib/errors.js';
import { type Actor, recordHistory } from '../../lib/history.js';
import { paginate } from '../../lib/list.js';
import { listNames, nameIn } from '../products/product-usage.js';
import { toCountry } from './place-mapping.js';
import * as repo from './places.repository.js';

const model = 'countries';

const stored = (input: CountryInput) => ({
  name_en: input.name.en,
  name_ar: input.name.ar,
  code: input.code,
  search_text: foldForSearch(`${input.name.en} ${input.name.ar} ${input.code}`),
  updated_at: nowIso(),
});

export function createCountriesService(db: Db) {
  async function load(trx: Db, id: number): Promise<Country> {
    const row = await repo.findCountry(trx, id);
    if (!row) throw notFound();
    return toCountry(row);
  }

  async function assertCodeFree(trx: Db, code: string, id?: number) {
    const holder = await repo.countryIdByCode(trx, code);
    if (holder && Number(holder.id) !== id) throw fieldError('code', 'validation.unique');
  }

  async function list(query: ListQuery, locale: Locale) {
    const { rows, meta } = await paginate<repo.CountryRow>(db, repo.countriesQuery(db), query, {
      sorts: {
        name: locale === 'ar' ? 'countries.name_ar' : 'countries.name_en',
        code: 'countries.code',
        created_at: 'countries.created_at',
        updated_at: 'countries.updated_at',
        id: 'countries.id',
      },
      defaultSort: '-id',
      idColumn: 'countries.id',
      searchColumn: 'countries.search_text',
    });
    return { data: rows.map(toCountry), meta };
  }

  function create(input: CountryInput, actor: Actor) {
    return db.transaction().execute(async (trx) => {
      await assertCodeFree(trx, input.code);
      const row = stored(input);
      const country = await load(trx, await repo.insertCountry(trx, { ...row, created_at: row.updated_at }));
      await recordHistory(trx, actor, { action: 'created', model, modelId: country.id, after: country });
      return country;
    });
  }

  function update(id: number, input: CountryInput, actor: Actor) {
    return db.transaction().execute(async (trx) => {
      const before = await load(trx, id);
      await assertCodeFree(trx, input.code, id);
      await repo.updateCountry(trx, id, stored(input));
      const after = await load(trx, id);
      await recordHistory(trx, actor, { action: 'updated', model, modelId: id, before, after });
      return after;
    });
  }

  /** All or none: a country that still has governorates fails the batch with 409, naming them. */
  function remove(ids: number[], actor: Actor, locale: Locale) {
    return db.transaction().execute(async (trx) => {
      const unique = [...new Set(ids)];
      const rows = await repo.findCountries(trx, unique);
      if (rows.length !== unique.length) throw notFound();
      const { parentIds, sample, more } = await repo.childrenSample(trx, 'governorates', unique);
      if (parentIds.size) {
        throw conflict('errors.country_has_governorates', {
          names: listNames(locale, rows.filter((r) => parentIds.has(Number(r.id))).map((r) => nameIn(locale, r))),
          items: listNames(locale, sample.map((g) => nameIn(locale, g)), more),
        });
      }
      await repo.deleteCountries(trx, unique);
      await recordHistory(trx, actor, rows.map((row) => ({ action: 'deleted' as const, model, modelId: row.id, before: toCountry(row) })));
    });
  }

  return { list, get: (id: number) => load(db, id), create, update, remove };
}
export type CountriesService = ReturnType<typeof createCountriesService>;
