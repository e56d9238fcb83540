import type { Category, CategoryInput, Locale, ProductListQuery } from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { fieldError } from '../../lib/errors.js';
import { nameIn } from '../../lib/in-use.js';
import { bilingualSorts, resourceService, shownName, storedName } from '../../lib/resource-service.js';
import { freeSlug, slugify } from '../../lib/slug.js';
import type { MediaStore } from '../media/index.js';
import { type ProductsService, productsOf } from '../products/index.js';
import { type CategoryRow, categoriesRepository as repo, childCounts, childrenOf, treeRows } from './categories.repository.js';
import { flattenTree, wouldCycle } from './category-tree.js';

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

/** A form's parent must exist and must not lie under the category itself. */
async function assertParent(trx: Db, input: CategoryInput, current?: CategoryRow) {
  const parentId = input.parent_id ?? null;
  if (parentId === null) return;
  const rows = await treeRows(trx);
  if (!rows.some((r) => r.id === parentId)) throw fieldError('parent_id', 'validation.exists');
  if (current && wouldCycle(rows, current.id, parentId)) throw fieldError('parent_id', 'validation.category_cycle');
}

/** The slug sent (it must be free), the one kept on an update without it, or one made from the English name. */
async function slugOf(trx: Db, input: CategoryInput, current?: CategoryRow) {
  if (input.slug) {
    if (input.slug !== current?.slug && (await freeSlug(trx, 'categories', input.slug, current?.id)) !== input.slug) {
      throw fieldError('slug', 'validation.unique');
    }
    return input.slug;
  }
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

  return { ...kit, detail, tree };
}
export type CategoriesService = ReturnType<typeof createCategoriesService>;
