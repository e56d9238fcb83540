import type { Unit, UnitInput } from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { namedResource, resourceService, shownName } from '../../lib/resource-service.js';
import { productsUsing } from '../products/index.js';
import { type UnitRow, unitsRepository } from './units.repository.js';

export const toUnit = (row: UnitRow): Unit => ({
  id: row.id,
  name: shownName(row),
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/** Units of measure: a unit that products use cannot be deleted (409 naming it and a few of them). */
export const createUnitsService = (db: Db) =>
  resourceService(db, {
    ...namedResource<UnitInput>('units'),
    repository: unitsRepository,
    present: (rows) => rows.map(toUnit),
    inUse: (trx, ids, locale) => productsUsing(trx, 'unit_id', ids, locale),
  });
export type UnitsService = ReturnType<typeof createUnitsService>;
