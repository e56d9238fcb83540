import type { Role } from '@matjar/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchList, type ListParams } from '../../../components/data-table';
import { roleKeys } from './role-keys';

/** GET /api/dashboard/roles with the URL's paging, sort and search; each role carries its user count. */
export const getRoles = (params: ListParams, signal?: AbortSignal) => fetchList<Role>('/dashboard/roles', params, signal);

export const rolesQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: roleKeys.list(params),
    queryFn: ({ signal }) => getRoles(params, signal),
    placeholderData: keepPreviousData,
  });

export function useRoles(params: ListParams) {
  return useQuery(rolesQueryOptions(params));
}
