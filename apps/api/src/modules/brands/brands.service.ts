import { type Brand, type BrandInput, type ListQuery, type Locale, foldForSearch } from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { type Actor, recordHistory } from '../../lib/history.js';
import { paginate } from '../../lib/list.js';
import type { MediaStore } from '../media/media-store.js';
import { assertUnusedByProducts } from '../products/product-usage.js';
import * as repo from './brands.repository.js';

const model = 'brands';

export const toBrand = (row: repo.BrandRow): Brand => ({
  id: row.id,
  name: { en: row.name_en, ar: row.name_ar },
  image: row.image,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

const stored = (input: BrandInput) => ({
  name_en: input.name.en,
  name_ar: input.name.ar,
  search_text: foldForSearch(`${input.name.en} ${input.name.ar}`),
  updated_at: nowIso(),
});

export function createBrandsService(db: Db, media: MediaStore) {
  async function list(query: ListQuery, locale: Locale) {
    const { rows, meta } = await paginate<repo.BrandRow>(db, repo.brandsQuery(db), query, {
      sorts: {
        name: locale === 'ar' ? 'brands.name_ar' : 'brands.name_en',
        created_at: 'brands.created_at',
        updated_at: 'brands.updated_at',
        id: 'brands.id',
      },
      defaultSort: '-id',
      idColumn: 'brands.id',
      searchColumn: 'brands.search_text',
    });
    return { data: rows.map(toBrand), meta };
  }

  async function get(id: number) {
    const row = await repo.findBrand(db, id);
    if (!row) throw notFound();
    return toBrand(row);
  }

  function create(input: BrandInput, actor: Actor) {
    return media.withImage(input.image, 'image', (image) =>
      db.transaction().execute(async (trx) => {
        const row = { ...stored(input), image: image ?? null };
        const brand = toBrand(await repo.insertBrand(trx, { ...row, created_at: row.updated_at }));
        await recordHistory(trx, actor, { action: 'created', model, modelId: brand.id, after: brand });
        return { result: brand, previous: null };
      }),
    );
  }

  function update(id: number, input: BrandInput, actor: Actor) {
    return media.withImage(input.image, 'image', (image) =>
      db.transaction().execute(async (trx) => {
        const before = await repo.findBrand(trx, id);
        if (!before) throw notFound();
        const brand = toBrand(await repo.updateBrand(trx, id, { ...stored(input), ...(image !== undefined && { image }) }));
        await recordHistory(trx, actor, { action: 'updated', model, modelId: id, before: toBrand(before), after: brand });
        return { result: brand, previous: before.image };
      }),
    );
  }

  /** All or nothing: a brand still used by products fails the whole batch with 409, naming them. */
  async function remove(ids: number[], actor: Actor, locale: Locale) {
    const rows = await db.transaction().execute(async (trx) => {
      const unique = [...new Set(ids)];
      const found = await repo.findBrands(trx, unique);
      if (found.length !== unique.length) throw notFound();
      await assertUnusedByProducts(trx, 'brand_id', found, locale);
      await repo.deleteBrands(trx, unique);
      await recordHistory(trx, actor, found.map((row) => ({ action: 'deleted' as const, model, modelId: row.id, before: toBrand(row) })));
      return found;
    });
    await Promise.all(rows.map((row) => media.remove(row.image)));
  }

  return { list, get, create, update, remove };
}
export type BrandsService = ReturnType<typeof createBrandsService>;
