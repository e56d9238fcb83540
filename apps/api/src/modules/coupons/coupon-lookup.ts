import type { DiscountType } from '@matjar/shared';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/types.js';
import { couponWithCode } from './coupons.repository.js';

/**
 * A coupon as pricing reads it, its columns as stored: money in thousandths, `rate` in
 * hundredths of a percent, null for no limit, `starts_at` and `ends_at` the instants it runs between (the end's the first after it).
 */
export type PricingCoupon = Omit<Selectable<Database['coupons']>, 'name_en' | 'name_ar' | 'search_text' | 'created_at' | 'updated_at' | 'discount_type' | 'is_active'> & {
  discount_type: DiscountType;
  is_active: boolean;
  /** Empty: every product. */
  product_ids: number[];
};

/**
 * The coupon a customer typed, in any case and with spaces around, or undefined. Its state
 * (enabled, times) and limits are for the caller to judge; `countCouponUses` counts its uses.
 */
export async function couponByCode(db: Db, code: string): Promise<PricingCoupon | undefined> {
  const row = await couponWithCode(db, code.trim());
  if (!row) return undefined;
  const { name_en: _en, name_ar: _ar, search_text: _search, created_at: _created, updated_at: _updated, ...coupon } = row;
  const products = await db.selectFrom('coupon_products').select('product_id').where('coupon_id', '=', row.id).orderBy('product_id').execute();
  return {
    ...coupon,
    discount_type: row.discount_type as DiscountType,
    is_active: Boolean(row.is_active),
    product_ids: products.map((product) => product.product_id),
  };
}
