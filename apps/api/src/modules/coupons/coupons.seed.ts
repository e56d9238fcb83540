import { DEFAULT_STORE_TIME_ZONE, calendarDayIn, moneyToStored, percentToStored } from '@matjar/shared';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/types.js';
import { nowIso } from '../../lib/clock.js';
import { flag } from '../../lib/resource-repository.js';
import { dayFrom, storedSchedule } from '../../lib/schedule.js';
import { sellableProducts } from '../products/index.js';
import { replaceCouponProducts } from './coupons.repository.js';
import { couponSearchText } from './coupons.service.js';

type DemoCoupon = Omit<Insertable<Database['coupons']>, 'name_en' | 'name_ar' | 'start_date' | 'end_date' | 'starts_at' | 'ends_at' | 'is_active' | 'search_text' | 'created_at' | 'updated_at'> & {
  name: [string, string];
  /** Days from today. */
  from: number;
  to: number;
  products?: { id: number }[];
  active?: boolean;
};

/**
 * Coupons of every kind: a store-wide percentage one with a cap and limits, a fixed one on
 * a few products with a minimum order, a scheduled, an expired and a switched-off one. Orders
 * that use them are the orders seed's to make (the pricing issue).
 */
export async function seedCoupons(db: Db): Promise<void> {
  const today = calendarDayIn(DEFAULT_STORE_TIME_ZONE);
  const now = nowIso();
  const products = await sellableProducts(db, { limit: 12, priced: true });
  const base = { discount_amount: null, rate: null, max_discount_amount: null, max_uses: null, max_uses_per_user: null, min_order_value: null, min_order_items: null };
  const coupons: DemoCoupon[] = [
    { ...base, name: ['Welcome 10%', 'خصم الترحيب ١٠٪'], code: 'WELCOME10', discount_type: 'percentage', rate: percentToStored('10'), max_discount_amount: moneyToStored('100'), max_uses: 500, max_uses_per_user: 1, from: -30, to: 60 },
    { ...base, name: ['50 off kitchen picks', 'خصم ٥٠ على منتجات مختارة'], code: 'SAVE50', discount_type: 'fixed', discount_amount: moneyToStored('50'), min_order_value: moneyToStored('500'), min_order_items: 2, from: -7, to: 21, products: products.slice(8, 12) },
    { ...base, name: ['Eid 15%', 'عيد ١٥٪'], code: 'EID15', discount_type: 'percentage', rate: percentToStored('15'), max_uses: 200, from: 7, to: 20 },
    { ...base, name: ['Spring sale', 'تخفيضات الربيع'], code: 'SPRING20', discount_type: 'percentage', rate: percentToStored('20'), from: -90, to: -30 },
    { ...base, name: ['Staff only (paused)', 'للموظفين فقط (متوقف)'], code: 'STAFF25', discount_type: 'fixed', discount_amount: moneyToStored('25'), from: -10, to: 90, active: false },
  ];
  for (const { name, from, to, products: applies, active, ...coupon } of coupons) {
    const { id } = await db
      .insertInto('coupons')
      .values({
        ...coupon,
        name_en: name[0],
        name_ar: name[1],
        ...storedSchedule({ start_date: dayFrom(today, from), end_date: dayFrom(today, to) }, DEFAULT_STORE_TIME_ZONE),
        is_active: flag(active ?? true),
        search_text: couponSearchText({ en: name[0], ar: name[1] }, coupon.code),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await replaceCouponProducts(db, id, (applies ?? []).map((product) => product.id));
  }
}
