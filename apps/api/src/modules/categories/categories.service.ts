import {
  type Category, type CategoryInput, type CategoryListQuery, type Locale, type ProductListQuery, foldForSearch,
} from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { conflict, fieldError, notFound } from '../../lib/errors.js';
import { type Actor, recordHistory } from '../../lib/history.js';
import { paginate } from '../../lib/list.js';
import { freeSlug, slugify } from '../../lib/slug.js';
import type { MediaStore } from '../media/media-store.js';
import { listNames, nameIn, productUsage } from '../products/product-usage.js';
import type { ProductsService } from '../products/products.service.js';
import * as repo from './categories.repository.js';
import { depthsOf, flattenTree, wouldCycle } from './category-tree.js';

const model = 'categories';

/** Rows → API shape, with each one's parent `{id, name}` and number of children. */
async function withDetails(db: Db, rows: repo.CategoryRow[]): Promise<Category[]> {
  const parentIds = [...new Set(rows.flatMap((r) => (r.parent_id === null ? [] : [r.parent_id])))];
  const [parents, counts] = await Promise.all([repo.findCategories(db, parentIds), repo.childCounts(db, rows.map((r) => r.id))]);
  const parentById = new Map(parents.map((p) => [p.id, p]));
  return rows.map((row) => {
    const parent = row.parent_id === null ? undefined : parentById.get(row.parent_id);
    return {
      id: row.id,
      name: { en: row.name_en, ar: row.name_ar },
      slug: row.slug,
      notes: row.notes,
      image: row.image,
      parent_id: row.parent_id,
      parent: parent ? { id: parent.id, name: { en: parent.name_en, ar: parent.name_ar } } : null,
      children_count: counts.get(row.id) ?? 0,
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  });
}

async function loadCategory(db: Db, id: number): Promise<Category> {
  const row = await repo.findCategory(db, id);
  if (!row) throw notFound();
  return (await withDetails(db, [row]))[0] as Category;
}

export function createCategoriesService(db: Db, media: MediaStore, products: ProductsService) {
  async function list(query: CategoryListQuery, locale: Locale) {
    let base = repo.categoriesQuery(db);
    if (query.parent_id !== undefined) base = base.where('categories.parent_id', '=', query.parent_id);
    const { rows, meta } = await paginate<repo.CategoryRow>(db, base, query, {
      sorts: {
        name: locale === 'ar' ? 'categories.name_ar' : 'categories.name_en',
        slug: 'categories.slug',
        created_at: 'categories.created_at',
        updated_at: 'categories.updated_at',
        id: 'categories.id',
      },
      defaultSort: '-id',
      idColumn: 'categories.id',
      searchColumn: 'categories.search_text',
    });
    return { data: await withDetails(db, rows), meta };
  }

  /** The category, its direct children, and a page of its own products (`page`, `perPage`, `cursor`, `sort`). */
  async function detail(id: number, query: ProductListQuery, locale: Locale) {
    const category = await loadCategory(db, id);
    const children = await withDetails(db, await repo.childrenOf(db, [id]));
    const nameKey = locale === 'ar' ? 'ar' : 'en';
    children.sort((a, b) => a.name[nameKey].localeCompare(b.name[nameKey], locale));
    const page = await products.list({ ...query, category_id: id, include_descendants: 'false' }, locale);
    return { ...category, children, products: page };
  }

  const tree = async (locale: Locale) => flattenTree(await repo.treeRows(db), locale);

  /** The stored values of a form: slug checked or made, parent checked for existence and loops. */
  async function stored(trx: Db, input: CategoryInput, current?: repo.CategoryRow) {
    const parentId = input.parent_id ?? null;
    if (parentId !== null) {
      const rows = await repo.treeRows(trx);
      if (!rows.some((r) => r.id === parentId)) throw fieldError('parent_id', 'validation.exists');
      if (current && wouldCycle(rows, current.id, parentId)) throw fieldError('parent_id', 'validation.category_cycle');
    }
    let slug: string;
    if (input.slug) {
      slug = input.slug;
      if (slug !== current?.slug && (await freeSlug(trx, 'categories', slug, current?.id)) !== slug) throw fieldError('slug', 'validation.unique');
    } else if (input.slug === undefined && current) {
      slug = current.slug;
    } else {
      slug = await freeSlug(trx, 'categories', slugify(input.name.en, 'category'), current?.id);
    }
    return {
      parent_id: parentId,
      name_en: input.name.en,
      name_ar: input.name.ar,
      slug,
      notes: input.notes ?? null,
      search_text: foldForSearch(`${input.name.en} ${input.name.ar} ${slug}`),
      updated_at: nowIso(),
    };
  }

  function create(input: CategoryInput, actor: Actor) {
    return media.withImage(input.image, 'image', (image) =>
      db.transaction().execute(async (trx) => {
        const row = await stored(trx, input);
        const created = await repo.insertCategory(trx, { ...row, image: image ?? null, created_at: row.updated_at });
        const category = await loadCategory(trx, created.id);
        await recordHistory(trx, actor, { action: 'created', model, modelId: category.id, after: category });
        return { result: category, previous: null };
      }),
    );
  }

  function update(id: number, input: CategoryInput, actor: Actor) {
    return media.withImage(input.image, 'image', (image) =>
      db.transaction().execute(async (trx) => {
        const current = await repo.findCategory(trx, id);
        if (!current) throw notFound();
        const before = await loadCategory(trx, id);
        await repo.updateCategory(trx, id, { ...(await stored(trx, input, current)), ...(image !== undefined && { image }) });
        const after = await loadCategory(trx, id);
        await recordHistory(trx, actor, { action: 'updated', model, modelId: id, before, after });
        return { result: after, previous: current.image };
      }),
    ).then((category) => {
      // A category moved elsewhere changes which products a category filter holds.
      products.invalidateCounts();
      return category;
    });
  }

  /**
   * All or nothing. A category still holding subcategories (other than ones deleted in the
   * same batch) or products answers 409 naming them; children go before their parents.
   */
  async function remove(ids: number[], actor: Actor, locale: Locale) {
    const rows = await db.transaction().execute(async (trx) => {
      const unique = [...new Set(ids)];
      const found = await repo.findCategories(trx, unique);
      if (found.length !== unique.length) throw notFound();
      const batch = new Set(unique);
      const children = (await repo.childrenOf(trx, unique)).filter((c) => !batch.has(c.id));
      const used = await productUsage(trx, 'category_id', unique);
      if (children.length || used.usedIds.size) {
        const blocked = new Set([...children.map((c) => c.parent_id as number), ...used.usedIds]);
        const items = [...children.map((c) => nameIn(locale, c)), ...used.sample.map((p) => nameIn(locale, p))];
        throw conflict('errors.category_not_empty', {
          names: listNames(locale, found.filter((r) => blocked.has(r.id)).map((r) => nameIn(locale, r))),
          items: listNames(locale, items.slice(0, 8), items.length > 8 || used.more),
        });
      }
      const before = await withDetails(trx, found);
      const depth = depthsOf(await repo.treeRows(trx));
      for (const row of [...found].sort((a, b) => (depth.get(b.id) ?? 0) - (depth.get(a.id) ?? 0))) {
        await repo.deleteCategory(trx, row.id);
      }
      await recordHistory(trx, actor, before.map((category) => ({ action: 'deleted' as const, model, modelId: category.id, before: category })));
      return found;
    });
    await Promise.all(rows.map((row) => media.remove(row.image)));
  }

  return { list, get: (id: number) => loadCategory(db, id), detail, tree, create, update, remove };
}
export type CategoriesService = ReturnType<typeof createCategoriesService>;
