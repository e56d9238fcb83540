import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectListOnly, historyActions } from './answers.js';
import { startAsAdminWithMedia, userWith } from './accounts.js';
import { isolate } from '@matjar/shared';
import { fileOf, formOf, jpegWithExif, pngImage, productBody, seededCatalogue, seededIds, twoMegabyteImage } from './catalogue-fixtures.js';
import { type Api, type TestServer, describeEachDatabase } from './harness.js';

const brands = '/api/dashboard/brands';
const seeded = ['Nile Cotton', 'Cairo Kitchen', 'Delta Foods', 'Pharaoh Tech', 'Oasis Beauty', 'Sinai Sports', 'Alexandria Home', 'Red Sea Toys'];

describeEachDatabase('brands', (suite) => {
  let server: TestServer, admin: Api, adminAr: Api, mediaDir: string;
  beforeAll(async () => {
    ({ server, admin, adminAr, mediaDir } = await startAsAdminWithMedia(suite, 'brands'));
  });
  afterAll(() => fs.rm(path.dirname(mediaDir), { recursive: true, force: true }));

  const create = async (en: string, ar: string) => {
    const answer = await admin.post(brands, { name: { en, ar } });
    expect(answer.status).toBe(201);
    return answer.body.data as { id: number; name: { en: string; ar: string }; image: string | null };
  };
  const exists = async (id: number) => (await admin.get(`${brands}/${id}`)).status === 200;
  const historyOf = (id: number) => historyActions(admin, 'brands', id);

  it('lists the seeded brands with perPage=10000, and finds Arabic names however they are typed', async () => {
    const answer = await admin.get(`${brands}?perPage=10000`);
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((b: { name: { en: string } }) => b.name.en).sort()).toEqual([...seeded].sort());
    expect(answer.body.meta).toMatchObject({ per_page: 10000, total: 8, total_is_estimate: false, next_cursor: null });
    expect(answer.body.data[0]).toEqual({
      id: expect.any(Number), name: { en: expect.any(String), ar: expect.any(String) }, image: null,
      created_at: expect.any(String), updated_at: expect.any(String),
    });
    for (const term of ['اسكندريه', 'إسكندرية', 'ALEXANDRIA']) {
      const found = await admin.get(`${brands}?search=${encodeURIComponent(term)}`);
      expect(found.body.data.map((b: { name: { en: string } }) => b.name.en), term).toEqual(['Alexandria Home']);
    }
    const byName = await adminAr.get(`${brands}?perPage=3&sort=name`);
    expect(byName.body.data.map((b: { name: { ar: string } }) => b.name.ar)).toEqual(['أغذية الدلتا', 'ألعاب البحر الأحمر', 'بيت إسكندرية']);
  });

  describe('images', () => {
    it('creates a brand from a multipart form with an image, stored re-encoded as WebP without its metadata', async () => {
      const form = formOf({ 'name[en]': 'Lens Co', 'name[ar]': 'شركة العدسة', image: [fileOf(await jpegWithExif(), 'photo.jpg', 'image/jpeg'), 'photo.jpg'] });
      const answer = await admin.post(brands, form);
      expect(answer.status).toBe(201);
      const { image } = answer.body.data;
      expect(image).toMatch(/^[0-9a-f]{32}\.webp$/);
      const stored = await fs.readFile(path.join(mediaDir, image));
      const meta = await sharp(stored).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 80, height: 60 });
      expect(meta.exif).toBeUndefined();
      expect(stored.includes('secret-owner')).toBe(false);
      expect(stored.includes('SpyCam')).toBe(false);
    });

    it('updates through POST /{id} with _method=PATCH and bracket keys, replacing the image and removing the old file', async () => {
      const first = await admin.post(brands, formOf({ 'name[en]': 'Swap', 'name[ar]': 'تبديل', image: [fileOf(await pngImage(), 'a.png', 'image/png'), 'a.png'] }));
      const oldImage = first.body.data.image as string;
      const form = formOf({
        _method: 'PATCH', 'name[en]': 'Swap (new)', 'name[ar]': 'تبديل جديد',
        image: [fileOf(await pngImage(30, 30), 'b.png', 'image/png'), 'b.png'],
      });
      const answer = await admin.post(`${brands}/${first.body.data.id}`, form);
      expect(answer.status).toBe(200);
      expect(answer.body.data.name).toEqual({ en: 'Swap (new)', ar: 'تبديل جديد' });
      expect(answer.body.data.image).not.toBe(oldImage);
      await expect(fs.access(path.join(mediaDir, oldImage))).rejects.toThrow();
      await expect(fs.access(path.join(mediaDir, answer.body.data.image))).resolves.toBeUndefined();

      // Leaving the image out keeps it; null removes it (and its file).
      const kept = await admin.patch(`${brands}/${first.body.data.id}`, { name: { en: 'Swap', ar: 'تبديل' } });
      expect(kept.body.data.image).toBe(answer.body.data.image);
      const removed = await admin.patch(`${brands}/${first.body.data.id}`, { name: { en: 'Swap', ar: 'تبديل' }, image: null });
      expect(removed.body.data.image).toBeNull();
      await expect(fs.access(path.join(mediaDir, answer.body.data.image))).rejects.toThrow();
    });

    it('refuses a file that is not an image, whatever its name says, in both languages', async () => {
      const fake = () => formOf({ 'name[en]': 'Fake', 'name[ar]': 'مزيف', image: [fileOf(Buffer.from('MZ this is not a picture'), 'logo.png', 'image/png'), 'logo.png'] });
      const english = await admin.post(brands, fake());
      expect(english.status).toBe(422);
      expect(english.body).toEqual({ message: 'data incomplete', errors: { image: ['Image must be a JPEG, PNG, WebP or GIF image'] } });
      const arabic = await adminAr.post(brands, fake());
      expect(arabic.status).toBe(422);
      expect(arabic.body).toEqual({ message: 'البيانات غير مكتملة', errors: { image: ['الصورة: يجب رفع صورة بصيغة JPEG أو PNG أو WebP أو GIF'] } });
      // A PNG signature followed by garbage is not an image either.
      const truncated = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('garbage')]);
      const bad = await admin.post(brands, formOf({ 'name[en]': 'Bad', 'name[ar]': 'سيئ', image: [fileOf(truncated, 'x.png', 'image/png'), 'x.png'] }));
      expect(bad.status).toBe(422);
      expect((await admin.get(`${brands}?search=fake`)).body.data).toEqual([]);
    });

    it('refuses an image of 2 MB (the limit is 1,048,576 bytes), in both languages', async () => {
      const big = await twoMegabyteImage();
      expect(big.byteLength).toBeGreaterThan(1_900_000);
      const form = () => formOf({ 'name[en]': 'Huge', 'name[ar]': 'ضخم', image: [fileOf(big, 'huge.png', 'image/png'), 'huge.png'] });
      const english = await admin.post(brands, form());
      expect(english.status).toBe(422);
      expect(english.body).toEqual({ message: 'data incomplete', errors: { image: ['Image must be smaller than 1 MB'] } });
      const arabic = await adminAr.post(brands, form());
      expect(arabic.body).toEqual({ message: 'البيانات غير مكتملة', errors: { image: ['الصورة: يجب أن يقل حجم الملف عن 1 ميجابايت'] } });
      expect((await admin.get(`${brands}?search=huge`)).body.data).toEqual([]);
    });
  });

  describe('writing', () => {
    it('answers invalid input with 422 in both languages', async () => {
      const english = await admin.post(brands, { name: { en: '', ar: ' ' } });
      expect(english.body).toEqual({ message: 'data incomplete', errors: { 'name.en': ['English name is required'], 'name.ar': ['Arabic name is required'] } });
      const arabic = await adminAr.post(brands, formOf({ 'name[en]': 'Only English' }));
      expect(arabic.status).toBe(422);
      expect(arabic.body.errors).toEqual({ 'name.ar': ['الاسم بالعربية مطلوب'] });
      expect((await admin.post(brands, { name: { en: 'x', ar: 'y' }, image: 'not-a-file' })).body.errors).toEqual({ image: ['Image is invalid'] });
    });

    it('updates with PATCH and with JSON _method=PATCH', async () => {
      const brand = await create('Patch me', 'عدلني');
      const patched = await admin.patch(`${brands}/${brand.id}`, { name: { en: 'Patched', ar: 'معدل' } });
      expect(patched.status).toBe(200);
      expect(patched.body.data.name).toEqual({ en: 'Patched', ar: 'معدل' });
      const posted = await admin.post(`${brands}/${brand.id}`, { _method: 'PATCH', name: { en: 'Posted', ar: 'مرسل' } });
      expect(posted.body.data.name).toEqual({ en: 'Posted', ar: 'مرسل' });
      expect((await admin.patch(`${brands}/99999999`, { name: { en: 'x', ar: 'y' } })).status).toBe(404);
      expect(await historyOf(brand.id)).toEqual(['updated', 'updated', 'created']);
    });

    it('deletes one (DELETE and _method=DELETE) and a batch, all or nothing', async () => {
      const [a, b, c, d] = [await create('Del A', 'حذف أ'), await create('Del B', 'حذف ب'), await create('Del C', 'حذف ج'), await create('Del D', 'حذف د')];
      expect((await admin.delete(`${brands}/${a.id}`)).body.data.message).toBe('Deleted successfully');
      expect((await adminAr.post(`${brands}/${b.id}`, { _method: 'DELETE' })).body.data.message).toBe('تم الحذف بنجاح');
      const missing = await admin.delete(brands, { brands: [c.id, 99_999_999] });
      expect(missing.status).toBe(404);
      expect(await exists(c.id)).toBe(true);
      expect((await admin.delete(brands, { brands: [c.id, d.id] })).status).toBe(200);
      expect([await exists(a.id), await exists(b.id), await exists(c.id), await exists(d.id)]).toEqual([false, false, false, false]);
      expect(await historyOf(d.id)).toEqual(['deleted', 'created']);
      expect((await admin.delete(brands, { brands: [] })).status).toBe(422);
    });

    it('refuses with 409 to delete a brand products use, naming it and them; the batch keeps every row', async () => {
      const ids = await seededIds(admin, 'brands');
      const free = await create('Unused brand', 'علامة غير مستخدمة');
      const english = await admin.delete(brands, { brands: [free.id, ids['Delta Foods'] as number] });
      expect(english.status).toBe(409);
      const products = ['Egyptian rice 5 kg', 'Basmati rice 1 kg', 'Italian pasta', 'Sunflower oil 1 L', 'Olive oil 500 ml'].map(isolate).join(', ');
      expect(english.body.message).toBe(`${isolate('Delta Foods')} cannot be deleted: used by products (${products}…).`);
      const arabic = await adminAr.delete(`${brands}/${ids['Delta Foods']}`);
      expect(arabic.status).toBe(409);
      expect(arabic.body.message).toMatch(/^لا يمكن حذف \u2068أغذية الدلتا\u2069: توجد منتجات مرتبطة \(\u2068أرز مصري ٥ كيلو\u2069، /);
      expect([await exists(free.id), await exists(ids['Delta Foods'] as number)]).toEqual([true, true]);
      expect(await historyOf(free.id)).toEqual(['created']);
    });

    it('sets a Latin name apart in an Arabic 409, so "Acme 3.0" keeps its order inside the sentence', async () => {
      const acme = await create('Acme 3.0', 'Acme 3.0');
      const { refs } = await seededCatalogue(admin);
      const product = await admin.post('/api/dashboard/products', productBody({ ...refs, brand_id: acme.id }, { name: { en: 'SKU-7 kettle', ar: 'SKU-7 kettle' } }));
      expect(product.status).toBe(201);
      const arabic = await adminAr.delete(`${brands}/${acme.id}`);
      expect(arabic.status).toBe(409);
      // First strong isolate (U+2068) … pop (U+2069) around each name, not around the sentence.
      expect(arabic.body.message).toBe('لا يمكن حذف \u2068Acme 3.0\u2069: توجد منتجات مرتبطة (\u2068SKU-7 kettle\u2069).');
      expect(await exists(acme.id)).toBe(true);
    });
  });

  describe('permissions', () => {
    it('lets anyone with a products permission read the list (for pickers), but only brands.create create', async () => {
      const picker = await userWith(server, 'brand-picker', ['products.view']);
      await expectListOnly(server.api(picker.token), brands);
      const catalogue = (await server.login('catalogue@example.com')).access_token;
      expect((await server.api(catalogue).post(brands, { name: { en: 'By catalogue', ar: 'من الكتالوج' } })).status).toBe(201);
    });
  });
});
