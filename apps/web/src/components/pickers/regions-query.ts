import type { RegionCountry } from '@matjar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api/api-fetch';

/**
 * GET /api/dashboard/regions: every country → governorate → city with the fee that
 * applies, in one unpaged answer (a store ships to hundreds of places, not millions).
 * Any screen that picks a place reads it through this one query key.
 */
export const regionsQueryOptions = () =>
  queryOptions({
    queryKey: ['regions'] as const,
    queryFn: ({ signal }) =>
      apiFetch<{ data: RegionCountry[] }>('/dashboard/regions', { signal }).then((body) => body.data),
    staleTime: 60_000,
  });

export function useRegions() {
  return useQuery(regionsQueryOptions());
}
