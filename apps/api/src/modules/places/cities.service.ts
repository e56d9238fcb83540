import { type City, type CityInput, type ListQuery, type Locale, foldForSearch, moneyToStored } from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { conflict, notFound } from '../../lib/errors.js';
import { type Actor, recordHistory } from '../../lib/history.js';
import { paginate } from '../../lib/list.js';
import { listNames, nameIn } from '../products/product-usage.js';
import { toCity } from './place-mapping.js';
import * as repo from './places.repository.js';

const model = 'cities';

export interface CityParent {
  countryId: number;
  governorateId: number;
}

const stored = (input: CityInput) => ({
  name_en: input.name.en,
  name_ar: input.name.ar,
  shipment_fees: input.shipment_fees == null ? null : moneyToStored(input.shipment_fees),
  search_text: foldForSearch(`${input.name.en} ${input.name.ar}`),
  updated_at: nowIso(),
});

/**
 * A governorate's cities. Each call names the country and the governorate: a city is found
 * only under its own governorate, and that governorate only under its own country.
 */
export function createCitiesService(db: Db) {
  async function assertGovernorate(trx: Db, parent: CityParent) {
    if (!(await repo.findGovernorate(trx, parent.countryId, parent.governorateId))) throw notFound();
  }

  async function load(trx: Db, parent: CityParent, id: number): Promise<City> {
    await assertGovernorate(trx, parent);
    const row = await repo.findCity(trx, parent.governorateId, id);
    if (!row) throw notFound();
    return toCity(row);
  }

  async function list(parent: CityParent, query: ListQuery, locale: Locale) {
    await assertGovernorate(db, parent);
    const { rows, meta } = await paginate<repo.CityRow>(db, repo.cityListQuery(db, parent.governorateId), query, {
      sorts: {
        name: locale === 'ar' ? 'c.name_ar' : 'c.name_en',
        shipment_fees: 'c.effective_fees',
        created_at: 'c.created_at',
        updated_at: 'c.updated_at',
        id: 'c.id',
      },
      defaultSort: '-id',
      idColumn: 'c.id',
      searchColumn: 'c.search_text',
    });
    return { data: rows.map(toCity), meta };
  }

  function create(parent: CityParent, input: CityInput, actor: Actor) {
    return db.transaction().execute(async (trx) => {
      await assertGovernorate(trx, parent);
      const row = stored(input);
      const id = await repo.insertCity(trx, { ...row, governorate_id: parent.governorateId, created_at: row.updated_at });
      const city = await load(trx, parent, id);
      await recordHistory(trx, actor, { action: 'created', model, modelId: id, after: city });
      return city;
    });
  }

  function update(parent: CityParent, id: number, input: CityInput, actor: Actor) {
    return db.transaction().execute(async (trx) => {
      const before = await load(trx, parent, id);
      await repo.updateCity(trx, id, stored(input));
      const after = await load(trx, parent, id);
      await recordHistory(trx, actor, { action: 'updated', model, modelId: id, before, after });
      return after;
    });
  }

  /** All or none: every id must be a city of this governorate; a city used by an address fails the batch with 409. */
  function remove(parent: CityParent, ids: number[], actor: Actor, locale: Locale) {
    return db.transaction().execute(async (trx) => {
      await assertGovernorate(trx, parent);
      const unique = [...new Set(ids)];
      const rows = await repo.findCities(trx, parent.governorateId, unique);
      if (rows.length !== unique.length) throw notFound();
      const { usedIds, sample, more } = await repo.citiesInAddresses(trx, unique);
      if (usedIds.size) {
        throw conflict('errors.in_use_by_addresses', {
          names: listNames(locale, rows.filter((r) => usedIds.has(Number(r.id))).map((r) => nameIn(locale, r))),
          items: listNames(locale, sample.map((c) => `${c.name} (${c.code})`), more),
        });
      }
      await repo.deleteCities(trx, unique);
      await recordHistory(trx, actor, rows.map((row) => ({ action: 'deleted' as const, model, modelId: row.id, before: toCity(row) })));
    });
  }

  return { list, get: (parent: CityParent, id: number) => load(db, parent, id), create, update, remove };
}
export type CitiesService = ReturnType<typeof createCitiesService>;
