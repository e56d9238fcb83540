import type { CategoryListQuery } from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { type ResourceRow, tableRepository } from '../../lib/resource-repository.js';
import { nowIso } from '../../lib/clock.js';
import { levelsOf } from '../../lib/tree.js';
import type { TreeRow } from './category-tree.js';

const standard = tableRepository(
  'categories',
  ['id', 'parent_id', 'name_en', 'name_ar', 'slug', 'notes', 'image', 'created_at', 'updated_at'],
  { filter: (query, list: CategoryListQuery) => (list.parent_id === undefined ? query : query.where('categories.parent_id', '=', list.parent_id)) },
);

/** Every category's place in the tree: small (thousands of rows), read whole for pickers and cycle checks. */
export const treeRows = (db: Db): Promise<TreeRow[]> => db.selectFrom('categories').select(['id', 'parent_id', 'name_en', 'name_ar', 'sort_order']).execute();

/** Categories: their table's standard queries; a batch is deleted children first (the tree's references restrict). */
export const categoriesRepository = {
  ...standard,
  async deleteMany(db: Db, ids: number[]) {
    const level = levelsOf(await treeRows(db));
    for (const id of [...ids].sort((a, b) => (level.get(b) ?? 0) - (level.get(a) ?? 0))) {
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

/** Hangs each category where a tree save puts it; rows already in place are left alone. */
export async function placeCategories(db: Db, places: TreeRow[], rows: { id: number; parent_id: number | null; sort_order: number }[]) {
  const current = new Map(places.map((r) => [r.id, r]));
  const now = nowIso();
  for (const row of rows) {
    const was = current.get(row.id);
    if (was && was.parent_id === row.parent_id && was.sort_order === row.sort_order) continue;
    await db.updateTable('categories').set({ parent_id: row.parent_id, sort_order: row.sort_order, updated_at: now }).where('id', '=', row.id).execute();
  }
}
