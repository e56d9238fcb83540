import { CATEGORY_TREE, type Category, type CategoryInput, type CategoryTreeInput, type Locale, type ProductListQuery } from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { fieldError } from '../../lib/errors.js';
import type { Actor } from '../../lib/history.js';
import { nameIn } from '../../lib/in-use.js';
import { bilingualSorts, resourceService, shownName, storedName } from '../../lib/resource-service.js';
import { freeSlug, slugify } from '../../lib/slug.js';
import { fitsUnder, flattenSubmitted, replaceTree, wouldCycle } from '../../lib/tree.js';
import type { MediaStore } from '../media/index.js';
import { type ProductsService, productsOf } from '../products/index.js';
import { type CategoryRow, categoriesRepository as repo, childCounts, childrenOf, placeCategories, treeRows } from './categories.repository.js';
import { flattenTree, idTree } from './category-tree.js';

/** Rows → API shape, with each one's parent `{id, name}` and number of children. */
async function withDetails(db: Db, rows: CategoryRow[]): Promise<Category[]> {
  const parentIds = [...new Set(rows.flatMap((r) => (r.parent_id === null ? [] : [r.parent_id])))];
  const [parents, counts] = await Promise.all([repo.findMany(db, parentIds), childCounts(db, rows.map((r) => r.id))]);
  const parentById = new Map(parents.map((p) => [p.id, p]));
  return rows.map((row) => {
    const parent = row.parent_id === null ? undefined : parentById.get(row.parent_id);
    return {
      id: row.id,
      name: shownName(row),
      slug: row.slug,
      notes: row.notes,
      image: row.image,
      parent_id: row.parent_id,
      parent: parent ? { id: parent.id, name: shownName(parent) } : null,
      children_count: counts.get(row.id) ?? 0,
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  });
}

/**
 * A form's parent must exist and must not lie under the category itself, and the category
 * with its subcategories must fit under it within `CATEGORY_TREE`.
 */
async function assertParent(trx: Db, input: CategoryInput, current?: CategoryRow) {
  const parentId = input.parent_id ?? null;
  const rows = await treeRows(trx);
  if (parentId !== null) {
    if (!rows.some((r) => r.id === parentId)) throw fieldError('parent_id', 'validation.exists');
    if (current && wouldCycle(rows, current.id, parentId)) throw fieldError('parent_id', 'validation.category_cycle');
  }
  if (!fitsUnder(rows, current?.id, parentId, CATEGORY_TREE.levels)) throw fieldError('parent_id', 'validation.tree_too_deep');
}

/** The slug sent (the declared uniqueness checked it is free), the one kept on an update without it, or one made from the English name. */
async function slugOf(trx: Db, input: CategoryInput, current?: CategoryRow) {
  if (input.slug) return input.slug;
  if (input.slug === undefined && current) return current.slug;
  return freeSlug(trx, 'categories', slugify(input.name.en, 'category'), current?.id);
}

/**
 * The category tree. A category still holding subcategories (other than ones deleted in the
 * same batch) or products cannot be deleted: 409 naming them. Moving one changes which
 * products a category filter holds, so writes void the products list's kept totals.
 */
export function createCategoriesService(db: Db, media: MediaStore, products: ProductsService) {
  const kit = resourceService<CategoryRow, Category, CategoryInput>(db, {
    model: 'categories',
    repository: repo,
    present: (rows, trx) => withDetails(trx, rows),
    // An empty slug is one the kit makes free (`slugOf`): only a slug sent is checked.
    unique: { table: 'categories', fields: [{ field: 'slug', column: 'slug', value: (input) => input.slug || undefined, compare: 'exact' }] },
    beforeWrite: (input, { trx, current }) => assertParent(trx, input, current),
    stored: async (input, { trx, current }) => {
      const slug = await slugOf(trx, input, current);
      return { ...storedName(input.name, slug), parent_id: input.parent_id ?? null, slug, notes: input.notes ?? null };
    },
    list: { sorts: bilingualSorts('categories', { slug: 'slug' }), searchColumn: 'categories.search_text' },
    inUse: async (trx, ids, locale) => {
      const batch = new Set(ids);
      const children = (await childrenOf(trx, ids)).filter((c) => !batch.has(c.id));
      const used = await productsOf(trx, 'category_id', ids);
      const items = [...children.map((c) => nameIn(locale, c)), ...used.sample.map((p) => nameIn(locale, p))];
      return {
        key: 'errors.category_not_empty',
        usedIds: new Set([...children.map((c) => c.parent_id as number), ...used.usedIds]),
        items: items.slice(0, 8),
        more: items.length > 8 || used.more,
      };
    },
    image: media,
    counts: { invalidate: products.invalidateCounts },
  });

  /** The category, its direct children, and a page of its own products (`page`, `perPage`, `cursor`, `sort`). */
  async function detail(id: number, query: ProductListQuery, locale: Locale) {
    const category = await kit.get(id);
    const children = await withDetails(db, await childrenOf(db, [id]));
    const nameKey = locale === 'ar' ? 'ar' : 'en';
    children.sort((a, b) => a.name[nameKey].localeCompare(b.name[nameKey], locale));
    const page = await products.list({ ...query, category_id: id, include_descendants: 'false' }, locale);
    return { ...category, children, products: page };
  }

  const tree = async (locale: Locale) => flattenTree(await treeRows(db), locale);

  /**
   * `PUT /categories/tree`: order and nesting saved whole, every category once, with one
   * history entry; answers the picker list in the new order.
   */
  async function saveTree(input: CategoryTreeInput, actor: Actor, locale: Locale) {
    await kit.write(async (trx) => {
      const before = await treeRows(trx);
      const known = new Set(before.map((r) => r.id));
      await replaceTree(trx, {
        model: 'categories',
        modelId: null,
        actor,
        load: async (t) => idTree(await treeRows(t)),
        replace: async (t) => {
          const flat = flattenSubmitted(input.items, { field: 'items', ...CATEGORY_TREE, idOf: (item) => item.id, known });
          if (flat.length !== known.size) throw fieldError('items', 'validation.tree_incomplete');
          const rows = flat.map(({ item, parent, position }) => ({
            id: item.id, parent_id: parent === null ? null : (flat[parent] as (typeof flat)[number]).item.id, sort_order: position + 1,
          }));
          await placeCategories(t, before, rows);
        },
      });
    });
    return tree(locale);
  }

  return { ...kit, detail, tree, saveTree };
}
export type CategoriesService = ReturnType<typeof createCategoriesService>;
