import type { ApiModule } from '../module.js';
import { seedCoupons } from './coupons.seed.js';
import { couponsRoutes } from './coupons.routes.js';
import { createCouponsService } from './coupons.service.js';

export { type PricingCoupon, couponByCode } from './coupon-lookup.js';
export { USE_CANCELLING_STATUSES, countCouponUses } from './coupons.repository.js';

/** Coupons (`/api/dashboard/coupons`, permissions `coupon.*`). */
export const couponsModule: ApiModule = {
  name: 'coupons',
  permissionAreas: ['coupon'],
  routes: ({ db, dialect, config }) => couponsRoutes(createCouponsService(db, dialect, config.storeTimeZone)),
  seed: seedCoupons,
};
