import type { Bilingual, Role, RoleUpdateInput } from '@matjar/shared';
import { queryOptions } from '@tanstack/react-query';
import { defineResource } from '../../components/resource/resource';
import { apiFetch } from '../../lib/api/api-fetch';
import { meQueryOptions } from '../../lib/session/me-query';

/** `/api/dashboard/roles`; a changed role may change what the signed-in user holds, so their profile refreshes too. */
export const roles = defineResource<Role, RoleUpdateInput>({
  area: 'roles',
  path: '/dashboard/roles',
  alsoRefresh: [meQueryOptions().queryKey],
});

/** One module of GET /api/dashboard/permissions, with labels in both languages. */
export interface PermissionModule {
  area: string;
  label: Bilingual;
  permissions: { name: string; label: Bilingual }[];
}

/**
 * The permission modules the API offers: those of the modules it runs (and the platform's
 * own), not the whole catalogue, so a role is only ever given what exists. Changes only
 * with a new release.
 */
export const permissionsQueryOptions = () =>
  queryOptions({
    queryKey: [...roles.key, 'permissions'],
    queryFn: ({ signal }) => apiFetch<{ data: PermissionModule[] }>('/dashboard/permissions', { signal }).then((body) => body.data),
    staleTime: Infinity,
  });
