import { type ProductInput, foldForSearch, productInput } from '@matjar/shared';
import { nowIso } from '../lib/clock.js';
import { slugify } from '../lib/slug.js';
import { storedProduct } from '../modules/products/product-mapping.js';
import { refreshParentStock, syncVariants } from '../modules/products/product-variants.js';
import * as products from '../modules/products/products.repository.js';
import type { Db } from './database.js';

type Pair = [en: string, ar: string];

const brands: Pair[] = [
  ['Nile Cotton', 'قطن النيل'], ['Cairo Kitchen', 'مطبخ القاهرة'], ['Delta Foods', 'أغذية الدلتا'],
  ['Pharaoh Tech', 'فرعون تك'], ['Oasis Beauty', 'واحة الجمال'], ['Sinai Sports', 'سيناء سبورت'],
  ['Alexandria Home', 'بيت إسكندرية'], ['Red Sea Toys', 'ألعاب البحر الأحمر'],
];

/** Top-level categories and their subcategories. */
const categories: [Pair, Pair[]][] = [
  [['Clothing', 'ملابس'], [['Men\'s clothing', 'ملابس رجالية'], ['Women\'s clothing', 'ملابس نسائية'], ['Kids\' clothing', 'ملابس أطفال']]],
  [['Electronics', 'إلكترونيات'], [['Mobile phones', 'هواتف محمولة'], ['Laptops', 'حواسيب محمولة'], ['Accessories', 'إكسسوارات']]],
  [['Groceries', 'بقالة'], [['Rice and pasta', 'أرز ومكرونة'], ['Oils', 'زيوت'], ['Beverages', 'مشروبات']]],
  [['Home and kitchen', 'المنزل والمطبخ'], [['Cookware', 'أواني الطهي'], ['Home decor', 'ديكور المنزل']]],
  [['Beauty', 'الجمال والعناية'], [['Skin care', 'العناية بالبشرة'], ['Perfumes', 'عطور']]],
  [['Sports', 'رياضة'], []],
  [['Toys', 'ألعاب'], []],
];

const sizes = { name: { en: 'Size', ar: 'المقاس' }, type: 'dropdown' as const, values: [['S', 'صغير'], ['M', 'متوسط'], ['L', 'كبير']] };
const colours = { name: { en: 'Colour', ar: 'اللون' }, type: 'radio' as const, values: [['White', 'أبيض'], ['Black', 'أسود'], ['Blue', 'أزرق']] };
const storage = { name: { en: 'Storage', ar: 'السعة' }, type: 'dropdown' as const, values: [['128 GB', '128 جيجا'], ['256 GB', '256 جيجا']] };
type DemoOption = typeof sizes | typeof colours | typeof storage;

/** [name, category (English), brand index, unit (English), selling price, stock, options] */
const demoProducts: [Pair, string, number, string, string, number, DemoOption[]?][] = [
  [['Cotton T-shirt', 'تيشيرت قطن'], 'Men\'s clothing', 0, 'Piece', '249.00', 0, [sizes, colours]],
  [['Linen shirt', 'قميص كتان'], 'Men\'s clothing', 0, 'Piece', '499.00', 0, [sizes]],
  [['Classic jeans', 'بنطلون جينز كلاسيك'], 'Men\'s clothing', 0, 'Piece', '650.00', 14],
  [['Cotton abaya', 'عباية قطن'], 'Women\'s clothing', 0, 'Piece', '899.00', 0, [sizes, colours]],
  [['Silk scarf', 'وشاح حرير'], 'Women\'s clothing', 0, 'Piece', '320.00', 22],
  [['Kids\' pyjamas', 'بيجامة أطفال'], 'Kids\' clothing', 0, 'Set', '275.00', 3],
  [['School uniform', 'زي مدرسي'], 'Kids\' clothing', 0, 'Set', '540.00', 0],
  [['Smartphone X12', 'هاتف ذكي X12'], 'Mobile phones', 3, 'Piece', '12999.00', 0, [storage]],
  [['Smartphone A5', 'هاتف ذكي A5'], 'Mobile phones', 3, 'Piece', '6499.00', 9],
  [['Laptop Pro 14', 'حاسوب محمول برو 14'], 'Laptops', 3, 'Piece', '38999.00', 4],
  [['Laptop Air 13', 'حاسوب محمول إير 13'], 'Laptops', 3, 'Piece', '27999.00', 0],
  [['USB-C charger', 'شاحن USB-C'], 'Accessories', 3, 'Piece', '349.00', 60],
  [['Wireless earbuds', 'سماعات لاسلكية'], 'Accessories', 3, 'Piece', '1199.00', 2],
  [['Phone case', 'جراب هاتف'], 'Accessories', 3, 'Piece', '150.00', 85],
  [['Egyptian rice 5 kg', 'أرز مصري ٥ كيلو'], 'Rice and pasta', 2, 'Pack', '189.50', 120],
  [['Basmati rice 1 kg', 'أرز بسمتي ١ كيلو'], 'Rice and pasta', 2, 'Pack', '95.00', 48],
  [['Italian pasta', 'مكرونة إيطالية'], 'Rice and pasta', 2, 'Pack', '32.75', 200],
  [['Sunflower oil 1 L', 'زيت عباد الشمس ١ لتر'], 'Oils', 2, 'Bottle', '79.90', 75],
  [['Olive oil 500 ml', 'زيت زيتون ٥٠٠ مل'], 'Oils', 2, 'Bottle', '210.00', 5],
  [['Mango juice', 'عصير مانجو'], 'Beverages', 2, 'Carton', '45.00', 90],
  [['Hibiscus tea', 'شاي كركديه'], 'Beverages', 2, 'Box', '38.00', 0],
  [['Mineral water 6 bottles', 'مياه معدنية ٦ زجاجات'], 'Beverages', 2, 'Pack', '42.00', 150],
  [['Non-stick frying pan', 'مقلاة غير لاصقة'], 'Cookware', 1, 'Piece', '420.00', 18],
  [['Cooking pot set', 'طقم حلل طهي'], 'Cookware', 1, 'Set', '1850.00', 6],
  [['Pressure cooker', 'حلة ضغط'], 'Cookware', 1, 'Piece', '1250.00', 1],
  [['Tea glasses (dozen)', 'أكواب شاي (دستة)'], 'Cookware', 1, 'Dozen', '180.00', 33],
  [['Ceramic vase', 'مزهرية سيراميك'], 'Home decor', 6, 'Piece', '390.00', 12],
  [['Wall clock', 'ساعة حائط'], 'Home decor', 6, 'Piece', '560.00', 0],
  [['Cushion covers', 'أغطية وسائد'], 'Home decor', 6, 'Pair', '210.00', 40],
  [['Aloe vera gel', 'جل الصبار'], 'Skin care', 4, 'Bottle', '135.00', 27],
  [['Sunscreen SPF 50', 'واقي شمس SPF 50'], 'Skin care', 4, 'Bottle', '289.00', 4],
  [['Oud perfume', 'عطر عود'], 'Perfumes', 4, 'Bottle', '1450.00', 8],
  [['Jasmine perfume', 'عطر ياسمين'], 'Perfumes', 4, 'Bottle', '980.00', 0],
  [['Gift sample perfume', 'عينة عطر هدية'], 'Perfumes', 4, 'Piece', '0.00', 100],
  [['Football', 'كرة قدم'], 'Sports', 5, 'Piece', '450.00', 25],
  [['Running shoes', 'حذاء جري'], 'Sports', 5, 'Pair', '1599.00', 0, [sizes]],
  [['Yoga mat', 'سجادة يوجا'], 'Sports', 5, 'Piece', '399.00', 3],
  [['Building blocks', 'مكعبات بناء'], 'Toys', 7, 'Box', '650.00', 16],
  [['Remote control car', 'سيارة بالتحكم عن بعد'], 'Toys', 7, 'Piece', '1100.00', 0],
  [['Puzzle 500 pieces', 'بازل ٥٠٠ قطعة'], 'Toys', 7, 'Box', '260.00', 11],
];

/**
 * Demo catalogue (run contract): bilingual brands, a two-level category tree and forty
 * products, some with variants (size, colour, storage), some out of or low on stock, one
 * bonus item. Written straight into the tables: it is data, not user actions, so it has
 * no history entries.
 */
export async function seedCatalogue(db: Db): Promise<void> {
  const now = nowIso();
  const stamp = { created_at: now, updated_at: now };
  const brandIds = [];
  for (const [en, ar] of brands) {
    const row = await db.insertInto('brands').values({ name_en: en, name_ar: ar, image: null, search_text: foldForSearch(`${en} ${ar}`), ...stamp }).returning('id').executeTakeFirstOrThrow();
    brandIds.push(row.id);
  }
  const categoryIds = new Map<string, number>();
  const addCategory = async ([en, ar]: Pair, parentId: number | null) => {
    const slug = slugify(en, 'category');
    const row = await db
      .insertInto('categories')
      .values({ parent_id: parentId, name_en: en, name_ar: ar, slug, notes: null, image: null, search_text: foldForSearch(`${en} ${ar} ${slug}`), ...stamp })
      .returning('id')
      .executeTakeFirstOrThrow();
    categoryIds.set(en, row.id);
    return row.id;
  };
  for (const [parent, children] of categories) {
    const parentId = await addCategory(parent, null);
    for (const child of children) await addCategory(child, parentId);
  }
  const unitIds = new Map((await db.selectFrom('units').select(['id', 'name_en']).execute()).map((u) => [u.name_en, u.id]));

  for (const [index, [[en, ar], category, brand, unit, price, stock, options = []]] of demoProducts.entries()) {
    const input: ProductInput = productInput.parse({
      name: { en, ar },
      sku: `MJ-${String(index + 1).padStart(4, '0')}`,
      barcode: `622${String(1000000000 + index * 7919).slice(0, 10)}`,
      description: { en: `${en}: demo product of the Matjar store.`, ar: `${ar}: منتج تجريبي من متجر ماتجر.` },
      buying_price: (Number(price) * 0.7).toFixed(2),
      selling_price: price,
      tax_percent: '14',
      quantity: stock,
      category_id: categoryIds.get(category),
      brand_id: brandIds[brand],
      unit_id: unitIds.get(unit),
      is_bonus: price === '0.00',
      seo_keywords: { en: en.toLowerCase().split(' ').slice(0, 3), ar: ar.split(' ').slice(0, 3) },
      meta_description: { en: `Buy ${en} online`, ar: `اشترِ ${ar} أونلاين` },
      options: options.map((o) => ({ ...o, values: o.values.map(([ven, var_]) => ({ en: ven, ar: var_ })) })),
    });
    const id = await products.insertProduct(db, {
      ...storedProduct(input),
      parent_id: null,
      slug: slugify(en, 'product'),
      is_archived: index === demoProducts.length - 1 ? 1 : 0,
      variant: null,
      variant_key: null,
      variants_count: 0,
      image: null,
      ...stamp,
    });
    if (!options.length) continue;
    await syncVariants(db, id);
    const children = await products.childrenOf(db, [id]);
    for (const [i, child] of children.entries()) await products.updateProduct(db, child.id, { quantity: (i * 7) % 13 });
    await refreshParentStock(db, id);
  }
}
