import { AD_PAGES, AD_POSITIONS, DEFAULT_STORE_TIME_ZONE, adImageUse, calendarDayIn } from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { flag } from '../../lib/resource-repository.js';
import { dayFrom, storedSchedule } from '../../lib/schedule.js';
import { demoImage } from '../media/index.js';
import type { SeedServices } from '../module.js';
import { adsRepository } from './ads.repository.js';
import { adSearchText } from './ads.service.js';

const pageNames = {
  home: ['Home', 'الرئيسية'],
  menu: ['Menu', 'القائمة'],
  product_details: ['Product page', 'صفحة المنتج'],
} as const;
const positionNames = { top: ['top', 'أعلى'], middle: ['middle', 'وسط'], bottom: ['bottom', 'أسفل'] } as const;
const colours: Record<string, [string, string]> = { top: ['#1864ab', '#22b8cf'], middle: ['#c2255c', '#fab005'], bottom: ['#2b8a3e', '#94d82d'] };

/** Demo pictures of each slot's shape, at the recommended size or half of it (every test server seeds anew). */
const sizes = { product_details: [545, 194], top_banner: [1200, 400], middle_banner: [1240, 150] } as const;

/**
 * An ad in every slot, running; and on the home page's top slot a scheduled, an expired
 * and a switched-off one as well, so the list shows every state.
 */
export async function seedAds(db: Db, { media }: SeedServices): Promise<void> {
  const today = calendarDayIn(DEFAULT_STORE_TIME_ZONE);
  const now = nowIso();
  const repository = adsRepository();
  const add = async (page: (typeof AD_PAGES)[number], position: (typeof AD_POSITIONS)[number], sortOrder: number, extra: { en: string; ar: string; from: number; to: number; active?: boolean }) => {
    const [width, height] = sizes[adImageUse(page, position) as keyof typeof sizes];
    const title = { en: `${pageNames[page][0]} ${positionNames[position][0]}: ${extra.en}`, ar: `${pageNames[page][1]} ${positionNames[position][1]}: ${extra.ar}` };
    await repository.insert(db, {
      title_en: title.en,
      title_ar: title.ar,
      url: page === 'product_details' ? '/offers' : `/categories/${position === 'top' ? 'kitchen' : 'fashion'}`,
      page,
      position,
      ...storedSchedule({ start_date: dayFrom(today, extra.from), end_date: dayFrom(today, extra.to) }, DEFAULT_STORE_TIME_ZONE),
      image: await media.store(await demoImage(width, height, ...(colours[position] as [string, string]))),
      sort_order: sortOrder,
      is_active: flag(extra.active ?? true),
      search_text: adSearchText(title),
      created_at: now,
      updated_at: now,
    });
  };
  for (const page of AD_PAGES) {
    for (const position of AD_POSITIONS) await add(page, position, 1, { en: 'Weekly deals', ar: 'عروض الأسبوع', from: -10, to: 30 });
  }
  await add('home', 'top', 2, { en: 'Eid collection', ar: 'تشكيلة العيد', from: 5, to: 20 });
  await add('home', 'top', 3, { en: 'Winter clearance', ar: 'تصفية الشتاء', from: -40, to: -1 });
  await add('home', 'top', 4, { en: 'Free delivery', ar: 'توصيل مجاني', from: -10, to: 30, active: false });
}
