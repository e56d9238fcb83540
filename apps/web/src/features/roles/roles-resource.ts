import type { Bilingual } from '@matjar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-fetch';
import { roleKeys } from './role-keys';

/** One module of GET /api/dashboard/permissions, with labels in both languages. */
export interface PermissionModule {
  area: string;
  label: Bilingual;
  permissions: { name: string; label: Bilingual }[];
}

export const getPermissions = (signal?: AbortSignal) =>
  apiFetch<{ data: PermissionModule[] }>('/dashboard/permissions', { signal }).then((body) => body.data);

/** The catalogue changes only with a new release. */
export const permissionsQueryOptions = () =>
  queryOptions({ queryKey: roleKeys.permissions(), queryFn: ({ signal }) => getPermissions(signal), staleTime: Infinity });

export function usePermissionModules() {
  return useQuery(permissionsQueryOptions());
}
