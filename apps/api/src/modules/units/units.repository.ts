import { type ResourceRow, tableRepository } from '../../lib/resource-repository.js';

/** Units of measure: the standard queries of their table. */
export const unitsRepository = tableRepository('units', ['id', 'name_en', 'name_ar', 'created_at', 'updated_at']);
export type UnitRow = ResourceRow<typeof unitsRepository>;
