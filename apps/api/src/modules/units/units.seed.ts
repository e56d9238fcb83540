import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { storedName } from '../../lib/resource-service.js';
import { unitsRepository } from './units.repository.js';

const demoUnits: [en: string, ar: string][] = [
  ['Piece', 'قطعة'], ['Kilogram', 'كيلوجرام'], ['Gram', 'جرام'], ['Liter', 'لتر'],
  ['Millilitre', 'مليلتر'], ['Box', 'علبة'], ['Dozen', 'دستة'], ['Metre', 'متر'],
  ['Pack', 'عبوة'], ['Carton', 'كرتونة'], ['Bottle', 'زجاجة'], ['Pair', 'زوج'], ['Set', 'طقم'],
];

/** Demo units of measure (the products' seed names them by their English names). */
export async function seedUnits(db: Db): Promise<void> {
  const now = nowIso();
  for (const [en, ar] of demoUnits) await unitsRepository.insert(db, { ...storedName({ en, ar }), created_at: now, updated_at: now });
}
