import { type Locale, orderNumberLabel } from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { conflict } from '../../lib/errors.js';
import { openOrdersOfProducts } from '../orders/orders.repository.js';

interface Named {
  id: number;
  name_en: string;
  name_ar: string;
}

const SAMPLE = 5;
export const nameIn = (locale: Locale, row: { name_en: string; name_ar: string }) => (locale === 'ar' ? row.name_ar : row.name_en);

/** Names joined as a reader of the language expects; `more` adds an ellipsis. */
export function listNames(locale: Locale, names: string[], more = false): string {
  const joined = names.join(locale === 'ar' ? '، ' : ', ');
  return more ? `${joined}…` : joined;
}

/** Which of these brands, categories or units products use, and a few of those products. */
export async function productUsage(db: Db, column: 'brand_id' | 'category_id' | 'unit_id', ids: number[]) {
  const used = ids.length
    ? await db.selectFrom('products').select(column).distinct().where(column, 'in', ids).execute()
    : [];
  const usedIds = new Set(used.map((u) => Number(u[column])));
  const products = usedIds.size
    ? await db
        .selectFrom('products')
        .select(['name_en', 'name_ar'])
        .where(column, 'in', [...usedIds])
        .where('parent_id', 'is', null)
        .orderBy('id')
        .limit(SAMPLE + 1)
        .execute()
    : [];
  return { usedIds, sample: products.slice(0, SAMPLE), more: products.length > SAMPLE };
}

/**
 * Refuses (409) to delete brands or units that products still use, naming the rows in use
 * and a few of the products, in the request's language. Nothing is deleted.
 */
export async function assertUnusedByProducts(db: Db, column: 'brand_id' | 'unit_id', rows: Named[], locale: Locale): Promise<void> {
  const { usedIds, sample, more } = await productUsage(db, column, rows.map((r) => r.id));
  if (usedIds.size === 0) return;
  throw conflict('errors.in_use_by_products', {
    names: listNames(locale, rows.filter((r) => usedIds.has(r.id)).map((r) => nameIn(locale, r))),
    products: listNames(locale, sample.map((p) => nameIn(locale, p)), more),
  });
}

/**
 * Refuses (409) to delete products that are on open orders (pending or accepted: the stock
 * is about to be taken or is held), themselves or through a variant, naming them and a few
 * of the orders. Nothing is deleted.
 */
export async function assertNotOnOpenOrders(db: Db, rows: Named[], locale: Locale): Promise<void> {
  const { productIds, numbers } = await openOrdersOfProducts(db, rows.map((r) => r.id), SAMPLE + 1);
  if (productIds.size === 0) return;
  throw conflict('errors.product_on_open_orders', {
    names: listNames(locale, rows.filter((r) => productIds.has(Number(r.id))).map((r) => nameIn(locale, r))),
    items: listNames(locale, numbers.slice(0, SAMPLE).map(orderNumberLabel), numbers.length > SAMPLE),
  });
}
