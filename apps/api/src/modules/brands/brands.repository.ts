import type { Db } from '../../db/database.js';

export type BrandRow = { id: number; name_en: string; name_ar: string; image: string | null; created_at: string; updated_at: string };
type BrandWrite = { name_en: string; name_ar: string; search_text: string; updated_at: string; image?: string | null };

const columns = ['brands.id', 'brands.name_en', 'brands.name_ar', 'brands.image', 'brands.created_at', 'brands.updated_at'] as const;

export const brandsQuery = (db: Db) => db.selectFrom('brands').select(columns);

export const findBrand = (db: Db, id: number) => brandsQuery(db).where('brands.id', '=', id).executeTakeFirst();

export const findBrands = (db: Db, ids: number[]) => brandsQuery(db).where('brands.id', 'in', ids).execute();

export const insertBrand = (db: Db, row: BrandWrite & { created_at: string }): Promise<BrandRow> =>
  db.insertInto('brands').values(row).returning(columns).executeTakeFirstOrThrow();

export const updateBrand = (db: Db, id: number, row: BrandWrite): Promise<BrandRow> =>
  db.updateTable('brands').set(row).where('id', '=', id).returning(columns).executeTakeFirstOrThrow();

export const deleteBrands = (db: Db, ids: number[]) => db.deleteFrom('brands').where('id', 'in', ids).execute();
