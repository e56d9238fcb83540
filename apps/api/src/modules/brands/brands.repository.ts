import { type ResourceRow, tableRepository } from '../../lib/resource-repository.js';

/** Brands: the standard queries of their table. */
export const brandsRepository = tableRepository('brands', ['id', 'name_en', 'name_ar', 'image', 'created_at', 'updated_at']);
export type BrandRow = ResourceRow<typeof brandsRepository>;
