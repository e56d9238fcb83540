import { DEFAULT_STORE_TIME_ZONE, calendarDayIn } from '@matjar/shared';
import type { Db } from '../../db/database.js';
import type { SeedServices } from '../module.js';
import { insertViews } from './reports.repository.js';
import { rebuildIn } from './rollups.js';

const VIEWED_PRODUCTS = 24;
const DAYS = 365;

/**
 * The reports' demo data: the rollups of the demo orders (written straight into their tables
 * by the orders seed, so summed here once), and a year of storefront views of the first
 * products, growing towards today with busier weekends, so the items-view chart has a shape.
 */
export async function seedReports(db: Db, services: SeedServices): Promise<void> {
  const timeZone = services.storeTimeZone ?? DEFAULT_STORE_TIME_ZONE;
  await rebuildIn(db, timeZone);
  const products = await db.selectFrom('products').select('id').where('parent_id', 'is', null).orderBy('id').limit(VIEWED_PRODUCTS).execute();
  const now = Date.now();
  const rows: { day: string; product_id: number; views: number }[] = [];
  for (let age = DAYS - 1; age >= 0; age -= 1) {
    const at = new Date(now - age * 86_400_000);
    const day = calendarDayIn(timeZone, at);
    const growth = 1 + (DAYS - age) / 120;
    const weekend = [5, 6].includes(at.getUTCDay()) ? 1.4 : 1;
    products.forEach((product, i) => {
      const views = Math.round((((i * 37 + age * 11) % 17) + 30 / (i + 1)) * growth * weekend);
      if (views > 0) rows.push({ day, product_id: Number(product.id), views });
    });
  }
  await insertViews(db, rows);
}
