import type { Me } from '@matjar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api/api-fetch';

/** GET /api/dashboard/me: the signed-in user with roles and permissions (spec §6). */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['me'],
    queryFn: ({ signal }) => apiFetch<{ data: Me }>('/dashboard/me', { signal }).then((body) => body.data),
    staleTime: 5 * 60_000,
  });

/** The signed-in user; only for screens behind the dashboard guard, which loads it first. */
export function useCurrentUser(): Me | undefined {
  return useQuery(meQueryOptions()).data;
}
