import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Api } from './harness.js';

/** A real PNG drawn by sharp. */
export const pngImage = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } }).png().toBuffer();

/** A JPEG carrying EXIF (a copyright note and a camera name) that the pipeline must strip. */
export const jpegWithExif = () =>
  sharp({ create: { width: 80, height: 60, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-owner', Model: 'SpyCam 3000' } })
    .toBuffer();

/** A PNG of random noise: incompressible, so about 2 MB (twice the 1 MB limit). */
export const twoMegabyteImage = () =>
  sharp(randomBytes(820 * 820 * 3), { raw: { width: 820, height: 820, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();

/** A file form field, as a browser's file input sends it. */
export const fileOf = (bytes: Uint8Array, name: string, type: string) => new Blob([bytes], { type });

/** A multipart form from flat bracket keys; files are Blobs with a file name. */
export function formOf(fields: Record<string, string | [Blob, string]>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) form.append(key, value[0], value[1]);
    else form.append(key, value);
  }
  return form;
}

/** Ids of seeded rows by English name. */
export async function seededIds(api: Api, resource: 'brands' | 'categories' | 'units'): Promise<Record<string, number>> {
  const answer = await api.get(`/api/dashboard/${resource}?perPage=10000`);
  expect(answer.status).toBe(200);
  return Object.fromEntries(answer.body.data.map((row: { id: number; name: { en: string } }) => [row.name.en, row.id]));
}

/** A complete, valid product body (JSON) with every field of spec §3. */
export function productBody(refs: { category_id: number; brand_id: number; unit_id: number }, overrides: Record<string, unknown> = {}): Record<string, any> {
  const tag = randomBytes(4).toString('hex');
  return {
    name: { en: `Test product ${tag}`, ar: `منتج تجريبي ${tag}` },
    sku: `T-${tag}`,
    // Spec §5: required; twelve digits made from the tag, so unique like the sku.
    barcode: `62${String(parseInt(tag, 16)).padStart(10, '0')}`,
    buying_price: '10.00',
    selling_price: '15.50',
    tax_percent: '14',
    quantity: 7,
    ...refs,
    seo_keywords: { en: ['test'], ar: ['تجربة'] },
    meta_description: { en: 'A test product', ar: 'منتج للتجربة' },
    ...overrides,
  };
}

/** A product as the list shows it. */
export interface ProductSummary {
  id: number;
  name: { en: string; ar: string };
  sku: string;
  selling_price: string;
  quantity: number;
  stock_level: string;
  is_archived: boolean;
  category: { id: number; name: { en: string } } | null;
  brand: { id: number; name: { en: string } } | null;
  variants_count: number;
}

/** The seeded categories, brands and units by English name, and a new product's references to three of them. */
export async function seededCatalogue(admin: Api) {
  const [categoryIds, brandIds, unitIds] = [await seededIds(admin, 'categories'), await seededIds(admin, 'brands'), await seededIds(admin, 'units')];
  const refs = { category_id: categoryIds['Rice and pasta'] as number, brand_id: brandIds['Delta Foods'] as number, unit_id: unitIds.Pack as number };
  return { categoryIds, brandIds, unitIds, refs };
}
