import type { Me } from '@matjar/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../api/api-fetch';

/** GET /api/dashboard/me: the signed-in user with roles and permissions (spec §6). */
export const fetchMe = (signal?: AbortSignal) => apiFetch<{ data: Me }>('/dashboard/me', { signal }).then((body) => body.data);

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['me'],
    queryFn: ({ signal }) => fetchMe(signal),
    staleTime: 5 * 60_000,
  });
