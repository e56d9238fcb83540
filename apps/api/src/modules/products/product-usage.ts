import type { Locale } from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { type Usage, nameIn } from '../../lib/in-use.js';
import { productUsage } from './products.repository.js';

const SAMPLE = 5;

/** Which of these brands, categories or units products use, and a few of those products. */
export const productsOf = (db: Db, column: 'brand_id' | 'category_id' | 'unit_id', ids: number[]) => productUsage(db, column, ids, SAMPLE);

/** Brands or units still used by products, for a 409 naming them and a few of the products. */
export async function productsUsing(db: Db, column: 'brand_id' | 'unit_id', ids: number[], locale: Locale): Promise<Usage> {
  const { usedIds, sample, more } = await productsOf(db, column, ids);
  return { key: 'errors.in_use_by_products', itemsParam: 'products', usedIds, items: sample.map((p) => nameIn(locale, p)), more };
}
