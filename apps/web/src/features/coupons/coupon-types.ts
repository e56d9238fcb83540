import type { ScheduleStatus } from '../../components/data-table';
import type { ListedProduct } from '../../components/pickers';

/**
 * Coupons as `/api/dashboard/coupons` sends and takes them (ARCHITECTURE, "Contracts of
 * the modules still to build"). The shared schemas come with the coupons API (branch
 * promo-crud); until then the screens are typed from the contract here.
 */
export const COUPON_DISCOUNT_TYPES = ['fixed', 'percentage'] as const;
export type CouponDiscountType = (typeof COUPON_DISCOUNT_TYPES)[number];

/** Limits a coupon may leave empty ("no limit"). */
type Limit = string | null;

export interface Coupon {
  id: number;
  name: { en: string; ar: string };
  code: string;
  discount_type: CouponDiscountType;
  /** Money off (fixed). */
  discount_amount: Limit;
  /** Percent off (percentage), at most 100. */
  rate: Limit;
  max_discount_amount: Limit;
  max_uses: number | null;
  max_uses_per_user: number | null;
  min_order_value: Limit;
  min_order_items: number | null;
  /** Empty: every product. */
  product_ids: number[];
  /** The products, where the answer names them. */
  products?: ListedProduct[];
  start_date: string;
  end_date: string;
  is_active: boolean;
  uses_count: number;
  /** Orders used it: it cannot be deleted. */
  has_orders: boolean;
  /** Where the answer says it (as offers do); else worked out from the dates. */
  status?: ScheduleStatus;
  created_at: string;
  updated_at: string;
}

export type CouponInput = Omit<Coupon, 'id' | 'uses_count' | 'has_orders' | 'status' | 'products' | 'created_at' | 'updated_at'>;

/** One use of a coupon: who, on which order, when (`GET /coupons/{id}/usages`). */
export interface CouponUsage {
  id: number;
  customer: { id: number; name: string } | null;
  order: { id: number; number: number };
  /** Money the coupon took off that order. */
  discount?: string;
  created_at: string;
}

export const couponSorts = ['code', 'start_date', 'end_date', 'uses_count', 'updated_at', 'id'] as const;
