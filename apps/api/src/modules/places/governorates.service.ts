import { type Governorate, type GovernorateInput, type ListQuery, type Locale, foldForSearch, moneyToStored } from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { conflict, notFound } from '../../lib/errors.js';
import { type Actor, recordHistory } from '../../lib/history.js';
import { paginate } from '../../lib/list.js';
import { listNames, nameIn } from '../products/product-usage.js';
import { toGovernorate } from './place-mapping.js';
import * as repo from './places.repository.js';

const model = 'governorates';

export interface GovernorateParent {
  countryId: number;
}

const stored = (input: GovernorateInput) => ({
  name_en: input.name.en,
  name_ar: input.name.ar,
  shipment_fees: moneyToStored(input.shipment_fees),
  search_text: foldForSearch(`${input.name.en} ${input.name.ar}`),
  updated_at: nowIso(),
});

/** A country's governorates: each call names the country, and a governorate of another country is not found. */
export function createGovernoratesService(db: Db) {
  async function assertCountry(trx: Db, countryId: number) {
    if (!(await repo.findCountry(trx, countryId))) throw notFound();
  }

  async function load(trx: Db, parent: GovernorateParent, id: number): Promise<Governorate> {
    const row = await repo.findGovernorate(trx, parent.countryId, id);
    if (!row) throw notFound();
    return toGovernorate(row);
  }

  async function list(parent: GovernorateParent, query: ListQuery, locale: Locale) {
    await assertCountry(db, parent.countryId);
    const { rows, meta } = await paginate<repo.GovernorateRow>(db, repo.governoratesQuery(db, parent.countryId), query, {
      sorts: {
        name: locale === 'ar' ? 'governorates.name_ar' : 'governorates.name_en',
        shipment_fees: 'governorates.shipment_fees',
        created_at: 'governorates.created_at',
        updated_at: 'governorates.updated_at',
        id: 'governorates.id',
      },
      defaultSort: '-id',
      idColumn: 'governorates.id',
      searchColumn: 'governorates.search_text',
    });
    return { data: rows.map(toGovernorate), meta };
  }

  function create(parent: GovernorateParent, input: GovernorateInput, actor: Actor) {
    return db.transaction().execute(async (trx) => {
      await assertCountry(trx, parent.countryId);
      const row = stored(input);
      const id = await repo.insertGovernorate(trx, { ...row, country_id: parent.countryId, created_at: row.updated_at });
      const governorate = await load(trx, parent, id);
      await recordHistory(trx, actor, { action: 'created', model, modelId: id, after: governorate });
      return governorate;
    });
  }

  function update(parent: GovernorateParent, id: number, input: GovernorateInput, actor: Actor) {
    return db.transaction().execute(async (trx) => {
      const before = await load(trx, parent, id);
      await repo.updateGovernorate(trx, id, stored(input));
      const after = await load(trx, parent, id);
      await recordHistory(trx, actor, { action: 'updated', model, modelId: id, before, after });
      return after;
    });
  }

  /** All or none: every id must be a governorate of this country; one that still has cities fails the batch with 409. */
  function remove(parent: GovernorateParent, ids: number[], actor: Actor, locale: Locale) {
    return db.transaction().execute(async (trx) => {
      const unique = [...new Set(ids)];
      const rows = await repo.findGovernorates(trx, parent.countryId, unique);
      if (rows.length !== unique.length) throw notFound();
      const { parentIds, sample, more } = await repo.childrenSample(trx, 'cities', unique);
      if (parentIds.size) {
        throw conflict('errors.governorate_has_cities', {
          names: listNames(locale, rows.filter((r) => parentIds.has(Number(r.id))).map((r) => nameIn(locale, r))),
          items: listNames(locale, sample.map((c) => nameIn(locale, c)), more),
        });
      }
      await repo.deleteGovernorates(trx, unique);
      await recordHistory(trx, actor, rows.map((row) => ({ action: 'deleted' as const, model, modelId: row.id, before: toGovernorate(row) })));
    });
  }

  return { list, get: (parent: GovernorateParent, id: number) => load(db, parent, id), create, update, remove };
}
export type GovernoratesService = ReturnType<typeof createGovernoratesService>;
