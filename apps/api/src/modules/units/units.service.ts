import { type ListQuery, type Locale, type Unit, type UnitInput, foldForSearch } from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { type Actor, recordHistory } from '../../lib/history.js';
import { paginate } from '../../lib/list.js';
import { assertUnusedByProducts } from '../products/product-usage.js';
import * as repo from './units.repository.js';

const model = 'units';

export const toUnit = (row: repo.UnitRow): Unit => ({
  id: row.id,
  name: { en: row.name_en, ar: row.name_ar },
  created_at: row.created_at,
  updated_at: row.updated_at,
});

const stored = (input: UnitInput) => ({
  name_en: input.name.en,
  name_ar: input.name.ar,
  search_text: foldForSearch(`${input.name.en} ${input.name.ar}`),
});

export function createUnitsService(db: Db) {
  async function list(query: ListQuery, locale: Locale) {
    const { rows, meta } = await paginate<repo.UnitRow>(db, repo.unitsQuery(db), query, {
      sorts: {
        name: locale === 'ar' ? 'units.name_ar' : 'units.name_en',
        created_at: 'units.created_at',
        updated_at: 'units.updated_at',
        id: 'units.id',
      },
      defaultSort: '-id',
      idColumn: 'units.id',
      searchColumn: 'units.search_text',
    });
    return { data: rows.map(toUnit), meta };
  }

  async function get(id: number) {
    const row = await repo.findUnit(db, id);
    if (!row) throw notFound();
    return toUnit(row);
  }

  function create(input: UnitInput, actor: Actor) {
    return db.transaction().execute(async (trx) => {
      const now = nowIso();
      const unit = toUnit(await repo.insertUnit(trx, { ...stored(input), created_at: now, updated_at: now }));
      await recordHistory(trx, actor, { action: 'created', model, modelId: unit.id, after: unit });
      return unit;
    });
  }

  function update(id: number, input: UnitInput, actor: Actor) {
    return db.transaction().execute(async (trx) => {
      const before = await repo.findUnit(trx, id);
      if (!before) throw notFound();
      const unit = toUnit(await repo.updateUnit(trx, id, { ...stored(input), updated_at: nowIso() }));
      await recordHistory(trx, actor, { action: 'updated', model, modelId: id, before: toUnit(before), after: unit });
      return unit;
    });
  }

  /** Deletes all of them or none: a unit in use fails the whole batch with 409, naming it and its products. */
  function remove(ids: number[], actor: Actor, locale: Locale) {
    return db.transaction().execute(async (trx) => {
      const unique = [...new Set(ids)];
      const rows = await repo.findUnits(trx, unique);
      if (rows.length !== unique.length) throw notFound();
      await assertUnusedByProducts(trx, 'unit_id', rows, locale);
      await repo.deleteUnits(trx, unique);
      await recordHistory(
        trx,
        actor,
        rows.map((row) => ({ action: 'deleted' as const, model, modelId: row.id, before: toUnit(row) })),
      );
    });
  }

  return { list, get, create, update, remove };
}
export type UnitsService = ReturnType<typeof createUnitsService>;
