import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { storedName } from '../../lib/resource-service.js';
import { brandsRepository } from './brands.repository.js';

const demoBrands: [en: string, ar: string][] = [
  ['Nile Cotton', 'قطن النيل'], ['Cairo Kitchen', 'مطبخ القاهرة'], ['Delta Foods', 'أغذية الدلتا'],
  ['Pharaoh Tech', 'فرعون تك'], ['Oasis Beauty', 'واحة الجمال'], ['Sinai Sports', 'سيناء سبورت'],
  ['Alexandria Home', 'بيت إسكندرية'], ['Red Sea Toys', 'ألعاب البحر الأحمر'],
];

/** Demo brands (the products' seed names them by their English names). */
export async function seedBrands(db: Db): Promise<void> {
  const now = nowIso();
  for (const [en, ar] of demoBrands) {
    await brandsRepository.insert(db, { ...storedName({ en, ar }), image: null, created_at: now, updated_at: now });
  }
}
