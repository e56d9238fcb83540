import { DEFAULT_STORE_TIME_ZONE } from '@matjar/shared';
import type { Db } from '../src/db/database.js';
import { storedSchedule } from '../src/lib/schedule.js';

/**
 * Offers and coupons written straight into their tables (migration 0013) for the pricing
 * suites: the pricing rules are under test here, not the offers and coupons screens.
 * Dates far apart make "running today" hold whatever the day; days are read in the default
 * store zone, as the suites' servers run.
 */

export const ALWAYS = { start_date: '2000-01-01', end_date: '2999-12-31' };
const now = () => new Date().toISOString();
const schedule = (row: { start_date?: string; end_date?: string }) =>
  storedSchedule({ start_date: row.start_date ?? ALWAYS.start_date, end_date: row.end_date ?? ALWAYS.end_date }, DEFAULT_STORE_TIME_ZONE);

export interface OfferRow {
  title?: string;
  offer_type?: 'single' | 'bundle';
  discount_type?: 'fixed' | 'percentage';
  /** Stored units: thousandths (fixed) or hundredths of a percent. */
  discount_amount: number;
  products: number[];
  start_date?: string;
  end_date?: string;
  is_active?: boolean;
}

export async function insertOffer(db: Db, offer: OfferRow): Promise<number> {
  const title = offer.title ?? 'Test offer';
  const { id } = await db
    .insertInto('offers')
    .values({
      title_en: title, title_ar: `عرض ${title}`, description_en: 'For tests', description_ar: 'للاختبار',
      ...schedule(offer),
      discount_type: offer.discount_type ?? 'percentage', discount_amount: offer.discount_amount, offer_type: offer.offer_type ?? 'single',
      is_flash_sale: 0, header_image: null, popup_image: null, background_color: '#ffffff', is_active: offer.is_active === false ? 0 : 1,
      search_text: title.toLowerCase(), created_at: now(), updated_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('offer_items').values(offer.products.map((product_id, position) => ({ offer_id: Number(id), product_id, position }))).execute();
  return Number(id);
}

export interface CouponRow {
  code: string;
  discount_type?: 'fixed' | 'percentage';
  discount_amount?: number | null;
  rate?: number | null;
  max_discount_amount?: number | null;
  max_uses?: number | null;
  max_uses_per_user?: number | null;
  min_order_value?: number | null;
  min_order_items?: number | null;
  products?: number[];
  start_date?: string;
  end_date?: string;
  is_active?: boolean;
}

export async function insertCoupon(db: Db, coupon: CouponRow): Promise<number> {
  const { id } = await db
    .insertInto('coupons')
    .values({
      name_en: coupon.code, name_ar: coupon.code, code: coupon.code, discount_type: coupon.discount_type ?? 'percentage',
      discount_amount: coupon.discount_amount ?? null, rate: coupon.rate ?? null, max_discount_amount: coupon.max_discount_amount ?? null,
      max_uses: coupon.max_uses ?? null, max_uses_per_user: coupon.max_uses_per_user ?? null, min_order_value: coupon.min_order_value ?? null,
      min_order_items: coupon.min_order_items ?? null, ...schedule(coupon),
      is_active: coupon.is_active === false ? 0 : 1, search_text: coupon.code.toLowerCase(), created_at: now(), updated_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (coupon.products?.length) {
    await db.insertInto('coupon_products').values(coupon.products.map((product_id) => ({ coupon_id: Number(id), product_id }))).execute();
  }
  return Number(id);
}
