import { CSV_LIST_SEPARATOR, PRODUCT_CSV_COLUMNS, storedToMoney, storedToPercent } from '@matjar/shared';
import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/types.js';
import { type Cell, CSV_BOM, csvLine } from '../../lib/csv.js';
import type * as repo from './products.repository.js';

const keywordsOf = (json: string, lang: 'en' | 'ar') => ((JSON.parse(json) as Record<string, string[]>)[lang] ?? []).join(CSV_LIST_SEPARATOR);

function cellsOf(row: repo.ProductRow): Record<(typeof PRODUCT_CSV_COLUMNS)[number], Cell> {
  return {
    id: Number(row.id),
    sku: row.sku,
    barcode: row.barcode,
    slug: row.slug,
    name_en: row.name_en,
    name_ar: row.name_ar,
    description_en: row.description_en,
    description_ar: row.description_ar,
    category_id: row.category_id,
    brand_id: row.brand_id,
    unit_id: row.unit_id,
    buying_price: storedToMoney(Number(row.buying_price)),
    selling_price: storedToMoney(Number(row.selling_price)),
    tax_percent: storedToPercent(Number(row.tax_percent)),
    quantity: Number(row.quantity),
    weight_gm: row.weight_gm,
    max_order: row.max_order,
    is_bonus: row.is_bonus ? 1 : 0,
    is_multi_unit: row.is_multi_unit ? 1 : 0,
    show_price: row.show_price ? 1 : 0,
    is_archived: row.is_archived ? 1 : 0,
    seo_keywords_en: keywordsOf(row.seo_keywords, 'en'),
    seo_keywords_ar: keywordsOf(row.seo_keywords, 'ar'),
    meta_description_en: row.meta_description_en,
    meta_description_ar: row.meta_description_ar,
  };
}

const BATCH = 1000;

/**
 * The filtered products list as CSV, produced batch by batch (keyset on id) while it is
 * sent, so a large store's export never sits in memory. UTF-8 with a byte-order mark, which
 * spreadsheet programs need to read Arabic.
 */
export async function* exportCsv(source: SelectQueryBuilder<Database, 'products', object>): AsyncGenerator<string> {
  yield `${CSV_BOM}${csvLine([...PRODUCT_CSV_COLUMNS])}`;
  let after = 0;
  for (;;) {
    const rows = (await source
      .clearSelect()
      .selectAll('products')
      .where('products.id', '>', after)
      .orderBy('products.id')
      .limit(BATCH)
      .execute()) as repo.ProductRow[];
    if (!rows.length) return;
    yield rows
      .map((row) => {
        const cells = cellsOf(row);
        return csvLine(PRODUCT_CSV_COLUMNS.map((column) => cells[column]));
      })
      .join('');
    after = Number(rows[rows.length - 1]?.id);
    if (rows.length < BATCH) return;
  }
}
