import type { Coupon, CouponInput } from '@matjar/shared';
import { defineResource } from '../../components/resource';

/** `/api/dashboard/coupons`, guarded by the spec's `coupon.*` permissions (its menu entry by `coupon.valid`). */
export const coupons = defineResource<Coupon, CouponInput>({
  area: 'coupon',
  path: '/dashboard/coupons',
  namespace: 'coupons',
  key: ['coupons'],
  batchKey: 'coupons',
  rowIsRecord: true,
  historyModel: 'coupons',
});
