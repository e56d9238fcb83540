import { isolate } from '@matjar/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createdAt, expectDeletesAllOrNothing, historyActions, readOk } from './answers.js';
import { startAsAdmin, userWith } from './accounts.js';
import { type ProductSummary, fileOf, formOf, pngImage, productBody, seededCatalogue } from './catalogue-fixtures.js';
import { type Api, type TestServer, describeEachDatabase } from './harness.js';

const products = '/api/dashboard/products';

interface Child {
  id: number;
  parent_id: number;
  name: { en: string; ar: string };
  sku: string;
  barcode: string | null;
  selling_price: string;
  quantity: number;
  variant: { option: { en: string }; value: { en: string } }[];
}

describeEachDatabase('products', (suite) => {
  let server: TestServer, admin: Api, adminAr: Api;
  let refs: { category_id: number; brand_id: number; unit_id: number };
  let categoryIds: Record<string, number>, brandIds: Record<string, number>, unitIds: Record<string, number>;
  beforeAll(async () => {
    ({ server, admin, adminAr } = await startAsAdmin(suite));
    ({ categoryIds, brandIds, unitIds, refs } = await seededCatalogue(admin));
  });

  const names = (answer: { body: { data: ProductSummary[] } }) => answer.body.data.map((p) => p.name.en);
  const list = (query: string, api: Api = admin) => readOk(api, `${products}?${query}`);
  const create = (overrides: Record<string, unknown> = {}) => createdAt(admin, products, productBody(refs, overrides));
  const historyOf = (id: number) => historyActions(admin, 'products', id);

  describe('one product', () => {
    it('creates a product with every field, answers it in full, and shows it again', async () => {
      const body = productBody(refs, {
        slug: 'full-product',
        barcode: '6221234567890',
        description: { en: 'Long description', ar: 'وصف طويل' },
        buying_price: '1234.5',
        selling_price: 2000.25,
        tax_percent: '14.5',
        weight_gm: '750',
        is_multi_unit: true,
        show_price: 'false',
        max_order: 3,
        colours: ['#FF0000', '#00ff00'],
        highlights: [{ en: 'Organic', ar: 'عضوي' }],
        specs: [{ key: { en: 'Origin', ar: 'المنشأ' }, value: { en: 'Egypt', ar: 'مصر' } }],
        sections: [
          { title: { en: 'Details', ar: 'تفاصيل' }, display_type: 'key_value', items: [{ key: { en: 'Weight', ar: 'الوزن' }, value: { en: '750 g', ar: '٧٥٠ جم' } }] },
          { title: { en: 'Uses', ar: 'الاستخدامات' }, display_type: 'list', items: [{ value: { en: 'Cooking', ar: 'الطبخ' } }] },
        ],
        seo_keywords: { en: ['rice', 'organic'], ar: ['أرز', 'عضوي'] },
      });
      const answer = await admin.post(products, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      const product = answer.body.data;
      expect(product).toMatchObject({
        name: body.name, slug: 'full-product', sku: body.sku, barcode: '6221234567890',
        description: { en: 'Long description', ar: 'وصف طويل' },
        buying_price: '1234.50', selling_price: '2000.25', tax_percent: '14.50', quantity: 7, stock_level: 'in', weight_gm: 750,
        category: { id: refs.category_id, name: { en: 'Rice and pasta', ar: 'أرز ومكرونة' } },
        brand: { id: refs.brand_id }, unit: { id: refs.unit_id, name: { en: 'Pack' } },
        is_multi_unit: true, is_bonus: false, show_price: false, is_archived: false, max_order: 3,
        colours: ['#ff0000', '#00ff00'], highlights: body.highlights, specs: body.specs, sections: body.sections,
        seo_keywords: body.seo_keywords, meta_description: body.meta_description, options: [], variants_count: 0, image: null,
      });
      expect((await admin.get(`${products}/${product.id}`)).body.data).toEqual(product);
      expect(await historyOf(product.id)).toEqual(['created']);
    });

    it('creates from a multipart form with bracket keys, variants and an image', async () => {
      const tag = Date.now().toString(36);
      const form = formOf({
        'name[en]': `Form shirt ${tag}`, 'name[ar]': `قميص النموذج ${tag}`, sku: `FORM-${tag}`, barcode: `BC-FORM-${tag}`,
        buying_price: '50', selling_price: '99.90', tax_percent: '14', quantity: '0',
        category_id: String(categoryIds["Men's clothing"]), brand_id: String(brandIds['Nile Cotton']), unit_id: String(unitIds.Piece),
        is_bonus: '0', 'seo_keywords[en][0]': 'shirt', 'seo_keywords[ar][0]': 'قميص',
        'meta_description[en]': 'Shirt', 'meta_description[ar]': 'قميص',
        'options[0][name][en]': 'Size', 'options[0][name][ar]': 'المقاس', 'options[0][type]': 'dropdown',
        'options[0][values][0][en]': 'M', 'options[0][values][0][ar]': 'متوسط',
        'options[0][values][1][en]': 'L', 'options[0][values][1][ar]': 'كبير',
        'options[1][name][en]': 'Colour', 'options[1][name][ar]': 'اللون', 'options[1][type]': 'radio',
        'options[1][values][0][en]': 'Green', 'options[1][values][0][ar]': 'أخضر',
        image: [fileOf(await pngImage(), 'shirt.png', 'image/png'), 'shirt.png'],
      });
      const answer = await admin.post(products, form);
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      expect(answer.body.data).toMatchObject({ selling_price: '99.90', variants_count: 2, image: expect.stringMatching(/\.webp$/) });
      expect(answer.body.data.options).toEqual([
        { name: { en: 'Size', ar: 'المقاس' }, type: 'dropdown', values: [{ en: 'M', ar: 'متوسط' }, { en: 'L', ar: 'كبير' }] },
        { name: { en: 'Colour', ar: 'اللون' }, type: 'radio', values: [{ en: 'Green', ar: 'أخضر' }] },
      ]);
      const children = (await admin.get(`${products}/${answer.body.data.id}/children`)).body.data as Child[];
      expect(children.map((c) => c.name.ar)).toEqual([`قميص النموذج ${tag} - متوسط / أخضر`, `قميص النموذج ${tag} - كبير / أخضر`]);
    });

    it('answers required fields with 422 in both languages, listing every mistake at once', async () => {
      const english = await admin.post(products, { name: { en: 'Only a name' } });
      expect(english.status).toBe(422);
      expect(english.body.message).toBe('data incomplete');
      expect(english.body.errors).toMatchObject({
        'name.ar': ['Arabic name is required'], sku: ['SKU is required'], barcode: ['Barcode is required'], buying_price: ['Buying price is required'],
        selling_price: ['Selling price is required'], tax_percent: ['Tax % is required'], quantity: ['Quantity is required'],
        category_id: ['Category is required'], brand_id: ['Brand is required'], unit_id: ['Unit is required'],
        seo_keywords: ['SEO keywords is required'], meta_description: ['SEO description is required'],
      });
      const arabic = await adminAr.post(products, formOf({ 'name[en]': 'x', 'name[ar]': 'س', sku: '', selling_price: 'abc', quantity: '1.5', category_id: 'x' }));
      expect(arabic.body.errors).toMatchObject({
        sku: ['رمز المنتج (SKU) مطلوب'], barcode: ['الباركود مطلوب'], selling_price: ['سعر البيع يجب أن يكون مبلغاً مثل 12.50'],
        quantity: ['الكمية غير صالحة'], category_id: ['القسم غير صالح'],
      });
      const money = await admin.post(products, productBody(refs, { buying_price: '12.345', tax_percent: '101' }));
      expect(money.body.errors).toEqual({ buying_price: ['Buying price must be an amount such as 12.50'], tax_percent: ['Tax % must be a percentage from 0 to 100'] });
    });

    it('refuses a zero price unless the product is a bonus item', async () => {
      const zero = await adminAr.post(products, productBody(refs, { selling_price: '0.00' }));
      expect(zero.status).toBe(422);
      expect(zero.body.errors).toEqual({ selling_price: ['لا يمكن أن يكون السعر صفراً إلا إذا كان المنتج هدية (بونص)'] });
      const bonus = await create({ selling_price: '0', is_bonus: true });
      expect(bonus).toMatchObject({ selling_price: '0.00', is_bonus: true });
    });

    it('rejects a repeated SEO keyword with "this word exists" (any case, any Arabic spelling)', async () => {
      const answer = await admin.post(products, productBody(refs, { seo_keywords: { en: ['Rice', 'rice'], ar: ['أرز', 'ارز', 'طعام'] } }));
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({ 'seo_keywords.en.1': ['this word exists'], 'seo_keywords.ar.1': ['this word exists'] });
      const arabic = await adminAr.post(products, productBody(refs, { seo_keywords: { en: ['a'], ar: ['قمح', 'قمح'] } }));
      expect(arabic.body.errors).toEqual({ 'seo_keywords.ar.1': ['هذه الكلمة موجودة'] });
    });

    it('keeps sku, barcode and slug unique (422), and checks that category, brand and unit exist', async () => {
      const first = await create({ barcode: '999000111', slug: 'unique-one' });
      const clash = await admin.post(products, productBody(refs, { sku: first.sku, barcode: '999000111', slug: 'unique-one' }));
      expect(clash.status).toBe(422);
      expect(clash.body.errors).toEqual({
        sku: ['This SKU is already taken.'], barcode: ['This Barcode is already taken.'], slug: ['This Slug is already taken.'],
      });
      const missing = await adminAr.post(products, productBody({ category_id: 99_999, brand_id: 99_999, unit_id: 99_999 }));
      expect(missing.body.errors).toEqual({ category_id: ['القسم المختار غير موجود'], brand_id: ['العلامة التجارية المختارة غير موجودة'], unit_id: ['الوحدة المختارة غير موجودة'] });
      // Its own values are no clash when editing.
      const same = await admin.patch(`${products}/${first.id}`, productBody(refs, { sku: first.sku, barcode: '999000111', slug: 'unique-one' }));
      expect(same.status).toBe(200);
    });

    it('edits with PATCH and with POST _method=PATCH (multipart), keeping the slug and image unless changed', async () => {
      const product = await create({ name: { en: 'Edit me please', ar: 'عدلني' } });
      expect(product.slug).toBe('edit-me-please');
      const patched = await admin.patch(`${products}/${product.id}`, productBody(refs, { sku: product.sku, name: { en: 'Edited', ar: 'معدل' }, selling_price: '20' }));
      expect(patched.body.data).toMatchObject({ name: { en: 'Edited', ar: 'معدل' }, slug: 'edit-me-please', selling_price: '20.00' });
      const form = formOf({
        _method: 'PATCH', 'name[en]': 'Edited by form', 'name[ar]': 'معدل بالنموذج', sku: product.sku, barcode: product.barcode, buying_price: '5', selling_price: '6',
        tax_percent: '0', quantity: '2', category_id: String(refs.category_id), brand_id: String(refs.brand_id), unit_id: String(refs.unit_id),
        'seo_keywords[en][0]': 'x', 'seo_keywords[ar][0]': 'س', 'meta_description[en]': 'd', 'meta_description[ar]': 'و',
      });
      const posted = await admin.post(`${products}/${product.id}`, form);
      expect(posted.status, JSON.stringify(posted.body)).toBe(200);
      expect(posted.body.data).toMatchObject({ name: { en: 'Edited by form' }, selling_price: '6.00', quantity: 2, stock_level: 'low' });
      expect(await historyOf(product.id)).toEqual(['updated', 'updated', 'created']);
    });

    it('archives and unarchives; the list leaves archived products out by default', async () => {
      const product = await create({ name: { en: 'Seasonal lantern', ar: 'فانوس رمضان' } });
      const archived = await admin.post(`${products}/${product.id}/archive`);
      expect(archived.body.data.is_archived).toBe(true);
      expect((await list('search=lantern')).body.data).toEqual([]);
      expect(names(await list('search=lantern&archived=true'))).toEqual(['Seasonal lantern']);
      expect(names(await list('search=فانوس&archived=all'))).toEqual(['Seasonal lantern']);
      const back = await admin.post(`${products}/${product.id}/unarchive`);
      expect(back.body.data.is_archived).toBe(false);
      expect(names(await list('search=lantern'))).toEqual(['Seasonal lantern']);
      expect(await historyOf(product.id)).toEqual(['updated', 'updated', 'created']);
    });
  });

  describe('variants', () => {
    it('makes one child product per combination, keeps them across regeneration, and sums their stock', async () => {
      const product = await create({
        name: { en: 'Hoodie', ar: 'هودي' }, sku: `HOOD-${Date.now()}`, selling_price: '300',
        options: [
          { name: { en: 'Size', ar: 'المقاس' }, type: 'dropdown', values: [{ en: 'S', ar: 'صغير' }, { en: 'M', ar: 'متوسط' }] },
          { name: { en: 'Colour', ar: 'اللون' }, type: 'radio', values: [{ en: 'Red', ar: 'أحمر' }, { en: 'Blue', ar: 'أزرق' }] },
        ],
      });
      expect(product.variants_count).toBe(4);
      const childrenPath = `${products}/${product.id}/children`;
      const children = (await admin.get(childrenPath)).body.data as Child[];
      expect(children.map((c) => c.name.en)).toEqual(['Hoodie - S / Red', 'Hoodie - S / Blue', 'Hoodie - M / Red', 'Hoodie - M / Blue']);
      expect(children.map((c) => c.sku)).toEqual([1, 2, 3, 4].map((n) => `${product.sku}-${n}`));
      // Each variant has its own barcode, made from its product's as the sku is (docs/decisions/0005).
      expect(children.map((c) => c.barcode)).toEqual([1, 2, 3, 4].map((n) => `${product.barcode}-${n}`));
      expect(children[0]).toMatchObject({ parent_id: product.id, selling_price: '300.00', quantity: 0, variant: [{ option: { en: 'Size' }, value: { en: 'S' } }, { option: { en: 'Colour' }, value: { en: 'Red' } }] });
      // A variant's sku finds its product in the list.
      expect(names(await list(`search=${children[3]?.sku.toLowerCase()}`))).toEqual(['Hoodie']);

      const [sRed, sBlue] = children as [Child, Child];
      const noBarcode = await adminAr.patch(`${childrenPath}/${sRed.id}`, { sku: sRed.sku, buying_price: '100', selling_price: '310', quantity: 4 });
      expect(noBarcode.body.errors).toEqual({ barcode: ['الباركود مطلوب'] });
      const edited = await admin.patch(`${childrenPath}/${sRed.id}`, { sku: `${product.sku}-SR`, barcode: `${product.barcode}-SR`, buying_price: '100', selling_price: '310', quantity: 4 });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      expect(edited.body.data).toMatchObject({ sku: `${product.sku}-SR`, selling_price: '310.00', quantity: 4, stock_level: 'low' });
      const form = formOf({ _method: 'PATCH', sku: sBlue.sku, barcode: sBlue.barcode ?? '', buying_price: '100', selling_price: '305.5', quantity: '6' });
      expect((await admin.post(`${childrenPath}/${sBlue.id}`, form)).body.data.quantity).toBe(6);
      expect((await admin.get(`${products}/${product.id}`)).body.data).toMatchObject({ quantity: 10, stock_level: 'in' });

      // POST /variants: drop "M", add "L" and a third option value; S variants keep their sku, price and stock.
      const regenerated = await admin.post('/api/dashboard/variants', {
        product_id: product.id,
        options: [
          { name: { en: 'Colour', ar: 'اللون' }, type: 'radio', values: [{ en: 'Red', ar: 'أحمر' }, { en: 'Blue', ar: 'أزرق' }] },
          { name: { en: 'Size', ar: 'المقاس' }, type: 'dropdown', values: [{ en: 'S', ar: 'صغير' }, { en: 'L', ar: 'كبير' }] },
        ],
      });
      expect(regenerated.status, JSON.stringify(regenerated.body)).toBe(200);
      const after = regenerated.body.data.children as Child[];
      expect(after).toHaveLength(4);
      expect(after.find((c) => c.id === sRed.id)).toMatchObject({ sku: `${product.sku}-SR`, selling_price: '310.00', quantity: 4, name: { en: 'Hoodie - Red / S' } });
      expect(after.find((c) => c.id === sBlue.id)).toMatchObject({ selling_price: '305.50', quantity: 6 });
      expect(after.filter((c) => c.name.en.endsWith('/ L')).map((c) => c.quantity)).toEqual([0, 0]);
      expect(regenerated.body.data.product).toMatchObject({ variants_count: 4, quantity: 10 });
      expect(await historyOf(children[2]?.id as number)).toEqual(['deleted', 'created']);

      // A child is addressed under its own parent only.
      const other = await create();
      expect((await admin.patch(`${products}/${other.id}/children/${sRed.id}`, { sku: 'x', barcode: 'x', buying_price: '1', selling_price: '1', quantity: 1 })).status).toBe(404);
      expect((await admin.get(`${products}/${sRed.id}`)).status).toBe(404);
      expect((await admin.get(`${products}/${other.id}/children`)).body.data).toEqual([]);

      // The parent's stock comes from its variants.
      const bulk = await admin.patch(`${products}/bulk`, { products: [{ id: product.id, quantity: 50 }] });
      expect(bulk.status).toBe(422);
      expect(bulk.body.errors).toEqual({ 'products.0.quantity': ['Stock of a product with variants is set on its variants'] });

      // Deleting the product takes its variants along.
      expect((await admin.delete(`${products}/${product.id}`)).status).toBe(200);
      expect((await admin.get(`${products}/${product.id}/children`)).status).toBe(404);
      expect(await historyOf(sRed.id)).toEqual(['deleted', 'updated', 'created']);
    });

    it('validates options: values required, no repeats, at most 200 combinations, child price and sku rules', async () => {
      const answer = await adminAr.post(products, productBody(refs, {
        options: [
          { name: { en: 'Size', ar: 'المقاس' }, type: 'select', values: [] },
          { name: { en: 'size', ar: 'مقاس' }, type: 'radio', values: [{ en: 'A', ar: 'أ' }, { en: 'a', ar: 'ا' }] },
        ],
      }));
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({ 'options.0.type': ['النوع غير صالح'], 'options.0.values': ['القيم مطلوبة'] });
      const repeats = await admin.post(products, productBody(refs, {
        options: [
          { name: { en: 'Size', ar: 'المقاس' }, type: 'radio', values: [{ en: 'A', ar: 'أ' }] },
          { name: { en: 'size', ar: 'مقاس' }, type: 'radio', values: [{ en: 'A', ar: 'أ' }, { en: 'a', ar: 'ا' }] },
        ],
      }));
      expect(repeats.body.errors).toEqual({ 'options.1.name.en': ['This value is repeated'], 'options.1.values.1.en': ['This value is repeated'] });
      const values = (n: number) => Array.from({ length: n }, (_, i) => ({ en: `v${i}`, ar: `ق${i}` }));
      const tooMany = await admin.post(products, productBody(refs, {
        options: [{ name: { en: 'A', ar: 'أ' }, type: 'radio', values: values(15) }, { name: { en: 'B', ar: 'ب' }, type: 'radio', values: values(14) }],
      }));
      expect(tooMany.body.errors).toEqual({ options: ['Too many combinations: a product may have at most 200 variants'] });

      const product = await create({ options: [{ name: { en: 'Pack', ar: 'العبوة' }, type: 'radio', values: values(2) }] });
      const [child] = (await admin.get(`${products}/${product.id}/children`)).body.data as Child[];
      const zero = await admin.patch(`${products}/${product.id}/children/${child?.id}`, { sku: product.sku, barcode: product.barcode, buying_price: '1', selling_price: '0', quantity: 1 });
      expect(zero.body.errors).toEqual({
        sku: ['This SKU is already taken.'], barcode: ['This Barcode is already taken.'], selling_price: ['The price cannot be zero unless the product is a bonus item'],
      });
    });
  });

  describe('bulk quick edit (products/das)', () => {
    it('updates prices and stock of several products and variants in one transaction, with history', async () => {
      const a = await create({ quantity: 1 });
      const b = await create({ quantity: 1, options: [{ name: { en: 'Kind', ar: 'النوع' }, type: 'radio', values: [{ en: 'One', ar: 'واحد' }, { en: 'Two', ar: 'اثنان' }] }] });
      const [v1, v2] = (await admin.get(`${products}/${b.id}/children`)).body.data as Child[];
      const answer = await adminAr.patch(`${products}/bulk`, {
        products: [
          { id: a.id, selling_price: '19.99', buying_price: '9', quantity: 40 },
          { id: v1?.id, quantity: 3 },
          { id: v2?.id, selling_price: '42', quantity: '5' },
        ],
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data).toEqual({ updated: 3, message: 'تم حفظ التغييرات' });
      expect((await admin.get(`${products}/${a.id}`)).body.data).toMatchObject({ selling_price: '19.99', buying_price: '9.00', quantity: 40 });
      expect((await admin.get(`${products}/${b.id}`)).body.data.quantity).toBe(8);
      const history = (await admin.get(`/api/dashboard/history?model=products&model_id=${a.id}`)).body.data[0];
      expect(history).toMatchObject({ action: 'updated', before: { selling_price: '15.50', quantity: 1 }, after: { selling_price: '19.99', quantity: 40 } });

      const failed = await admin.patch(`${products}/bulk`, { products: [{ id: a.id, quantity: 1 }, { id: 99_999_999, quantity: 1 }, { id: v2?.id, selling_price: '0' }] });
      expect(failed.status).toBe(422);
      expect(failed.body.errors).toEqual({
        'products.1.id': ['The selected Item does not exist'],
        'products.2.selling_price': ['The price cannot be zero unless the product is a bonus item'],
      });
      expect((await admin.get(`${products}/${a.id}`)).body.data.quantity).toBe(40);
    });
  });

  describe('deleting', () => {
    it('deletes one and a batch, all or nothing', async () => {
      const [a, b, c] = [await create(), await create(), await create()];
      expect((await expectDeletesAllOrNothing(admin, products, 'products', [a, b, c])).status).toBe(200);
    });

    it('refuses with 409 to delete a unit products use, naming it and them', async () => {
      const english = await admin.delete(`/api/dashboard/units/${unitIds.Bottle}`);
      expect(english.status).toBe(409);
      expect(english.body.message).toBe(`${isolate('Bottle')} cannot be deleted: used by products (${['Sunflower oil 1 L', 'Olive oil 500 ml', 'Aloe vera gel', 'Sunscreen SPF 50', 'Oud perfume'].map(isolate).join(', ')}…).`);
      const arabic = await adminAr.delete('/api/dashboard/units', { units: [unitIds.Bottle] });
      expect(arabic.body.message).toMatch(/^لا يمكن حذف \u2068زجاجة\u2069: توجد منتجات مرتبطة \(\u2068زيت عباد الشمس ١ لتر\u2069، /);
    });
  });

  describe('permissions', () => {
    it('lets products.view read and export, not write; import needs create and update', async () => {
      const viewer = await userWith(server, 'product-viewer', ['products.view']);
      const api = server.api(viewer.token);
      expect((await api.get(products)).status).toBe(200);
      expect((await api.get(`${products}/export.csv`)).status).toBe(200);
      expect((await api.post(products, productBody(refs))).status).toBe(403);
      expect((await api.patch(`${products}/bulk`, { products: [{ id: 1, quantity: 1 }] })).status).toBe(403);
      expect((await api.post('/api/dashboard/variants', { product_id: 1, options: [] })).status).toBe(403);
      const creator = await userWith(server, 'product-creator', ['products.create']);
      expect((await server.api(creator.token).post(`${products}/import`, formOf({}))).status).toBe(403);
      expect((await server.api(viewer.token).get('/api/dashboard/categories/list')).status).toBe(200);
    });

    it('lets the order desk (orders.create) pick products and variants for a phone order, and nothing more', async () => {
      const desk = server.api((await userWith(server, 'phone-orders', ['orders.create'])).token);
      const parent = (await admin.get(products)).body.data[0];
      expect((await desk.get(`${products}?search=a`)).status).toBe(200);
      expect((await desk.get(`${products}/${parent.id}`)).status).toBe(200);
      expect((await desk.get(`${products}/${parent.id}/children`)).status).toBe(200);
      expect((await desk.get(`${products}/export.csv`)).status).toBe(403);
      expect((await desk.post(products, productBody(refs))).status).toBe(403);
      expect((await desk.patch(`${products}/bulk`, { products: [{ id: parent.id, quantity: 1 }] })).status).toBe(403);
      const outsider = server.api((await userWith(server, 'no-products', ['comments.view'])).token);
      expect((await outsider.get(products)).status).toBe(403);
      expect((await outsider.get(`${products}/${parent.id}`)).status).toBe(403);
    });
  });
});
