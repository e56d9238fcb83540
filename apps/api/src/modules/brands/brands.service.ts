import type { Brand, BrandInput } from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { namedResource, resourceService, shownName } from '../../lib/resource-service.js';
import type { MediaStore } from '../media/index.js';
import { productsUsing } from '../products/index.js';
import { type BrandRow, brandsRepository } from './brands.repository.js';

export const toBrand = (row: BrandRow): Brand => ({
  id: row.id,
  name: shownName(row),
  image: row.image,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/** Brands with their logo: a brand that products use cannot be deleted (409 naming it and a few of them). */
export const createBrandsService = (db: Db, media: MediaStore) =>
  resourceService(db, {
    ...namedResource<BrandInput>('brands'),
    repository: brandsRepository,
    present: (rows) => rows.map(toBrand),
    inUse: (trx, ids, locale) => productsUsing(trx, 'brand_id', ids, locale),
    image: media,
  });
export type BrandsService = ReturnType<typeof createBrandsService>;
