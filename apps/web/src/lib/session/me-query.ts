import type { Me } from '@matjar/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../api/api-fetch';
import { lastProfile } from './last-profile';

/**
 * GET /api/dashboard/me: the signed-in user with roles and permissions (spec §6), kept as it
 * comes so a reload with the network down still draws the frame.
 */
export async function fetchMe(signal?: AbortSignal): Promise<Me> {
  const { data } = await apiFetch<{ data: Me }>('/dashboard/me', { signal });
  lastProfile.keep(data);
  return data;
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['me'],
    queryFn: ({ signal }) => fetchMe(signal),
    staleTime: 5 * 60_000,
  });
