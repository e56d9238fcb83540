import type { Role } from '@matjar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-fetch';
import { roleKeys } from './role-keys';

export const getRole = (id: number, signal?: AbortSignal) =>
  apiFetch<{ data: Role }>(`/dashboard/roles/${id}`, { signal }).then((body) => body.data);

/** Also what the `/{role}` route's loader ensures, so the page reads the same cache entry. */
export const roleQueryOptions = (id: number) =>
  queryOptions({ queryKey: roleKeys.detail(id), queryFn: ({ signal }) => getRole(id, signal) });

export function useRole(id: number) {
  return useQuery(roleQueryOptions(id));
}
