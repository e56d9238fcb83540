import type { CategoryListQuery } from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { type ResourceRow, tableRepository } from '../../lib/resource-repository.js';
import { depthsOf } from './category-tree.js';

const standard = tableRepository(
  'categories',
  ['id', 'parent_id', 'name_en', 'name_ar', 'slug', 'notes', 'image', 'created_at', 'updated_at'],
  { filter: (query, list: CategoryListQuery) => (list.parent_id === undefined ? query : query.where('categories.parent_id', '=', list.parent_id)) },
);

/** Every category's place in the tree: small (thousands of rows), read whole for pickers and cycle checks. */
export const treeRows = (db: Db) => db.selectFrom('categories').select(['id', 'parent_id', 'name_en', 'name_ar']).execute();

/** Categories: their table's standard queries; a batch is deleted children first (the tree's references restrict). */
export const categoriesRepository = {
  ...standard,
  async deleteMany(db: Db, ids: number[]) {
    const depth = depthsOf(await treeRows(db));
    for (const id of [...ids].sort((a, b) => (depth.get(b) ?? 0) - (depth.get(a) ?? 0))) {
      await db.deleteFrom('categories').where('id', '=', id).execute();
    }
  },
};
export type CategoryRow = ResourceRow<typeof standard>;

export const childrenOf = (db: Db, parentIds: number[]) =>
  parentIds.length ? standard.query(db).where('categories.parent_id', 'in', parentIds).execute() : Promise.resolve([]);

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
