import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { storedName } from '../../lib/resource-service.js';
import { slugify } from '../../lib/slug.js';
import { categoriesRepository } from './categories.repository.js';

type Pair = [en: string, ar: string];

/** Top-level categories and their subcategories. */
const demoCategories: [Pair, Pair[]][] = [
  [['Clothing', 'ملابس'], [['Men\'s clothing', 'ملابس رجالية'], ['Women\'s clothing', 'ملابس نسائية'], ['Kids\' clothing', 'ملابس أطفال']]],
  [['Electronics', 'إلكترونيات'], [['Mobile phones', 'هواتف محمولة'], ['Laptops', 'حواسيب محمولة'], ['Accessories', 'إكسسوارات']]],
  [['Groceries', 'بقالة'], [['Rice and pasta', 'أرز ومكرونة'], ['Oils', 'زيوت'], ['Beverages', 'مشروبات']]],
  [['Home and kitchen', 'المنزل والمطبخ'], [['Cookware', 'أواني الطهي'], ['Home decor', 'ديكور المنزل']]],
  [['Beauty', 'الجمال والعناية'], [['Skin care', 'العناية بالبشرة'], ['Perfumes', 'عطور']]],
  [['Sports', 'رياضة'], []],
  [['Toys', 'ألعاب'], []],
];
/** A demo tree of two levels (the products' seed names its categories by their English names). */
export async function seedCategories(db: Db): Promise<void> {
  const now = nowIso();
  const add = ([en, ar]: Pair, parentId: number | null) => {
    const slug = slugify(en, 'category');
    return categoriesRepository.insert(db, { ...storedName({ en, ar }, slug), parent_id: parentId, slug, notes: null, image: null, created_at: now, updated_at: now });
  };
  for (const [parent, children] of demoCategories) {
    const parentId = await add(parent, null);
    for (const child of children) await add(child, parentId);
  }
}
