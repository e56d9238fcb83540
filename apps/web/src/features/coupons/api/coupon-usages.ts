import type { CouponUsage } from '@matjar/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-fetch';
import { coupons } from '../coupons-resource';

/** GET /api/dashboard/coupons/{id}/usages: who used the coupon, on which order, when (newest first). */
export const useCouponUsages = (id: number) =>
  useQuery({
    queryKey: [...coupons.key, 'usages', id],
    queryFn: ({ signal }) => apiFetch<{ data: CouponUsage[] }>(`${coupons.path}/${id}/usages`, { signal }).then((body) => body.data),
  });
