import type { Db } from '../../db/database.js';

export type UnitRow = { id: number; name_en: string; name_ar: string; created_at: string; updated_at: string };

const columns = ['units.id', 'units.name_en', 'units.name_ar', 'units.created_at', 'units.updated_at'] as const;

export const unitsQuery = (db: Db) => db.selectFrom('units').select(columns);

export const findUnit = (db: Db, id: number) => unitsQuery(db).where('units.id', '=', id).executeTakeFirst();

export const findUnits = (db: Db, ids: number[]) => unitsQuery(db).where('units.id', 'in', ids).execute();

export async function insertUnit(db: Db, row: Omit<UnitRow, 'id'> & { search_text: string }): Promise<UnitRow> {
  return db.insertInto('units').values(row).returning(columns).executeTakeFirstOrThrow();
}

export const updateUnit = (db: Db, id: number, row: { name_en: string; name_ar: string; search_text: string; updated_at: string }) =>
  db.updateTable('units').set(row).where('id', '=', id).returning(columns).executeTakeFirstOrThrow();

export const deleteUnits = (db: Db, ids: number[]) => db.deleteFrom('units').where('id', 'in', ids).execute();
