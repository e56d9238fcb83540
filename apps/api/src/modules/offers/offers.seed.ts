import { DEFAULT_STORE_TIME_ZONE, type DiscountType, type OfferType, calendarDayIn } from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { flag } from '../../lib/resource-repository.js';
import { dayFrom, storedSchedule } from '../../lib/schedule.js';
import { demoImage } from '../media/index.js';
import type { SeedServices } from '../module.js';
import { sellableProducts } from '../products/index.js';
import { replaceOfferItems } from './offers.repository.js';
import { offerSearchText, storedDiscount } from './offers.service.js';

interface DemoOffer {
  title: { en: string; ar: string };
  description: { en: string; ar: string };
  /** Days from today. */
  from: number;
  to: number;
  discount: [DiscountType, string];
  type: OfferType;
  /** Indexes into the sellable products; no product is in two demo offers. */
  items: number[];
  colour: string;
  flashSale?: boolean;
  active?: boolean;
}

const offers: DemoOffer[] = [
  {
    title: { en: 'Summer flash sale', ar: 'تخفيضات الصيف السريعة' },
    description: { en: 'Three favourites together for less, this week only.', ar: 'ثلاثة منتجات مفضلة معاً بسعر أقل، هذا الأسبوع فقط.' },
    from: -1, to: 5, discount: ['percentage', '20'], type: 'bundle', items: [0, 1, 2], colour: '#c2255c', flashSale: true,
  },
  {
    title: { en: 'Weekend deal', ar: 'عرض نهاية الأسبوع' },
    description: { en: 'A fixed amount off one best seller.', ar: 'خصم ثابت على منتج من الأكثر مبيعاً.' },
    from: -3, to: 10, discount: ['fixed', '25.00'], type: 'single', items: [3], colour: '#1864ab',
  },
  {
    title: { en: 'Eid offer', ar: 'عرض العيد' },
    description: { en: 'Starts with the holiday.', ar: 'يبدأ مع العيد.' },
    from: 7, to: 20, discount: ['percentage', '15'], type: 'single', items: [4], colour: '#2b8a3e',
  },
  {
    title: { en: 'Back to school bundle', ar: 'حزمة العودة إلى المدارس' },
    description: { en: 'Ended last month.', ar: 'انتهى الشهر الماضي.' },
    from: -45, to: -15, discount: ['fixed', '40.00'], type: 'bundle', items: [5, 6], colour: '#e8590c',
  },
  {
    title: { en: 'Clearance (paused)', ar: 'تصفية (متوقفة)' },
    description: { en: 'Switched off for now.', ar: 'متوقف حالياً.' },
    from: -5, to: 30, discount: ['percentage', '30'], type: 'single', items: [7], colour: '#495057', active: false,
  },
];

/**
 * An offer in every state: a running bundle flash sale with its two pictures (drawn here, at
 * half the header's recommended size and the popup's full one), a running single offer, a
 * scheduled, an expired and a disabled one.
 */
export async function seedOffers(db: Db, { media }: SeedServices): Promise<void> {
  const products = await sellableProducts(db, { limit: 8, priced: true });
  if (products.length < 8) return;
  const today = calendarDayIn(DEFAULT_STORE_TIME_ZONE);
  const now = nowIso();
  for (const offer of offers) {
    const images = offer.flashSale
      ? {
          header_image: await media.store(await demoImage(910, 290, offer.colour, '#fab005')),
          popup_image: await media.store(await demoImage(412, 765, '#fab005', offer.colour)),
        }
      : {};
    const { id } = await db
      .insertInto('offers')
      .values({
        title_en: offer.title.en,
        title_ar: offer.title.ar,
        description_en: offer.description.en,
        description_ar: offer.description.ar,
        ...storedSchedule({ start_date: dayFrom(today, offer.from), end_date: dayFrom(today, offer.to) }, DEFAULT_STORE_TIME_ZONE),
        discount_type: offer.discount[0],
        discount_amount: storedDiscount(...offer.discount),
        offer_type: offer.type,
        is_flash_sale: flag(offer.flashSale ?? false),
        header_image: null,
        popup_image: null,
        ...images,
        background_color: offer.colour,
        is_active: flag(offer.active ?? true),
        search_text: offerSearchText(offer.title),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await replaceOfferItems(db, id, offer.items.map((i) => Number(products[i]?.id)));
  }
}
