import { beforeAll, describe, expect, it } from 'vitest';
import { createdAt, readOk } from './answers.js';
import { startAsAdmin } from './accounts.js';
import { type ProductSummary, fileOf, formOf, productBody, seededCatalogue } from './catalogue-fixtures.js';
import { type Api, type TestServer, describeEachDatabase } from './harness.js';

const products = '/api/dashboard/products';

describeEachDatabase('products CSV', (suite) => {
  let server: TestServer, admin: Api, adminAr: Api;
  let refs: { category_id: number; brand_id: number; unit_id: number };
  let categoryIds: Record<string, number>;
  beforeAll(async () => {
    ({ server, admin, adminAr } = await startAsAdmin(suite));
    ({ categoryIds, refs } = await seededCatalogue(admin));
  });

  const list = (query: string, api: Api = admin) => readOk(api, `${products}?${query}`);
  const create = (overrides: Record<string, unknown> = {}) => createdAt(admin, products, productBody(refs, overrides));

  describe('CSV', () => {
    it('exports the filtered list as CSV (UTF-8 with BOM), formulas defused', async () => {
      await create({ name: { en: '=HYPERLINK("http://x")', ar: 'صيغة' }, sku: `CSV-${Date.now()}` });
      const answer = await admin.get(`${products}/export.csv?category_id=${categoryIds.Oils}&sort=name`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(answer.headers.get('content-disposition')).toBe('attachment; filename="products.csv"');
      const lines = (answer.body as string).replace(/^\uFEFF/, '').trim().split('\r\n');
      expect(lines[0]).toMatch(/^id,sku,barcode,slug,name_en,name_ar,/);
      expect(lines).toHaveLength(3);
      expect(lines.map((l) => l.split(',')[4])).toEqual(['name_en', 'Sunflower oil 1 L', 'Olive oil 500 ml']);
      expect(lines[1]).toContain(',زيت عباد الشمس ١ لتر,');
      const formula = await admin.get(`${products}/export.csv?search=hyperlink`);
      expect(formula.body).toContain(`"'=HYPERLINK(""http://x"")"`);
      expect((await server.request('GET', `${products}/export.csv`)).status).toBe(401);
    });

    const csvForm = (text: string) => formOf({ file: [fileOf(Buffer.from(text), 'products.csv', 'text/csv'), 'products.csv'] });
    const header = 'sku,barcode,name_en,name_ar,category_id,brand_id,unit_id,buying_price,selling_price,tax_percent,quantity,seo_keywords_en,seo_keywords_ar,meta_description_en,meta_description_ar';
    const row = (sku: string, en: string, ar: string, extra: Partial<Record<'price' | 'quantity' | 'keywords' | 'barcode', string>> = {}) =>
      [sku, extra.barcode ?? `BC-${sku}`, en, ar, refs.category_id, refs.brand_id, refs.unit_id, '10', extra.price ?? '12.50', '14', extra.quantity ?? '5', extra.keywords ?? 'a|b', 'أ|ب', 'Desc', 'وصف'].join(',');

    it('imports new products and updates existing ones by sku, reading back its own export', async () => {
      const tag = Date.now().toString(36);
      const text = ['\uFEFF' + header, row(`IMP-${tag}-1`, 'Imported one', 'مستورد واحد'), row('MJ-0017', 'Italian pasta', 'مكرونة إيطالية', { price: '35.00', quantity: '180' }), `"IMP-${tag}-2",BC-IMP-${tag}-2,"Quoted, name","اسم, مقتبس",${refs.category_id},${refs.brand_id},${refs.unit_id},1,2,0,3,x,س,d,و`].join('\r\n');
      const answer = await admin.post(`${products}/import`, csvForm(text));
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data).toEqual({ created: 2, updated: 1, message: '2 created, 1 updated' });
      expect((await list(`search=IMP-${tag}&sort=name`)).body.data.map((p: ProductSummary) => p.name.en)).toEqual(['Imported one', 'Quoted, name']);
      const pasta = (await list('search=mj-0017')).body.data[0];
      expect(pasta).toMatchObject({ selling_price: '35.00', quantity: 180 });

      // Round trip: the export of a category imports back unchanged.
      const exported = (await admin.get(`${products}/export.csv?category_id=${categoryIds.Oils}`)).body as string;
      const again = await admin.post(`${products}/import`, csvForm(exported));
      expect(again.body.data).toMatchObject({ created: 0, updated: 2 });
    });

    it('imports nothing when any row is wrong, and reports every problem by row, column and message', async () => {
      const tag = Date.now().toString(36);
      const text = [
        header,
        row(`BAD-${tag}-1`, 'Fine row', 'صف سليم'),
        row(`BAD-${tag}-2`, '', 'بلا اسم', { price: '0', barcode: '' }),
        row(`BAD-${tag}-1`, 'Duplicate sku', 'رمز مكرر', { keywords: 'x|X' }),
        [`BAD-${tag}-4`, `BC-${tag}-4`, 'Unknown refs', 'مراجع مجهولة', 99_999, refs.brand_id, refs.unit_id, 'ten', '1', '14', '-1', 'a', 'ب', 'd', 'و'].join(','),
      ].join('\n');
      const answer = await admin.post(`${products}/import`, csvForm(text));
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe('The file has errors; nothing was imported.');
      expect(answer.body.report).toEqual([
        { row: 3, field: 'name_en', message: 'English name is required' },
        { row: 3, field: 'barcode', message: 'Barcode is required' },
        { row: 3, field: 'selling_price', message: 'The price cannot be zero unless the product is a bonus item' },
        { row: 4, field: 'seo_keywords_en', message: 'this word exists' },
        { row: 5, field: 'buying_price', message: 'Buying price must be an amount such as 12.50' },
        { row: 5, field: 'quantity', message: 'Quantity is invalid' },
      ]);
      expect(answer.body.errors['rows.3.name_en']).toEqual(['English name is required']);
      expect((await list(`search=BAD-${tag}`)).body.data).toEqual([]);

      const second = await adminAr.post(`${products}/import`, csvForm([header, row(`BAD-${tag}-1`, 'A', 'أ'), row(`BAD-${tag}-1`, 'B', 'ب', { barcode: `BC-${tag}-B` }), [`BAD-${tag}-3`, `BC-${tag}-3`, 'C', 'ج', 99_999, refs.brand_id, refs.unit_id, 1, 1, 1, 1, 'a', 'ب', 'd', 'و'].join(',')].join('\n')));
      expect(second.body.report).toEqual([
        { row: 3, field: 'sku', message: 'رمز المنتج (SKU) مستخدم من قبل.' },
        { row: 4, field: 'category_id', message: 'القسم المختار غير موجود' },
      ]);

      const noColumns = await admin.post(`${products}/import`, csvForm('sku,name_en\nX,Y\n'));
      expect(noColumns.status).toBe(422);
      expect(noColumns.body.report).toContainEqual({ row: 1, field: 'name_ar', message: 'This column is missing from the file' });
      expect(noColumns.body.report).toContainEqual({ row: 1, field: 'barcode', message: 'This column is missing from the file' });
      expect((await admin.post(`${products}/import`, formOf({}))).body.errors).toEqual({ file: ['File is required'] });
    });

    /** Every product a search finds, page after page (keyset cursor), and its first page's meta. */
    async function found(search: string) {
      const skus: string[] = [];
      let cursor: string | null = null;
      let first: { total: number; total_is_estimate: boolean } | undefined;
      do {
        const page: Awaited<ReturnType<typeof list>> = await list(`search=${encodeURIComponent(search)}&perPage=100${cursor ? `&cursor=${cursor}` : ''}`);
        first ??= page.body.meta;
        skus.push(...page.body.data.map((p: ProductSummary) => p.sku));
        cursor = page.body.meta.next_cursor;
      } while (cursor);
      return { skus: skus.sort(), total: first?.total, estimate: first?.total_is_estimate };
    }
    const skusOf = (prefix: string, from: number, to: number) => Array.from({ length: to - from }, (_, i) => `${prefix}${from + i}`).sort();

    it('a prefix of a sku or a barcode finds every product that has it (issue 35)', async () => {
      const tag = `SO-${Date.now().toString(36)}-`;
      const rows = Array.from({ length: 300 }, (_, i) => row(`${tag}${i}`, `Prefix ${i}`, `بادئة ${i}`));
      expect((await admin.post(`${products}/import`, csvForm([header, ...rows].join('\n')))).body.data).toMatchObject({ created: 300 });
      const all = skusOf(tag, 0, 300);
      expect(await found(tag)).toEqual({ skus: all, total: 300, estimate: false });
      expect(await found(tag.toLowerCase())).toEqual({ skus: all, total: 300, estimate: false });
      expect(await found(`BC-${tag}`)).toEqual({ skus: all, total: 300, estimate: false });
      // `…-5` is 5 and 50–59; `…-3` is 3 and 30–39 (the ones a bounded lookup missed).
      for (const digit of ['5', '3']) {
        expect(await found(`${tag}${digit}`)).toEqual({ skus: [`${tag}${digit}`, ...skusOf(`${tag}${digit}`, 0, 10)].sort(), total: 11, estimate: false });
      }
    }, 120_000);

    it('a prefix that more products have than a search counts still finds them all', async () => {
      const tag = `SB-${Date.now().toString(36)}-`;
      const rows = Array.from({ length: 1100 }, (_, i) => row(`${tag}${i}`, `Broad ${i}`, `واسع ${i}`));
      expect((await admin.post(`${products}/import`, csvForm([header, ...rows].join('\n')))).body.data).toMatchObject({ created: 1100 });
      expect(await found(tag)).toEqual({ skus: skusOf(tag, 0, 1100), total: 1000, estimate: true });
      expect(await found(`BC-${tag}`)).toMatchObject({ skus: skusOf(tag, 0, 1100), estimate: true });
      // 1, 10–19, 100–199 and 1000–1099.
      expect((await found(`${tag}1`)).total).toBe(211);
    }, 120_000);
  });

});
