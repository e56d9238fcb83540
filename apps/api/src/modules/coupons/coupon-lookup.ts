import type { DiscountType } from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { couponWithCode } from './coupons.repository.js';

/** A coupon as pricing reads it: money in thousandths, `rate` in hundredths of a percent; null = no limit. */
export interface PricingCoupon {
  id: number;
  code: string;
  discount_type: DiscountType;
  discount_amount: number | null;
  rate: number | null;
  max_discount_amount: number | null;
  max_uses: number | null;
  max_uses_per_user: number | null;
  min_order_value: number | null;
  min_order_items: number | null;
  /** Days `YYYY-MM-DD` in the store's time zone, both included. */
  start_date: string;
  end_date: string;
  is_active: boolean;
  /** Empty: every product. */
  product_ids: number[];
}

const numberOrNull = (value: number | null) => (value === null ? null : Number(value));

/**
 * The coupon a customer typed, in any case and with spaces around, or undefined. Its state
 * (enabled, days) and limits are for the caller to judge; `countCouponUses` counts its uses.
 */
export async function couponByCode(db: Db, code: string): Promise<PricingCoupon | undefined> {
  const row = await couponWithCode(db, code.trim());
  if (!row) return undefined;
  const products = await db.selectFrom('coupon_products').select('product_id').where('coupon_id', '=', row.id).orderBy('product_id').execute();
  return {
    id: row.id,
    code: row.code,
    discount_type: row.discount_type as DiscountType,
    discount_amount: numberOrNull(row.discount_amount),
    rate: row.rate,
    max_discount_amount: numberOrNull(row.max_discount_amount),
    max_uses: row.max_uses,
    max_uses_per_user: row.max_uses_per_user,
    min_order_value: numberOrNull(row.min_order_value),
    min_order_items: row.min_order_items,
    start_date: row.start_date,
    end_date: row.end_date,
    is_active: Boolean(row.is_active),
    product_ids: products.map((product) => product.product_id),
  };
}
