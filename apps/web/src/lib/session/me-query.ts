import type { Me } from '@matjar/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../api/api-fetch';
import { lastProfile } from './last-profile';

/** GET /api/dashboard/me: the signed-in user with roles and permissions (spec §6). */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['me'],
    queryFn: async ({ signal }) => {
      const { data } = await apiFetch<{ data: Me }>('/dashboard/me', { signal });
      lastProfile.keep(data);
      return data;
    },
    staleTime: 5 * 60_000,
  });
