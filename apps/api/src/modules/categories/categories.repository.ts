import type { Db } from '../../db/database.js';

export type CategoryRow = {
  id: number;
  parent_id: number | null;
  name_en: string;
  name_ar: string;
  slug: string;
  notes: string | null;
  image: string | null;
  created_at: string;
  updated_at: string;
};
type CategoryWrite = Omit<CategoryRow, 'id' | 'created_at' | 'image'> & { search_text: string; image?: string | null };

const columns = [
  'categories.id', 'categories.parent_id', 'categories.name_en', 'categories.name_ar', 'categories.slug',
  'categories.notes', 'categories.image', 'categories.created_at', 'categories.updated_at',
] as const;

export const categoriesQuery = (db: Db) => db.selectFrom('categories').select(columns);

export const findCategory = (db: Db, id: number) => categoriesQuery(db).where('categories.id', '=', id).executeTakeFirst();

export const findCategories = (db: Db, ids: number[]) =>
  ids.length ? categoriesQuery(db).where('categories.id', 'in', ids).execute() : Promise.resolve([]);

export const childrenOf = (db: Db, parentIds: number[]) =>
  parentIds.length ? categoriesQuery(db).where('categories.parent_id', 'in', parentIds).execute() : Promise.resolve([]);

/** How many direct children each of these categories has. */
export async function childCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('categories')
    .select((eb) => ['parent_id', eb.fn.countAll<number>().as('n')])
    .where('parent_id', 'in', ids)
    .groupBy('parent_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.parent_id), Number(r.n)]));
}

/** Every category's place in the tree: small (thousands of rows), read whole for pickers and cycle checks. */
export const treeRows = (db: Db) => db.selectFrom('categories').select(['id', 'parent_id', 'name_en', 'name_ar']).execute();

export const insertCategory = (db: Db, row: CategoryWrite & { created_at: string }): Promise<CategoryRow> =>
  db.insertInto('categories').values(row).returning(columns).executeTakeFirstOrThrow();

export const updateCategory = (db: Db, id: number, row: CategoryWrite): Promise<CategoryRow> =>
  db.updateTable('categories').set(row).where('id', '=', id).returning(columns).executeTakeFirstOrThrow();

export const deleteCategory = (db: Db, id: number) => db.deleteFrom('categories').where('id', '=', id).execute();
