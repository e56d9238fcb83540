import { isolate } from '@matjar/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createdAt } from './answers.js';
import { fileOf, formOf, pngImage, productBody, seededIds } from './catalogue-fixtures.js';
import { startAsAdmin } from './accounts.js';
import { type Api, describeEachDatabase } from './harness.js';

const categories = '/api/dashboard/categories';

interface Category {
  id: number;
  name: { en: string; ar: string };
  slug: string;
  notes: string | null;
  image: string | null;
  parent_id: number | null;
  children_count: number;
}

describeEachDatabase('categories', (suite) => {
  let admin: Api, adminAr: Api;
  beforeAll(async () => {
    ({ admin, adminAr } = await startAsAdmin(suite));
  });

  const create = (body: Record<string, unknown>): Promise<Category> => createdAt(admin, categories, body);
  const exists = async (id: number) => (await admin.get(`${categories}/${id}`)).status === 200;

  describe('reading the seed', () => {
    it('lists every category with perPage=10000, with parent and children count', async () => {
      const answer = await admin.get(`${categories}?perPage=10000`);
      expect(answer.status).toBe(200);
      expect(answer.body.meta.total).toBe(20);
      const clothing = answer.body.data.find((c: Category) => c.name.en === 'Clothing');
      expect(clothing).toMatchObject({ slug: 'clothing', parent_id: null, parent: null, children_count: 3, notes: null, image: null });
      const men = answer.body.data.find((c: Category) => c.name.en === "Men's clothing");
      expect(men).toMatchObject({ slug: 'men-s-clothing', parent_id: clothing.id, parent: { id: clothing.id, name: { en: 'Clothing', ar: 'ملابس' } } });
      const children = await admin.get(`${categories}?parent_id=${clothing.id}&sort=name`);
      expect(children.body.data.map((c: Category) => c.name.en)).toEqual(["Kids' clothing", "Men's clothing", "Women's clothing"]);
    });

    it('answers categories/list: every category in tree order with its depth, siblings by name in the language asked', async () => {
      const answer = await adminAr.get(`${categories}/list`);
      expect(answer.status).toBe(200);
      const items = answer.body.data as { id: number; name: { ar: string }; parent_id: number | null; depth: number }[];
      expect(items).toHaveLength(20);
      expect(Object.keys(items[0] as object).sort()).toEqual(['depth', 'id', 'name', 'parent_id']);
      const position = new Map(items.map((item, i) => [item.id, i]));
      for (const item of items) {
        if (item.parent_id === null) expect(item.depth).toBe(0);
        else {
          expect(position.get(item.parent_id)).toBeLessThan(position.get(item.id) as number);
          expect(item.depth).toBe((items[position.get(item.parent_id) as number] as { depth: number }).depth + 1);
        }
      }
      const roots = items.filter((i) => i.depth === 0).map((i) => i.name.ar);
      expect(roots).toEqual([...roots].sort((a, b) => a.localeCompare(b, 'ar')));
    });

    it('shows one category with its children and a page of its own products', async () => {
      const ids = await seededIds(admin, 'categories');
      const electronics = await admin.get(`${categories}/${ids.Electronics}`);
      expect(electronics.status).toBe(200);
      expect(electronics.body.data.children.map((c: Category) => c.name.en)).toEqual(['Accessories', 'Laptops', 'Mobile phones']);
      expect(electronics.body.data.products.data).toEqual([]);
      const accessories = await admin.get(`${categories}/${ids.Accessories}?perPage=2&sort=name`);
      expect(accessories.body.data).toMatchObject({ name: { en: 'Accessories' }, children: [] });
      expect(accessories.body.data.products.data.map((p: { name: { en: string } }) => p.name.en)).toEqual(['Phone case', 'USB-C charger']);
      expect(accessories.body.data.products.meta).toMatchObject({ total: 3, per_page: 2, last_page: 2 });
      expect((await admin.get(`${categories}/99999999`)).status).toBe(404);
    });
  });

  describe('writing', () => {
    it('makes a unique slug from the English name when none is given; a given slug must be free and well-formed', async () => {
      const a = await create({ name: { en: 'Summer Shoes & Bags!', ar: 'أحذية وحقائب صيفية' } });
      expect(a.slug).toBe('summer-shoes-bags');
      const b = await create({ name: { en: 'Summer shoes bags', ar: 'أحذية صيفية' }, slug: '' });
      expect(b.slug).toBe('summer-shoes-bags-2');
      const c = await create({ name: { en: 'عربي فقط', ar: 'عربي فقط' } });
      expect(c.slug).toMatch(/^category(-\d+)?$/);

      const taken = await adminAr.post(categories, { name: { en: 'Other', ar: 'أخرى' }, slug: 'summer-shoes-bags' });
      expect(taken.status).toBe(422);
      expect(taken.body.errors).toEqual({ slug: ['الرابط المختصر مستخدم من قبل.'] });
      const malformed = await admin.post(categories, { name: { en: 'Other', ar: 'أخرى' }, slug: 'Not a slug!' });
      expect(malformed.body.errors).toEqual({ slug: ['Slug may contain only lowercase English letters, numbers and dashes'] });
      // Keeping one's own slug on update is fine.
      const same = await admin.patch(`${categories}/${a.id}`, { name: { en: 'Summer', ar: 'صيف' }, slug: 'summer-shoes-bags' });
      expect(same.status).toBe(200);
      expect(same.body.data.slug).toBe('summer-shoes-bags');
    });

    it('nests under a parent, refuses an unknown parent and any loop, in both languages', async () => {
      const root = await create({ name: { en: 'Garden', ar: 'حديقة' }, notes: 'Outdoor things' });
      const child = await create({ name: { en: 'Tools', ar: 'أدوات' }, parent_id: root.id });
      const grandchild = await create({ name: { en: 'Shovels', ar: 'مجارف' }, parent_id: child.id });
      expect(root.notes).toBe('Outdoor things');
      expect(child.parent_id).toBe(root.id);

      const loop = await admin.patch(`${categories}/${root.id}`, { name: { en: 'Garden', ar: 'حديقة' }, parent_id: grandchild.id });
      expect(loop.status).toBe(422);
      expect(loop.body).toEqual({ message: 'data incomplete', errors: { parent_id: ['A category cannot be placed under itself or one of its subcategories'] } });
      const self = await adminAr.patch(`${categories}/${child.id}`, { name: { en: 'Tools', ar: 'أدوات' }, parent_id: child.id });
      expect(self.body.errors).toEqual({ parent_id: ['لا يمكن وضع القسم تحت نفسه أو تحت أحد أقسامه الفرعية'] });
      const unknown = await admin.post(categories, { name: { en: 'Lost', ar: 'ضائع' }, parent_id: 99_999_999 });
      expect(unknown.body.errors).toEqual({ parent_id: ['The selected Parent category does not exist'] });

      // Moving a subtree elsewhere is fine, and back to the top with an empty parent.
      const moved = await admin.patch(`${categories}/${grandchild.id}`, { name: { en: 'Shovels', ar: 'مجارف' }, parent_id: root.id });
      expect(moved.body.data.parent_id).toBe(root.id);
      const top = await admin.post(`${categories}/${grandchild.id}`, formOf({ _method: 'PATCH', 'name[en]': 'Shovels', 'name[ar]': 'مجارف', parent_id: '' }));
      expect(top.body.data.parent_id).toBeNull();
    });

    it('updates through POST /{id} with _method=PATCH as a multipart form with bracket keys and an image', async () => {
      const category = await create({ name: { en: 'Bakery', ar: 'مخبوزات' } });
      const form = formOf({
        _method: 'PATCH', 'name[en]': 'Bakery & sweets', 'name[ar]': 'مخبوزات وحلويات', notes: 'Fresh daily',
        image: [fileOf(await pngImage(1170, 250), 'banner.png', 'image/png'), 'banner.png'],
      });
      const answer = await admin.post(`${categories}/${category.id}`, form);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ name: { en: 'Bakery & sweets', ar: 'مخبوزات وحلويات' }, notes: 'Fresh daily', slug: 'bakery' });
      expect(answer.body.data.image).toMatch(/^[0-9a-f]{32}\.webp$/);
      const invalid = await adminAr.post(`${categories}/${category.id}`, formOf({ _method: 'PATCH', 'name[ar]': 'بدون إنجليزي' }));
      expect(invalid.status).toBe(422);
      expect(invalid.body.errors).toEqual({ 'name.en': ['الاسم بالإنجليزية مطلوب'] });
    });

    it('refuses with 409 to delete a category with subcategories or products, naming them; all or nothing', async () => {
      const ids = await seededIds(admin, 'categories');
      const withChildren = await admin.delete(`${categories}/${ids.Clothing}`);
      expect(withChildren.status).toBe(409);
      expect(withChildren.body.message).toBe(`${isolate('Clothing')} cannot be deleted: it still holds subcategories or products (${["Men's clothing", "Women's clothing", "Kids' clothing"].map(isolate).join(', ')}).`);
      const withProducts = await adminAr.delete(categories, { categories: [ids.Oils] });
      expect(withProducts.status).toBe(409);
      expect(withProducts.body.message).toBe(`لا يمكن حذف ${isolate('زيوت')} لأنه ما زال يضم أقساماً فرعية أو منتجات (${isolate('زيت عباد الشمس ١ لتر')}، ${isolate('زيت زيتون ٥٠٠ مل')}).`);

      const parent = await create({ name: { en: 'Temp parent', ar: 'أب مؤقت' } });
      const child = await create({ name: { en: 'Temp child', ar: 'ابن مؤقت' }, parent_id: parent.id });
      const failed = await admin.delete(categories, { categories: [parent.id, ids.Oils as number] });
      expect(failed.status).toBe(409);
      expect([await exists(parent.id), await exists(child.id)]).toEqual([true, true]);
      // A parent deleted with all its children in one batch is fine: children go first.
      const done = await admin.delete(categories, { categories: [parent.id, child.id] });
      expect(done.status).toBe(200);
      expect([await exists(parent.id), await exists(child.id)]).toEqual([false, false]);
      const history = (await admin.get(`/api/dashboard/history?model=categories&model_id=${child.id}`)).body.data.map((e: { action: string }) => e.action);
      expect(history).toEqual(['deleted', 'created']);
    });

    it('deletes a category once its products are gone', async () => {
      const category = await create({ name: { en: 'Short-lived', ar: 'قصير العمر' } });
      const [brands, units] = [await seededIds(admin, 'brands'), await seededIds(admin, 'units')];
      const product = await admin.post('/api/dashboard/products', productBody({ category_id: category.id, brand_id: brands['Nile Cotton'] as number, unit_id: units.Piece as number }));
      expect(product.status).toBe(201);
      expect((await admin.post(`${categories}/${category.id}`, { _method: 'DELETE' })).status).toBe(409);
      expect((await admin.delete(`/api/dashboard/products/${product.body.data.id}`)).status).toBe(200);
      expect((await admin.post(`${categories}/${category.id}`, { _method: 'DELETE' })).status).toBe(200);
    });
  });
});
