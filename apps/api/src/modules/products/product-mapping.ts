import {
  type NamedRef, type Product, type ProductChild, type ProductInput, type ProductSummary, foldForSearch, moneyToStored,
  percentToStored, stockLevelOf, storedToMoney, storedToPercent,
} from '@matjar/shared';
import type { Db } from '../../db/database.js';
import type { ProductInsert, ProductRow, ProductSummaryRow } from './products.repository.js';
import { namesOf } from './products.repository.js';

/**
 * The folded text the search index reads: both names, sku and barcode (other lists that
 * show products search it with LIKE). The products list looks a code-like term up by its
 * sku or barcode index first (`product-search.ts`).
 */
export const searchTextOf = (row: { name_en: string; name_ar: string; sku: string; barcode: string | null }) =>
  foldForSearch([row.name_en, row.name_ar, row.sku, row.barcode ?? ''].join(' ').trim());

const flag = (value: number | boolean) => (value ? 1 : 0);

/** A form's values as stored columns (no slug, image or variants: the service decides those). */
export function storedProduct(input: ProductInput) {
  const row = {
    name_en: input.name.en,
    name_ar: input.name.ar,
    sku: input.sku,
    barcode: input.barcode,
    description_en: input.description?.en ?? null,
    description_ar: input.description?.ar ?? null,
    buying_price: moneyToStored(input.buying_price),
    selling_price: moneyToStored(input.selling_price),
    tax_percent: percentToStored(input.tax_percent),
    quantity: input.quantity,
    weight_gm: input.weight_gm ?? null,
    max_order: input.max_order ?? null,
    ...(input.demand_limit != null && { demand_limit: input.demand_limit }),
    category_id: input.category_id,
    brand_id: input.brand_id,
    unit_id: input.unit_id,
    is_multi_unit: flag(input.is_multi_unit),
    is_bonus: flag(input.is_bonus),
    show_price: flag(input.show_price),
    colours: JSON.stringify(input.colours.map((c) => c.toLowerCase())),
    highlights: JSON.stringify(input.highlights),
    specs: JSON.stringify(input.specs),
    sections: JSON.stringify(
      input.sections.map((s) => ({ ...s, items: s.items.map((item) => (s.display_type === 'list' ? { value: item.value } : item)) })),
    ),
    seo_keywords: JSON.stringify(input.seo_keywords),
    meta_description_en: input.meta_description.en,
    meta_description_ar: input.meta_description.ar,
    options: JSON.stringify(input.options),
  };
  return { ...row, search_text: searchTextOf(row) } satisfies Partial<ProductInsert>;
}

export interface Refs {
  categories: Map<number, NamedRef>;
  brands: Map<number, NamedRef>;
  units: Map<number, NamedRef>;
}

/** The names of the categories, brands and units these rows point at (three small queries). */
export async function refsOf(db: Db, rows: { category_id: number; brand_id: number; unit_id?: number }[]): Promise<Refs> {
  const [categories, brands, units] = await Promise.all([
    namesOf(db, 'categories', rows.map((r) => r.category_id)),
    namesOf(db, 'brands', rows.map((r) => r.brand_id)),
    namesOf(db, 'units', rows.flatMap((r) => (r.unit_id === undefined ? [] : [r.unit_id]))),
  ]);
  return { categories, brands, units };
}

/** A list row, with its category's and brand's names as selected with it or read after it. */
export function toSummary(row: ProductSummaryRow, refs?: Refs): ProductSummary {
  const named = (id: number, en: string | null | undefined, ar: string | null | undefined) =>
    en === undefined || en === null ? null : { id, name: { en, ar: ar ?? '' } };
  return summaryOf(
    row,
    refs ? (refs.categories.get(row.category_id) ?? null) : named(row.category_id, row.category_name_en, row.category_name_ar),
    refs ? (refs.brands.get(row.brand_id) ?? null) : named(row.brand_id, row.brand_name_en, row.brand_name_ar),
  );
}

/** What a list row and a variant both show of their codes, image, prices and stock. */
function codesPricesAndStock(row: Pick<ProductRow, 'sku' | 'barcode' | 'image' | 'buying_price' | 'selling_price' | 'quantity'>) {
  const quantity = Number(row.quantity);
  return {
    sku: row.sku,
    barcode: row.barcode,
    image: row.image,
    buying_price: storedToMoney(Number(row.buying_price)),
    selling_price: storedToMoney(Number(row.selling_price)),
    quantity,
    stock_level: stockLevelOf(quantity),
  };
}

function summaryOf(row: Omit<ProductSummaryRow, `${'category' | 'brand'}_name_${'en' | 'ar'}`>, category: NamedRef | null, brand: NamedRef | null): ProductSummary {
  return {
    id: Number(row.id),
    name: { en: row.name_en, ar: row.name_ar },
    slug: row.slug,
    ...codesPricesAndStock(row),
    is_bonus: Boolean(row.is_bonus),
    is_archived: Boolean(row.is_archived),
    category,
    brand,
    variants_count: Number(row.variants_count),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function toProduct(row: ProductRow, refs: Refs): Product {
  return {
    ...summaryOf(row, refs.categories.get(row.category_id) ?? null, refs.brands.get(row.brand_id) ?? null),
    description: { en: row.description_en, ar: row.description_ar },
    tax_percent: storedToPercent(Number(row.tax_percent)),
    weight_gm: row.weight_gm,
    unit: refs.units.get(row.unit_id) ?? null,
    is_multi_unit: Boolean(row.is_multi_unit),
    show_price: Boolean(row.show_price),
    max_order: row.max_order,
    demand_limit: Number(row.demand_limit),
    colours: JSON.parse(row.colours),
    highlights: JSON.parse(row.highlights),
    specs: JSON.parse(row.specs),
    sections: JSON.parse(row.sections),
    seo_keywords: JSON.parse(row.seo_keywords),
    meta_description: { en: row.meta_description_en, ar: row.meta_description_ar },
    options: JSON.parse(row.options),
  };
}

export function toChild(row: ProductRow): ProductChild {
  return {
    id: Number(row.id),
    parent_id: Number(row.parent_id),
    name: { en: row.name_en, ar: row.name_ar },
    ...codesPricesAndStock(row),
    is_archived: Boolean(row.is_archived),
    variant: JSON.parse(row.variant ?? '[]'),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
