import {
  type Locale, PRODUCT_SEARCH_TOTAL_BOUND, type ProductBulkInput, type ProductChildInput, type ProductInput, type ProductListQuery,
  type VariantsInput, translateMessage,
} from '@matjar/shared';
import type { Db, Dialect } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { createCountCache } from '../../lib/count-cache.js';
import { notFound } from '../../lib/errors.js';
import { type Actor, recordHistory } from '../../lib/history.js';
import { bilingualName, refuseInUse } from '../../lib/in-use.js';
import { paginate } from '../../lib/list.js';
import { freeSlug, slugify } from '../../lib/slug.js';
import type { MediaStore } from '../media/index.js';
import type { Holders } from '../module.js';
import { updateChild } from './product-children.js';
import { refsOf, storedProduct, toChild, toProduct, toSummary } from './product-mapping.js';
import { assertRemovalConfirmed, invalid, productCodes } from './product-rules.js';
import { isCodeLike, productSearch } from './product-search.js';
import { syncVariants } from './product-variants.js';
import { bulkUpdate } from './products-bulk.js';
import { exportCsv } from './products-csv.js';
import { ImportFailed, importProducts } from './products-import.js';
import * as repo from './products.repository.js';

const model = 'products';

/** `holders`: the modules holding products (orders) say which may not go. */
export function createProductsService(db: Db, dialect: Dialect, media: MediaStore, holders: Holders) {
  const search = productSearch(dialect);
  const counts = createCountCache();

  /**
   * The list's rows before paging: filters, then the search — a code-like term (a sku or
   * a scanned barcode) finds its products by code first, anything else searches names.
   * `countBase` is the same set, written for the bounded count (see `filteredProducts`).
   */
  async function source(query: Omit<ProductListQuery, 'page' | 'perPage' | 'per_page' | 'cursor' | 'sort'>) {
    const ids =
      query.category_id !== undefined && query.include_descendants !== 'false' ? await repo.categoryTreeIds(db, query.category_id) : undefined;
    const byScan = dialect === 'sqlite' && (ids?.length ?? 0) > 1;
    const term = query.search?.trim();
    const byCode = term && isCodeLike(term) ? await search.byCode(db, term) : null;
    const narrow = (filtered: ReturnType<typeof repo.filteredProducts>) => {
      if (!term) return { query: filtered, idColumn: 'products.id' };
      return byCode ? byCode(filtered) : search.apply(filtered, term);
    };
    const { query: base, idColumn } = narrow(repo.filteredProducts(db, query, { ids, byScan }));
    const countBase = byScan ? narrow(repo.filteredProducts(db, query, { ids })).query : base;
    return { base, countBase, idColumn, searching: Boolean(term) };
  }

  const { written } = counts;

  async function list(query: ProductListQuery, locale: Locale) {
    const { base, countBase, idColumn, searching } = await source(query);
    const named = dialect === 'postgres';
    const { rows, meta } = await paginate<repo.ProductSummaryRow>(db, named ? repo.withRefNames(base) : base, query, {
      countBase,
      sorts: { ...repo.productSortColumns(locale), id: idColumn },
      defaultSort: '-id',
      idColumn,
      totalBound: searching ? PRODUCT_SEARCH_TOTAL_BOUND : undefined,
      countCache: counts,
    });
    const refs = named ? undefined : await refsOf(db, rows);
    return { data: rows.map((row) => toSummary(row, refs)), meta };
  }

  /** A top-level product; a variant's id answers 404 here (variants live under their parent). */
  async function loadRow(trx: Db, id: number) {
    const row = await repo.findProduct(trx, id);
    if (!row || row.parent_id !== null) throw notFound();
    return row;
  }

  async function load(trx: Db, id: number) {
    const row = await loadRow(trx, id);
    return toProduct(row, await refsOf(trx, [row]));
  }

  /** Checks what the schema cannot: referenced rows exist, sku / barcode / slug are free. */
  async function checkStored(trx: Db, input: ProductInput, currentId?: number) {
    const errors: Record<string, string[]> = {};
    const tables = { category_id: 'categories', brand_id: 'brands', unit_id: 'units' } as const;
    const refs: [keyof typeof tables, number][] = [['category_id', input.category_id], ['brand_id', input.brand_id], ['unit_id', input.unit_id]];
    for (const [field, id] of refs) {
      if (!(await repo.existingIds(trx, tables[field], [id])).has(id)) errors[field] = ['validation.exists'];
    }
    for (const [field, key] of await productCodes.takenFields(trx, input, currentId)) errors[field] = [key];
    if (Object.keys(errors).length) throw invalid(errors);
  }

  async function slugFor(trx: Db, input: ProductInput, current?: repo.ProductRow) {
    if (input.slug) return input.slug;
    if (input.slug === undefined && current?.slug) return current.slug;
    return freeSlug(trx, 'products', slugify(input.name.en, 'product'), current?.id);
  }

  function create(input: ProductInput, actor: Actor) {
    return productCodes.mapped(() => media.withImage(input.image, 'image', (image) =>
      db.transaction().execute(async (trx) => {
        await checkStored(trx, input);
        const now = nowIso();
        const id = await repo.insertProduct(trx, {
          ...storedProduct(input),
          parent_id: null,
          slug: await slugFor(trx, input),
          is_archived: 0,
          variant: null,
          variant_key: null,
          variants_count: 0,
          image: image ?? null,
          created_at: now,
          updated_at: now,
        });
        const variants = await syncVariants(trx, id, holders);
        const product = await load(trx, id);
        await recordHistory(trx, actor, [{ action: 'created', model, modelId: id, after: product }, ...variants]);
        return { result: product, previous: null };
      }),
    ));
  }

  function update(id: number, input: ProductInput, actor: Actor) {
    return productCodes.mapped(() => media.withImage(input.image, 'image', (image) =>
      db.transaction().execute(async (trx) => {
        const current = await loadRow(trx, id);
        const before = await load(trx, id);
        assertRemovalConfirmed(current, input);
        await checkStored(trx, input, id);
        await repo.updateProduct(trx, id, {
          ...storedProduct(input),
          slug: await slugFor(trx, input, current),
          updated_at: nowIso(),
          ...(image !== undefined && { image }),
        });
        const variants = await syncVariants(trx, id, holders);
        const after = await load(trx, id);
        await recordHistory(trx, actor, [{ action: 'updated', model, modelId: id, before, after }, ...variants]);
        return { result: after, previous: current.image };
      }),
    ));
  }

  /**
   * All or nothing; a product goes with its variants (archived ones too). A product on an
   * open order, itself or through a variant, stays: 409 naming it and a few of the orders.
   */
  async function remove(ids: number[], actor: Actor, locale: Locale) {
    const images = await db.transaction().execute(async (trx) => {
      const unique = [...new Set(ids)];
      // Before the check: an order placed meanwhile either is seen by it or finds no product.
      await repo.lockProducts(trx, dialect, unique, 'update');
      const rows = await repo.findProducts(trx, unique);
      if (rows.length !== unique.length || rows.some((r) => r.parent_id !== null)) throw notFound();
      refuseInUse(await holders.inUse(trx, unique), rows, locale, bilingualName);
      const children = await repo.childrenOf(trx, unique, { withArchived: true });
      const refs = await refsOf(trx, rows);
      await repo.deleteProducts(trx, children.map((c) => c.id));
      await repo.deleteProducts(trx, unique);
      await recordHistory(trx, actor, [
        ...rows.map((row) => ({ action: 'deleted' as const, model, modelId: row.id, before: toProduct(row, refs) })),
        ...children.map((child) => ({ action: 'deleted' as const, model, modelId: child.id, before: toChild(child) })),
      ]);
      return [...rows, ...children].map((r) => r.image);
    });
    await Promise.all(images.map((image) => media.remove(image)));
  }

  function setArchived(id: number, archived: boolean, actor: Actor) {
    return db.transaction().execute(async (trx) => {
      const before = await load(trx, id);
      if (before.is_archived !== archived) {
        await repo.updateProduct(trx, id, { is_archived: archived ? 1 : 0, updated_at: nowIso() });
        const after = await load(trx, id);
        await recordHistory(trx, actor, { action: 'updated', model, modelId: id, before, after });
        return after;
      }
      return before;
    });
  }

  async function children(id: number) {
    await loadRow(db, id);
    return (await repo.childrenOf(db, [id])).map(toChild);
  }

  /** `POST /variants`: replace a product's options and regenerate its variants. */
  function setVariants(input: VariantsInput, actor: Actor) {
    return db.transaction().execute(async (trx) => {
      const before = await load(trx, input.product_id);
      assertRemovalConfirmed(before, input);
      await repo.updateProduct(trx, input.product_id, { options: JSON.stringify(input.options), updated_at: nowIso() });
      const variants = await syncVariants(trx, input.product_id, holders);
      const after = await load(trx, input.product_id);
      await recordHistory(trx, actor, [{ action: 'updated', model, modelId: input.product_id, before, after }, ...variants]);
      return { product: after, children: (await repo.childrenOf(trx, [input.product_id])).map(toChild) };
    });
  }

  /**
   * The CSV import: `{created, updated, message}`, or — nothing written — the translated
   * report of every bad cell, also as dotted field errors (`rows.3.sku`).
   */
  async function importCsv(file: Uint8Array, actor: Actor, locale: Locale) {
    try {
      const done = await written(importProducts(db, file, actor, locale, holders));
      return { ...done, message: translateMessage(locale, 'messages.imported', done) };
    } catch (error) {
      if (!(error instanceof ImportFailed)) throw error;
      const errors: Record<string, string[]> = {};
      for (const entry of error.report) (errors[`rows.${entry.row}.${entry.field}`] ??= []).push(entry.message);
      return { message: translateMessage(locale, 'errors.import_failed'), errors, report: error.report };
    }
  }

  return {
    list,
    get: (id: number) => load(db, id),
    create: (input: ProductInput, actor: Actor) => written(create(input, actor)),
    update: (id: number, input: ProductInput, actor: Actor) => written(update(id, input, actor)),
    remove: (ids: number[], actor: Actor, locale: Locale) => written(remove(ids, actor, locale)),
    setArchived: (id: number, archived: boolean, actor: Actor) => written(setArchived(id, archived, actor)),
    children,
    setVariants: (input: VariantsInput, actor: Actor) => written(setVariants(input, actor)),
    updateChild: (parentId: number, childId: number, input: ProductChildInput, actor: Actor) =>
      written(updateChild(db, media, { parentId, childId }, input, actor)),
    bulkUpdate: (input: ProductBulkInput, actor: Actor) => written(bulkUpdate(db, input, actor)),
    exportCsv: async (query: ProductListQuery) => exportCsv((await source(query)).base),
    /** Catalogue writes elsewhere (a category moved) change list totals too. */
    invalidateCounts: counts.invalidate,
    importCsv,
  };
}
export type ProductsService = ReturnType<typeof createProductsService>;

