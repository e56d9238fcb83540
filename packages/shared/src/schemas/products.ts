import { z } from 'zod';
import { foldForSearch } from '../text/arabic-fold.js';
import { imageUpload } from './files.js';
import { bilingualName, bilingualOut, bilingualText, listQuery, requiredText, timestampsOut } from './common.js';
import { namedRef } from './brands.js';
import {
  flagField, idQuery, moneyField, optionalText, optionalWholeNumber, percentField, requiredChoice, requiredId, slugField, validAt, wholeNumber,
} from './form-fields.js';
import { LOW_STOCK_THRESHOLD, STOCK_LEVELS, ARCHIVED_FILTERS, type StockLevel } from '../vocabulary.js';

export const stockLevelOf = (quantity: number): StockLevel =>
  quantity <= 0 ? 'out' : quantity <= LOW_STOCK_THRESHOLD ? 'low' : 'in';

/** Variants: at most this many options, values per option, and combinations (child products). */
export const MAX_VARIANT_OPTIONS = 5;
export const MAX_OPTION_VALUES = 30;
export const MAX_VARIANTS = 200;

export const OPTION_TYPES = ['dropdown', 'radio'] as const;
export const SECTION_DISPLAY_TYPES = ['key_value', 'list'] as const;

const optionalBilingual = (max: number) => z.object({ en: optionalText(max), ar: optionalText(max) });
const list = <T extends z.ZodType>(item: T, max: number) => z.array(item, { error: 'validation.invalid' }).max(max, 'validation.invalid').default([]);
const skuField = requiredText(64);
const barcodeField = requiredText(64);

/** A variant option: "Size" (dropdown) with values S, M, L. */
export const productOption = z.object({
  name: bilingualName(60),
  type: requiredChoice(OPTION_TYPES),
  values: z.array(bilingualText(60), { error: 'validation.required' }).min(1, 'validation.required').max(MAX_OPTION_VALUES, 'validation.invalid'),
});
export type ProductOption = z.infer<typeof productOption>;

/** Two entries that fold to the same text (any case, any Arabic spelling) are one entry. */
const sameText = (a: string, b: string) => foldForSearch(a) === foldForSearch(b);

/** Marks every entry of `texts` that repeats an earlier one. */
function repeats(texts: string[]): number[] {
  return texts.flatMap((text, i) => (texts.slice(0, i).some((earlier) => sameText(earlier, text)) ? [i] : []));
}

/** Options: no option name twice, no value twice within an option, at most MAX_VARIANTS combinations. */
function checkOptions(options: ProductOption[], ctx: z.RefinementCtx, path: (string | number)[]) {
  for (const i of repeats(options.map((o) => o.name.en))) ctx.addIssue({ code: 'custom', path: [...path, i, 'name', 'en'], message: 'validation.duplicate' });
  options.forEach((option, o) => {
    for (const i of repeats(option.values.map((v) => v.en))) {
      ctx.addIssue({ code: 'custom', path: [...path, o, 'values', i, 'en'], message: 'validation.duplicate' });
    }
  });
  const combinations = options.reduce((n, option) => n * option.values.length, options.length ? 1 : 0);
  if (combinations > MAX_VARIANTS) ctx.addIssue({ code: 'custom', path, message: 'validation.too_many_variants' });
}

const optionList = z.array(productOption, { error: 'validation.invalid' }).max(MAX_VARIANT_OPTIONS, 'validation.invalid').default([]);

const specEntry = z.object({ key: bilingualText(100), value: bilingualText(500) });
const sectionItem = z.object({ key: optionalBilingual(100).optional(), value: bilingualText(500) });
const section = z.object({
  title: bilingualText(150),
  /** `key_value`: items are key → value rows; `list`: items are bullet points (no key). */
  display_type: requiredChoice(SECTION_DISPLAY_TYPES),
  items: z.array(sectionItem, { error: 'validation.required' }).min(1, 'validation.required').max(50, 'validation.invalid'),
});
const keywords = z.array(requiredText(60), { error: 'validation.required' }).min(1, 'validation.required').max(20, 'validation.invalid');

/**
 * A product as the create and edit forms send it (JSON, or multipart with bracket keys:
 * `name[en]`, `options[0][values][1][ar]`, `image` file). Arrays left out are empty.
 */
export const productInput = z
  .object({
    name: bilingualName(200),
    slug: slugField,
    sku: skuField,
    /** Spec §5 lists its required message. */
    barcode: barcodeField,
    description: optionalBilingual(5000).optional(),
    buying_price: moneyField,
    selling_price: moneyField,
    tax_percent: percentField,
    /** Ignored when the product has options: its stock is the sum of its variants'. */
    quantity: wholeNumber(0),
    weight_gm: optionalWholeNumber(0),
    category_id: requiredId,
    brand_id: requiredId,
    unit_id: requiredId,
    is_multi_unit: flagField.default(false),
    /** A bonus (free gift) item: only then may the selling price be zero. */
    is_bonus: flagField.default(false),
    /** Show the price on the storefront, or "price on request". */
    show_price: flagField.default(true),
    max_order: optionalWholeNumber(1),
    /**
     * The stock at or below which the under-demand-limit report lists it (its variants take
     * it). Left out or empty: a new product gets DEFAULT_DEMAND_LIMIT (vocabulary), an edit keeps its own.
     */
    demand_limit: optionalWholeNumber(0),
    /** Colours as `#rrggbb`. */
    colours: list(z.string().trim().regex(/^#[0-9a-fA-F]{6}$/, 'validation.colour'), 20),
    highlights: list(bilingualText(200), 20),
    specs: list(specEntry, 50),
    sections: list(section, 20),
    seo_keywords: z.object({ en: keywords, ar: keywords }, { error: 'validation.required' }),
    meta_description: bilingualText(300),
    options: optionList,
    /** Must be true to save no options on a product that has variants (see `confirmRemoveAll`). */
    confirm_remove_all: flagField.optional(),
    image: imageUpload,
  })
  // Each rule runs as soon as the fields it reads are valid, so one answer lists every mistake.
  .superRefine((product, ctx) => {
    if (!product.is_bonus && /^0+(\.0+)?$/.test(product.selling_price)) {
      ctx.addIssue({ code: 'custom', path: ['selling_price'], message: 'validation.price_zero' });
    }
  }, validAt('selling_price', 'is_bonus'))
  .superRefine((product, ctx) => {
    for (const lang of ['en', 'ar'] as const) {
      for (const i of repeats(product.seo_keywords[lang])) {
        ctx.addIssue({ code: 'custom', path: ['seo_keywords', lang, i], message: 'validation.word_exists' });
      }
    }
  }, validAt('seo_keywords'))
  .superRefine((product, ctx) => {
    product.sections.forEach((s, i) => {
      if (s.display_type !== 'key_value') return;
      s.items.forEach((item, j) => {
        for (const lang of ['en', 'ar'] as const) {
          if (!item.key?.[lang]) ctx.addIssue({ code: 'custom', path: ['sections', i, 'items', j, 'key', lang], message: 'validation.required' });
        }
      });
    });
  }, validAt('sections'))
  .superRefine((product, ctx) => checkOptions(product.options, ctx, ['options']), validAt('options'));
export type ProductInput = z.infer<typeof productInput>;

/** `POST /api/dashboard/variants`: set a product's options and (re)generate its variants. */
export const variantsInput = z
  .object({ product_id: requiredId, options: optionList, confirm_remove_all: flagField.optional() })
  .superRefine((input, ctx) => checkOptions(input.options, ctx, ['options']), validAt('options'));
export type VariantsInput = z.infer<typeof variantsInput>;

/**
 * A variant (child product) as its own edit form sends it; its name comes from its values.
 * Its barcode is its own (made from its product's when it is created), and required too.
 */
export const productChildInput = z.object({
  sku: skuField,
  barcode: barcodeField,
  buying_price: moneyField,
  selling_price: moneyField,
  quantity: wholeNumber(0),
  image: imageUpload,
});
export type ProductChildInput = z.infer<typeof productChildInput>;

/**
 * `PATCH /api/dashboard/products/bulk` (the products/das screen): quick edit of price and
 * stock of many products and variants at once, in one transaction.
 */
export const productBulkInput = z.object({
  products: z
    .array(
      z.object({
        id: requiredId,
        buying_price: moneyField.optional(),
        selling_price: moneyField.optional(),
        quantity: wholeNumber(0).optional(),
      }),
      { error: 'validation.required' },
    )
    .min(1, 'validation.required')
    .max(1000, 'validation.invalid'),
});
export type ProductBulkInput = z.infer<typeof productBulkInput>;

/** Query of the products list and its CSV export. */
export const productListQuery = listQuery.extend({
  category_id: idQuery,
  /** With category_id: also products of its subcategories (default), or only its own. */
  include_descendants: z.enum(['true', 'false']).default('true'),
  brand_id: idQuery,
  unit_id: idQuery,
  /** `false` (default): active products; `true`: archived ones; `all`: both. */
  archived: z.enum(ARCHIVED_FILTERS).default('false'),
  stock: z.enum(STOCK_LEVELS).optional(),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

/**
 * A search's total is counted exactly up to this many products (past it: "1,000+"); a
 * word common to a large store matches tens of thousands.
 */
export const PRODUCT_SEARCH_TOTAL_BOUND = 1000;

const moneyOut = z.string();

/** What a product and a variant both show of themselves: codes, picture, prices, stock. */
const stockedOut = {
  sku: z.string(),
  barcode: z.string().nullable(),
  image: z.string().nullable(),
  buying_price: moneyOut,
  selling_price: moneyOut,
  quantity: z.number(),
  stock_level: z.enum(STOCK_LEVELS),
};

/** A row of the products list. */
export const productSummaryOut = z.object({
  id: z.number(),
  name: bilingualOut,
  slug: z.string().nullable(),
  ...stockedOut,
  is_bonus: z.boolean(),
  is_archived: z.boolean(),
  category: namedRef.nullable(),
  brand: namedRef.nullable(),
  variants_count: z.number(),
  ...timestampsOut,
});
export type ProductSummary = z.infer<typeof productSummaryOut>;

const bilingualOrNull = z.object({ en: z.string().nullable(), ar: z.string().nullable() });

/** A product with every field (edit form, show page). */
export const productOut = productSummaryOut.extend({
  description: bilingualOrNull,
  tax_percent: z.string(),
  weight_gm: z.number().nullable(),
  unit: namedRef.nullable(),
  is_multi_unit: z.boolean(),
  show_price: z.boolean(),
  max_order: z.number().nullable(),
  demand_limit: z.number(),
  colours: z.array(z.string()),
  highlights: z.array(bilingualOut),
  specs: z.array(z.object({ key: bilingualOut, value: bilingualOut })),
  sections: z.array(
    z.object({
      title: bilingualOut,
      display_type: z.enum(SECTION_DISPLAY_TYPES),
      items: z.array(z.object({ key: bilingualOrNull.optional(), value: bilingualOut })),
    }),
  ),
  seo_keywords: z.object({ en: z.array(z.string()), ar: z.array(z.string()) }),
  meta_description: bilingualOut,
  options: z.array(
    z.object({ name: bilingualOut, type: z.enum(OPTION_TYPES), values: z.array(bilingualOut) }),
  ),
});
export type Product = z.infer<typeof productOut>;

/** A variant: one combination of the parent's option values, with its own sku, price, stock. */
export const productChildOut = z.object({
  id: z.number(),
  parent_id: z.number(),
  name: bilingualOut,
  ...stockedOut,
  /**
   * Its value was removed while orders held it: kept for them, left out of the product's
   * variants and its stock (docs/decisions/0005).
   */
  is_archived: z.boolean(),
  /** The option → value pairs this variant stands for, in the parent's option order. */
  variant: z.array(z.object({ option: bilingualOut, value: bilingualOut })),
  ...timestampsOut,
});
export type ProductChild = z.infer<typeof productChildOut>;
