import { type Locale, orderNumberLabel } from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { type Usage, bilingualName, nameIn, refuseInUse } from '../../lib/in-use.js';
import { openOrdersOfProducts } from '../orders/index.js';
import { productUsage } from './products.repository.js';

const SAMPLE = 5;

/** Which of these brands, categories or units products use, and a few of those products. */
export const productsOf = (db: Db, column: 'brand_id' | 'category_id' | 'unit_id', ids: number[]) => productUsage(db, column, ids, SAMPLE);

/** Brands or units still used by products, for a 409 naming them and a few of the products. */
export async function productsUsing(db: Db, column: 'brand_id' | 'unit_id', ids: number[], locale: Locale): Promise<Usage> {
  const { usedIds, sample, more } = await productsOf(db, column, ids);
  return { key: 'errors.in_use_by_products', itemsParam: 'products', usedIds, items: sample.map((p) => nameIn(locale, p)), more };
}

/**
 * Refuses (409) to delete products that are on open orders (pending or accepted: the stock
 * is about to be taken or is held), themselves or through a variant, naming them and a few
 * of the orders. Nothing is deleted.
 */
export async function assertNotOnOpenOrders(db: Db, rows: { id: number; name_en: string; name_ar: string }[], locale: Locale): Promise<void> {
  const { productIds, numbers } = await openOrdersOfProducts(db, rows.map((r) => r.id), SAMPLE + 1);
  const items = numbers.slice(0, SAMPLE).map(orderNumberLabel);
  refuseInUse({ key: 'errors.product_on_open_orders', usedIds: productIds, items, more: numbers.length > SAMPLE }, rows, locale, bilingualName);
}
