import { beforeAll, describe, expect, it } from 'vitest';
import { readOk } from './answers.js';
import { startAsAdmin } from './accounts.js';
import { type ProductSummary, seededCatalogue } from './catalogue-fixtures.js';
import { type Api, describeEachDatabase } from './harness.js';

const products = '/api/dashboard/products';

describeEachDatabase('products list', (suite) => {
  let admin: Api, adminAr: Api, categoryIds: Record<string, number>, brandIds: Record<string, number>;
  beforeAll(async () => {
    ({ admin, adminAr } = await startAsAdmin(suite));
    ({ categoryIds, brandIds } = await seededCatalogue(admin));
  });

  const names = (answer: { body: { data: ProductSummary[] } }) => answer.body.data.map((p) => p.name.en);
  const list = (query: string, api: Api = admin) => readOk(api, `${products}?${query}`);

  describe('the list', () => {
    it('pages the seeded products (archived ones left out), newest first', async () => {
      const first = await list('perPage=10');
      expect(first.body.meta).toMatchObject({ current_page: 1, per_page: 10, total: 39, total_is_estimate: false, last_page: 4 });
      expect(first.body.data).toHaveLength(10);
      expect(first.body.data[0]).toMatchObject({ name: { en: 'Remote control car' }, sku: 'MJ-0039', stock_level: 'out', category: { name: { en: 'Toys' } }, brand: { name: { en: 'Red Sea Toys' } } });
      const ids = first.body.data.map((p: ProductSummary) => p.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(Object.keys(first.body.data[0]).sort()).toEqual([
        'barcode', 'brand', 'buying_price', 'category', 'created_at', 'id', 'image', 'is_archived', 'is_bonus', 'name', 'quantity',
        'selling_price', 'sku', 'slug', 'stock_level', 'updated_at', 'variants_count',
      ]);
      expect(names(await list('archived=true'))).toEqual(['Puzzle 500 pieces']);
      expect((await list('archived=all&perPage=100')).body.meta.total).toBe(40);
    });

    it('sorts by name (in the language asked), price and quantity, both ways', async () => {
      expect(names(await list('sort=price&perPage=3'))).toEqual(['Gift sample perfume', 'Italian pasta', 'Hibiscus tea']);
      expect(names(await list('sort=-price&perPage=2'))).toEqual(['Laptop Pro 14', 'Laptop Air 13']);
      expect(names(await list('sort=-quantity&perPage=2'))).toEqual(['Italian pasta', 'Mineral water 6 bottles']);
      expect(names(await list('sort=name&perPage=3'))).toEqual(['Aloe vera gel', 'Basmati rice 1 kg', 'Building blocks']);
      const arabic = (await list('sort=-name&perPage=2', adminAr)).body.data.map((p: ProductSummary) => p.name.ar);
      expect(arabic).toEqual(['وشاح حرير', 'واقي شمس SPF 50']);
      expect((await admin.get(`${products}?sort=password`)).status).toBe(422);
    });

    it('filters by category (with its subcategories, or not), brand and stock level', async () => {
      expect((await list(`category_id=${categoryIds.Electronics}&perPage=100`)).body.meta.total).toBe(7);
      expect((await list(`category_id=${categoryIds.Electronics}&include_descendants=false`)).body.data).toEqual([]);
      expect(names(await list(`category_id=${categoryIds.Oils}&sort=name`))).toEqual(['Olive oil 500 ml', 'Sunflower oil 1 L']);
      expect((await list(`brand_id=${brandIds['Pharaoh Tech']}&perPage=100`)).body.meta.total).toBe(7);
      const out = await list('stock=out&perPage=100');
      expect(out.body.data.every((p: ProductSummary) => p.quantity <= 0 && p.stock_level === 'out')).toBe(true);
      expect(names(out)).toContain('Wall clock');
      const low = await list('stock=low&perPage=100');
      expect(low.body.data.every((p: ProductSummary) => p.quantity > 0 && p.quantity <= 5)).toBe(true);
      expect(names(low)).toEqual(expect.arrayContaining(['Olive oil 500 ml', 'Pressure cooker', 'Yoga mat']));
      const inStock = await list('stock=in&perPage=100');
      expect(inStock.body.data.every((p: ProductSummary) => p.quantity > 5)).toBe(true);
      expect(out.body.meta.total + low.body.meta.total + inStock.body.meta.total).toBe(39);
      const combined = await list(`category_id=${categoryIds.Beauty}&stock=out`);
      expect(names(combined)).toEqual(['Jasmine perfume']);
    });

    it('finds Arabic names however they are typed, and products by sku or barcode', async () => {
      const cases: [string, string[]][] = [
        ['مكرونه ايطاليه', ['Italian pasta']],
        ['مَكَرونة', ['Italian pasta']],
        ['ارز', ['Basmati rice 1 kg', 'Egyptian rice 5 kg']],
        ['ارز مصرى', ['Egyptian rice 5 kg']],
        ['زيت ٥٠٠', ['Olive oil 500 ml']],
        ['زيت 500', ['Olive oil 500 ml']],
        ['زيت زيتون', ['Olive oil 500 ml']],
        ['عطر', ['Jasmine perfume', 'Oud perfume', 'Gift sample perfume'].sort()],
        ['LAPTOP', ['Laptop Air 13', 'Laptop Pro 14']],
        ['mj-0017', ['Italian pasta']],
        ['usb-c', ['USB-C charger']],
        ['ab', ['Cotton abaya']],
      ];
      for (const [term, expected] of cases) {
        const found = await list(`search=${encodeURIComponent(term)}&perPage=50&sort=name`);
        expect(names(found).sort(), term).toEqual([...expected].sort());
      }
      const pasta = (await list('search=mj-0017')).body.data[0];
      const barcode = (await admin.get(`${products}/${pasta.id}`)).body.data.barcode;
      expect(names(await list(`search=${barcode}`))).toEqual(['Italian pasta']);
      expect((await list(`search=${encodeURIComponent('%_')}`)).body.data).toEqual([]);
      expect((await list('search=zzzz-nothing')).body.meta.total).toBe(0);
    });

    it('walks every row exactly once with the keyset cursor, in any sort', async () => {
      const all = (await list('perPage=100')).body.data.map((p: ProductSummary) => p.id).sort((a: number, b: number) => a - b);
      for (const sort of ['-id', 'name', '-price', 'quantity', 'created_at']) {
        const seen: number[] = [];
        let cursor: string | null = null;
        do {
          const page: Awaited<ReturnType<typeof list>> = await list(`perPage=7&sort=${sort}${cursor ? `&cursor=${cursor}` : ''}`);
          seen.push(...page.body.data.map((p: ProductSummary) => p.id));
          cursor = page.body.meta.next_cursor;
        } while (cursor);
        expect(seen.sort((a, b) => a - b), sort).toEqual(all);
      }
    });

    it('pages with page numbers in any sort and with a search, each row once', async () => {
      for (const filter of ['sort=-price', 'sort=name', 'sort=-id', `search=${encodeURIComponent('ar')}`, `search=${encodeURIComponent('عطر')}&sort=-id`]) {
        const all = (await list(`perPage=100&${filter}`)).body.data.map((p: ProductSummary) => p.id);
        const paged: number[] = [];
        for (let page = 1; page <= Math.ceil(all.length / 4); page += 1) {
          paged.push(...(await list(`perPage=4&page=${page}&${filter}`)).body.data.map((p: ProductSummary) => p.id));
        }
        expect(paged, filter).toEqual(all);
      }
    });
  });

});
