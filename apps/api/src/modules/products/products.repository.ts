import type { Locale, ProductListQuery } from '@matjar/shared';
import { LOW_STOCK_THRESHOLD } from '@matjar/shared';
import { type Insertable, type Selectable, type Updateable, sql } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';
import type { Database } from '../../db/types.js';

export type ProductRow = Selectable<Database['products']>;
export type ProductInsert = Insertable<Database['products']>;
export type ProductUpdate = Updateable<Database['products']>;

/** What a list row shows: no long texts, no JSON. */
export const summaryColumns = [
  'products.id', 'products.parent_id', 'products.name_en', 'products.name_ar', 'products.slug', 'products.sku',
  'products.barcode', 'products.image', 'products.buying_price', 'products.selling_price', 'products.quantity',
  'products.is_bonus', 'products.is_archived', 'products.category_id', 'products.brand_id', 'products.variants_count',
  'products.created_at', 'products.updated_at',
] as const;
export type ProductSummaryRow = Pick<
  ProductRow,
  | 'id' | 'parent_id' | 'name_en' | 'name_ar' | 'slug' | 'sku' | 'barcode' | 'image' | 'buying_price' | 'selling_price'
  | 'quantity' | 'is_bonus' | 'is_archived' | 'category_id' | 'brand_id' | 'variants_count' | 'created_at' | 'updated_at'
> & Partial<{ category_name_en: string | null; category_name_ar: string | null; brand_name_en: string | null; brand_name_ar: string | null }>;

/** A category and every category under it (a recursive query, the same on both databases). */
export async function categoryTreeIds(db: Db, id: number): Promise<number[]> {
  const rows = await sql<{ id: number }>`
    WITH RECURSIVE tree(id) AS (
      SELECT CAST(${id} AS integer)
      UNION ALL SELECT categories.id FROM categories JOIN tree ON categories.parent_id = tree.id
    ) SELECT id FROM tree`.execute(db);
  return rows.rows.map((r) => Number(r.id));
}

/**
 * Adds the category's and brand's names as scalar subqueries: PostgreSQL runs them for the
 * page's rows only (after its sort and limit), and the bounded count, which clears the
 * select list, never does. SQLite would run them for every row it sorts, so there the
 * names are read after the page (`refsOf`).
 */
export const withRefNames = <Q extends ReturnType<typeof filteredProducts>>(q: Q) =>
  q.select((eb) => [
    eb.selectFrom('categories').select('name_en').whereRef('categories.id', '=', 'products.category_id').as('category_name_en'),
    eb.selectFrom('categories').select('name_ar').whereRef('categories.id', '=', 'products.category_id').as('category_name_ar'),
    eb.selectFrom('brands').select('name_en').whereRef('brands.id', '=', 'products.brand_id').as('brand_name_en'),
    eb.selectFrom('brands').select('name_ar').whereRef('brands.id', '=', 'products.brand_id').as('brand_name_ar'),
  ]);

/** `list_state` values (see the catalogue migration) of each `archived` filter. */
const LIST_STATES = { false: [0], true: [1], all: [0, 1] } as const;

/** Public sort names → columns; names sort in the request's language. */
export const productSortColumns = (locale: Locale): Record<string, string> => ({
  name: locale === 'ar' ? 'products.name_ar' : 'products.name_en',
  price: 'products.selling_price',
  quantity: 'products.quantity',
  created_at: 'products.created_at',
  updated_at: 'products.updated_at',
  id: 'products.id',
});

/**
 * The products list (top-level products, not variants) with the query's filters applied;
 * search, paging and sorting are the caller's. Every filter lines up with an index
 * of the catalogue migration.
 */
export function filteredProducts(
  db: Db,
  query: Omit<ProductListQuery, 'page' | 'perPage' | 'per_page' | 'cursor' | 'sort' | 'search'>,
  category: {
    /** The category and its descendants (see `categoryTreeIds`), when they count. */
    ids?: number[];
    /**
     * Walk the sort's index and test each row's category, rather than read the category's
     * rows through its index and sort them. SQLite's planner cannot tell a department of
     * 25,000 products from a shelf of 500: for the shelf, the category index finds the few
     * rows to sort; for the department, the walk finds a page after a few hundred rows.
     */
    byScan?: boolean;
  } = {},
) {
  let q = db.selectFrom('products').select(summaryColumns).where('products.list_state', 'in', LIST_STATES[query.archived]);
  if (query.category_id !== undefined) {
    // `+column` is the same value with no index behind it: the planner then walks the sort's index.
    const column = category.byScan ? sql<number>`+products.category_id` : sql<number>`products.category_id`;
    q = q.where(column, 'in', category.ids ?? [query.category_id]);
  }
  if (query.brand_id !== undefined) q = q.where('products.brand_id', '=', query.brand_id);
  if (query.unit_id !== undefined) q = q.where('products.unit_id', '=', query.unit_id);
  if (query.stock === 'out') q = q.where('products.quantity', '<=', 0);
  if (query.stock === 'low') q = q.where('products.quantity', '>', 0).where('products.quantity', '<=', LOW_STOCK_THRESHOLD);
  if (query.stock === 'in') q = q.where('products.quantity', '>', LOW_STOCK_THRESHOLD);
  return q;
}
export type FilteredProducts = ReturnType<typeof filteredProducts>;

export const findProduct = (db: Db, id: number) => db.selectFrom('products').selectAll('products').where('products.id', '=', id).executeTakeFirst();

export const findProducts = (db: Db, ids: number[]) =>
  ids.length ? db.selectFrom('products').selectAll('products').where('products.id', 'in', ids).execute() : Promise.resolve([]);

/**
 * The variants of these products. An archived variant (its value was removed while orders
 * held it) is left out unless asked for: nothing picks it, its orders still show it.
 */
export function childrenOf(db: Db, parentIds: number[], options: { withArchived?: boolean } = {}) {
  if (!parentIds.length) return Promise.resolve([]);
  let q = db.selectFrom('products').selectAll('products').where('products.parent_id', 'in', parentIds);
  if (!options.withArchived) q = q.where('products.is_archived', '=', 0);
  return q.orderBy('products.id').execute();
}

/**
 * PostgreSQL row locks on these products and their variants, taken in id order (a parent
 * before its variants), so a product being deleted and an order being placed for it take
 * turns: `update` (deleting) waits for `key_share` (placing an order) and the other way
 * round. SQLite runs one write transaction at a time and needs none.
 */
export async function lockProducts(db: Db, dialect: Dialect, ids: number[], mode: 'update' | 'key_share'): Promise<void> {
  if (dialect !== 'postgres' || !ids.length) return;
  const q = db
    .selectFrom('products')
    .select('id')
    .where((eb) => eb.or([eb('id', 'in', ids), eb('parent_id', 'in', ids), eb('id', 'in', eb.selectFrom('products as v').select('v.parent_id').where('v.id', 'in', ids))]))
    .orderBy('id');
  await (mode === 'update' ? q.forUpdate() : q.forKeyShare()).execute();
}

/** How many live (not archived) variants a product has, and their stock. */
export const liveVariantTotals = (db: Db, parentId: number) =>
  db
    .selectFrom('products')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('quantity').as('stock')])
    .where('parent_id', '=', parentId)
    .where('is_archived', '=', 0)
    .executeTakeFirstOrThrow()
    .then((row) => ({ count: Number(row.n), stock: Number(row.stock ?? 0) }));

/**
 * Moves a row's stock by `delta` in one statement (the order stock moves of docs/orders.md).
 * With `atLeast`, only while it holds that many: of two transactions wanting the last unit,
 * the second re-reads the row once the first commits and finds nothing to take. Answers the
 * row's parent and archived flag as the statement left them, or undefined when no row moved.
 */
export async function moveStock(db: Db, id: number, delta: number, atLeast?: number) {
  let q = db.updateTable('products').set({ quantity: sql`quantity + ${delta}` }).where('id', '=', id);
  if (atLeast !== undefined) q = q.where('quantity', '>=', atLeast);
  const row = await q.returning(['parent_id', 'is_archived']).executeTakeFirst();
  return row && { parentId: row.parent_id === null ? null : Number(row.parent_id), archived: Boolean(row.is_archived) };
}

export const insertProduct = (db: Db, row: ProductInsert) =>
  db.insertInto('products').values(row).returning('id').executeTakeFirstOrThrow().then((r) => Number(r.id));

export const updateProduct = (db: Db, id: number, row: ProductUpdate) => db.updateTable('products').set(row).where('id', '=', id).execute();

export const deleteProducts = (db: Db, ids: number[]) => (ids.length ? db.deleteFrom('products').where('id', 'in', ids).execute() : Promise.resolve());

/** Rows among `ids`-excluded ones that already hold one of these values in `column`. */
export async function takenValues(db: Db, column: 'sku' | 'barcode' | 'slug', values: string[], exceptIds: number[] = []) {
  if (!values.length) return new Map<string, number>();
  let q = db.selectFrom('products').select(['id', column]).where(column, 'in', values);
  if (exceptIds.length) q = q.where('id', 'not in', exceptIds);
  const rows = await q.execute();
  return new Map(rows.map((r) => [String(r[column]), Number(r.id)]));
}

/** Ids among these that exist in a table (categories, brands, units). */
export async function existingIds(db: Db, table: 'categories' | 'brands' | 'units', ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.selectFrom(table).select('id').where('id', 'in', [...new Set(ids)]).execute();
  return new Set(rows.map((r) => Number(r.id)));
}

/** `{id, name}` of the categories, brands or units these rows point at. */
export async function namesOf(db: Db, table: 'categories' | 'brands' | 'units', ids: number[]) {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map<number, { id: number; name: { en: string; ar: string } }>();
  const rows = await db.selectFrom(table).select(['id', 'name_en', 'name_ar']).where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [Number(r.id), { id: Number(r.id), name: { en: r.name_en, ar: r.name_ar } }]));
}

/** Which of these brands, categories or units products use, and a few of those products (top-level, by id). */
export async function productUsage(db: Db, column: 'brand_id' | 'category_id' | 'unit_id', ids: number[], sample: number) {
  const used = ids.length ? await db.selectFrom('products').select(column).distinct().where(column, 'in', ids).execute() : [];
  const usedIds = new Set(used.map((u) => Number(u[column])));
  const products = usedIds.size
    ? await db
        .selectFrom('products')
        .select(['name_en', 'name_ar'])
        .where(column, 'in', [...usedIds])
        .where('parent_id', 'is', null)
        .orderBy('id')
        .limit(sample + 1)
        .execute()
    : [];
  return { usedIds, sample: products.slice(0, sample), more: products.length > sample };
}

/** Every brand, category or unit's id by its English name: what the demo products name them by. */
export const idsByEnglishName = async (db: Db, table: 'categories' | 'brands' | 'units') =>
  new Map((await db.selectFrom(table).select(['id', 'name_en']).execute()).map((row) => [row.name_en, Number(row.id)]));

/** Products a customer can buy (simple products and variants, not archived; `priced`: not free), oldest first: the demo carts' and orders'. */
export const sellableProducts = (db: Db, options: { limit?: number; priced?: boolean } = {}) => {
  let query = db
    .selectFrom('products')
    .select(['id', 'parent_id', 'name_en', 'name_ar', 'sku', 'barcode', 'selling_price', 'tax_percent', 'variant'])
    .where('variants_count', '=', 0)
    .where('is_archived', '=', 0);
  if (options.priced) query = query.where('selling_price', '>', 0);
  if (options.limit) query = query.limit(options.limit);
  return query.orderBy('id').execute();
};

/** Which of these ids are products or variants (an offer's items, a coupon's products). */
export const existingProducts = async (db: Db, ids: number[]) =>
  new Set(ids.length ? (await db.selectFrom('products').select('id').where('id', 'in', ids).execute()).map((row) => row.id) : []);
