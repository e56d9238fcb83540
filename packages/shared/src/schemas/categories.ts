import { z } from 'zod';
import { imageUpload } from './files.js';
import { bilingualName, bilingualOut, listMeta, listQuery, timestampsOut } from './common.js';
import { namedRef } from './brands.js';
import { idQuery, optionalId, optionalText, requiredId, slugField } from './form-fields.js';
import { type TreeLimits, nestedTree } from './record-kits.js';
import { productSummaryOut } from './products.js';

export const categoryInput = z.object({
  name: bilingualName(100),
  slug: slugField,
  notes: optionalText(1000),
  /** The parent category; null or empty for a top-level one. */
  parent_id: optionalId,
  image: imageUpload,
});
export type CategoryInput = z.infer<typeof categoryInput>;

export const categoryListQuery = listQuery.extend({
  /** Only the direct children of this category. */
  parent_id: idQuery,
});
export type CategoryListQuery = z.infer<typeof categoryListQuery>;

export const categoryOut = z.object({
  id: z.number(),
  name: bilingualOut,
  slug: z.string(),
  notes: z.string().nullable(),
  /** Stored file name: show it with `mediaUrl(image, '1170x250')`. */
  image: z.string().nullable(),
  parent_id: z.number().nullable(),
  parent: namedRef.nullable(),
  children_count: z.number(),
  ...timestampsOut,
});
export type Category = z.infer<typeof categoryOut>;

/** `GET /categories/{id}`: the category, its direct children and a page of its own products. */
export const categoryDetailOut = categoryOut.extend({
  children: z.array(categoryOut),
  products: z.object({ data: z.array(productSummaryOut), meta: listMeta }),
});
export type CategoryDetail = z.infer<typeof categoryDetailOut>;

/** `GET /categories/list`: every category, in tree order, for pickers. */
export const categoryListItemOut = z.object({
  id: z.number(),
  name: bilingualOut,
  parent_id: z.number().nullable(),
  depth: z.number(),
});
export type CategoryListItem = z.infer<typeof categoryListItemOut>;


/** The category tree: a category, its subcategories and theirs; 1,000 categories in a tree save. */
export const CATEGORY_TREE: TreeLimits = { levels: 3, maxItems: 1000 };

/**
 * `PUT /categories/tree`: every category once, nested as it should hang, each in its place
 * among its siblings (at most 1,000 categories in all).
 */
export const categoryTreeInput = z.object({
  items: nestedTree(z.object({ id: requiredId }), CATEGORY_TREE),
});
export type CategoryTreeInput = z.infer<typeof categoryTreeInput>;
