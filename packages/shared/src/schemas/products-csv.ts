import { z } from 'zod';

/** Columns of the CSV export, which the import reads back (same names, any order). */
export const PRODUCT_CSV_COLUMNS = [
  'id', 'sku', 'barcode', 'slug', 'name_en', 'name_ar', 'description_en', 'description_ar',
  'category_id', 'brand_id', 'unit_id', 'buying_price', 'selling_price', 'tax_percent', 'quantity',
  'weight_gm', 'max_order', 'is_bonus', 'is_multi_unit', 'show_price', 'is_archived',
  'seo_keywords_en', 'seo_keywords_ar', 'meta_description_en', 'meta_description_ar',
] as const;
/** Columns an import must have. */
export const PRODUCT_CSV_REQUIRED = [
  'sku', 'barcode', 'name_en', 'name_ar', 'category_id', 'brand_id', 'unit_id', 'buying_price', 'selling_price', 'tax_percent',
  'quantity', 'seo_keywords_en', 'seo_keywords_ar', 'meta_description_en', 'meta_description_ar',
] as const;
/** Keywords share one CSV cell, separated by this. */
export const CSV_LIST_SEPARATOR = '|';
/** An import holds at most this many rows. */
export const PRODUCT_IMPORT_MAX_ROWS = 5000;

/** An import row that failed: spreadsheet row number (the header is row 1), column, message. */
export const importRowError = z.object({ row: z.number(), field: z.string(), message: z.string() });
export type ImportRowError = z.infer<typeof importRowError>;
export const productImportOut = z.object({ created: z.number(), updated: z.number(), message: z.string() });
