import { type ProductInput, productInput } from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { slugify } from '../../lib/slug.js';
import type { SeedServices } from '../module.js';
import { storedProduct } from './product-mapping.js';
import { refreshParentStock, syncVariants } from './product-variants.js';
import * as products from './products.repository.js';

type Pair = [en: string, ar: string];

const sizes = { name: { en: 'Size', ar: 'المقاس' }, type: 'dropdown' as const, values: [['S', 'صغير'], ['M', 'متوسط'], ['L', 'كبير']] };
const colours = { name: { en: 'Colour', ar: 'اللون' }, type: 'radio' as const, values: [['White', 'أبيض'], ['Black', 'أسود'], ['Blue', 'أزرق']] };
const storage = { name: { en: 'Storage', ar: 'السعة' }, type: 'dropdown' as const, values: [['128 GB', '128 جيجا'], ['256 GB', '256 جيجا']] };
type DemoOption = typeof sizes | typeof colours | typeof storage;

/** [name, category (English), brand (English), unit (English), selling price, stock, options] */
const demoProducts: [Pair, string, string, string, string, number, DemoOption[]?][] = [
  [['Cotton T-shirt', 'تيشيرت قطن'], 'Men\'s clothing', 'Nile Cotton', 'Piece', '249.00', 0, [sizes, colours]],
  [['Linen shirt', 'قميص كتان'], 'Men\'s clothing', 'Nile Cotton', 'Piece', '499.00', 0, [sizes]],
  [['Classic jeans', 'بنطلون جينز كلاسيك'], 'Men\'s clothing', 'Nile Cotton', 'Piece', '650.00', 14],
  [['Cotton abaya', 'عباية قطن'], 'Women\'s clothing', 'Nile Cotton', 'Piece', '899.00', 0, [sizes, colours]],
  [['Silk scarf', 'وشاح حرير'], 'Women\'s clothing', 'Nile Cotton', 'Piece', '320.00', 22],
  [['Kids\' pyjamas', 'بيجامة أطفال'], 'Kids\' clothing', 'Nile Cotton', 'Set', '275.00', 3],
  [['School uniform', 'زي مدرسي'], 'Kids\' clothing', 'Nile Cotton', 'Set', '540.00', 0],
  [['Smartphone X12', 'هاتف ذكي X12'], 'Mobile phones', 'Pharaoh Tech', 'Piece', '12999.00', 0, [storage]],
  [['Smartphone A5', 'هاتف ذكي A5'], 'Mobile phones', 'Pharaoh Tech', 'Piece', '6499.00', 9],
  [['Laptop Pro 14', 'حاسوب محمول برو 14'], 'Laptops', 'Pharaoh Tech', 'Piece', '38999.00', 4],
  [['Laptop Air 13', 'حاسوب محمول إير 13'], 'Laptops', 'Pharaoh Tech', 'Piece', '27999.00', 0],
  [['USB-C charger', 'شاحن USB-C'], 'Accessories', 'Pharaoh Tech', 'Piece', '349.00', 60],
  [['Wireless earbuds', 'سماعات لاسلكية'], 'Accessories', 'Pharaoh Tech', 'Piece', '1199.00', 2],
  [['Phone case', 'جراب هاتف'], 'Accessories', 'Pharaoh Tech', 'Piece', '150.00', 85],
  [['Egyptian rice 5 kg', 'أرز مصري ٥ كيلو'], 'Rice and pasta', 'Delta Foods', 'Pack', '189.50', 120],
  [['Basmati rice 1 kg', 'أرز بسمتي ١ كيلو'], 'Rice and pasta', 'Delta Foods', 'Pack', '95.00', 48],
  [['Italian pasta', 'مكرونة إيطالية'], 'Rice and pasta', 'Delta Foods', 'Pack', '32.75', 200],
  [['Sunflower oil 1 L', 'زيت عباد الشمس ١ لتر'], 'Oils', 'Delta Foods', 'Bottle', '79.90', 75],
  [['Olive oil 500 ml', 'زيت زيتون ٥٠٠ مل'], 'Oils', 'Delta Foods', 'Bottle', '210.00', 5],
  [['Mango juice', 'عصير مانجو'], 'Beverages', 'Delta Foods', 'Carton', '45.00', 90],
  [['Hibiscus tea', 'شاي كركديه'], 'Beverages', 'Delta Foods', 'Box', '38.00', 0],
  [['Mineral water 6 bottles', 'مياه معدنية ٦ زجاجات'], 'Beverages', 'Delta Foods', 'Pack', '42.00', 150],
  [['Non-stick frying pan', 'مقلاة غير لاصقة'], 'Cookware', 'Cairo Kitchen', 'Piece', '420.00', 18],
  [['Cooking pot set', 'طقم حلل طهي'], 'Cookware', 'Cairo Kitchen', 'Set', '1850.00', 6],
  [['Pressure cooker', 'حلة ضغط'], 'Cookware', 'Cairo Kitchen', 'Piece', '1250.00', 1],
  [['Tea glasses (dozen)', 'أكواب شاي (دستة)'], 'Cookware', 'Cairo Kitchen', 'Dozen', '180.00', 33],
  [['Ceramic vase', 'مزهرية سيراميك'], 'Home decor', 'Alexandria Home', 'Piece', '390.00', 12],
  [['Wall clock', 'ساعة حائط'], 'Home decor', 'Alexandria Home', 'Piece', '560.00', 0],
  [['Cushion covers', 'أغطية وسائد'], 'Home decor', 'Alexandria Home', 'Pair', '210.00', 40],
  [['Aloe vera gel', 'جل الصبار'], 'Skin care', 'Oasis Beauty', 'Bottle', '135.00', 27],
  [['Sunscreen SPF 50', 'واقي شمس SPF 50'], 'Skin care', 'Oasis Beauty', 'Bottle', '289.00', 4],
  [['Oud perfume', 'عطر عود'], 'Perfumes', 'Oasis Beauty', 'Bottle', '1450.00', 8],
  [['Jasmine perfume', 'عطر ياسمين'], 'Perfumes', 'Oasis Beauty', 'Bottle', '980.00', 0],
  [['Gift sample perfume', 'عينة عطر هدية'], 'Perfumes', 'Oasis Beauty', 'Piece', '0.00', 100],
  [['Football', 'كرة قدم'], 'Sports', 'Sinai Sports', 'Piece', '450.00', 25],
  [['Running shoes', 'حذاء جري'], 'Sports', 'Sinai Sports', 'Pair', '1599.00', 0, [sizes]],
  [['Yoga mat', 'سجادة يوجا'], 'Sports', 'Sinai Sports', 'Piece', '399.00', 3],
  [['Building blocks', 'مكعبات بناء'], 'Toys', 'Red Sea Toys', 'Box', '650.00', 16],
  [['Remote control car', 'سيارة بالتحكم عن بعد'], 'Toys', 'Red Sea Toys', 'Piece', '1100.00', 0],
  [['Puzzle 500 pieces', 'بازل ٥٠٠ قطعة'], 'Toys', 'Red Sea Toys', 'Box', '260.00', 11],
];
/**
 * Demo catalogue (run contract): forty products of the demo brands, categories and units,
 * some with variants (size, colour, storage), some out of or low on stock, one bonus item.
 * Written straight into the tables: it is data, not user actions, so it has no history entries.
 */
export async function seedProducts(db: Db, { holders }: SeedServices): Promise<void> {
  const now = nowIso();
  const stamp = { created_at: now, updated_at: now };
  const [categoryIds, brandIds, unitIds] = await Promise.all([
    products.idsByEnglishName(db, 'categories'),
    products.idsByEnglishName(db, 'brands'),
    products.idsByEnglishName(db, 'units'),
  ]);

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
      brand_id: brandIds.get(brand),
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
    await syncVariants(db, id, holders('products'));
    const children = await products.childrenOf(db, [id]);
    for (const [i, child] of children.entries()) await products.updateProduct(db, child.id, { quantity: (i * 7) % 13 });
    await refreshParentStock(db, id);
  }
}
