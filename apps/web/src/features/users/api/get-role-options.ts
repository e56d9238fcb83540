import type { ListMeta, Role } from '@matjar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-fetch';
import { users } from '../users-resource';

/** A store has a handful of roles; one page holds them all. */
const ROLE_OPTIONS_LIMIT = 500;

/** A choice of the role picker and filter, with what it grants (for the grant rule). */
export type RoleOption = Pick<Role, 'id' | 'name' | 'permissions'>;

/** GET /api/dashboard/roles, readable with users.view/create/update: the picker's and filter's choices. */
export const getRoleOptions = (signal?: AbortSignal) =>
  apiFetch<{ data: Role[]; meta: ListMeta }>('/dashboard/roles', {
    query: { perPage: ROLE_OPTIONS_LIMIT, sort: 'name' },
    signal,
  }).then((body) => body.data.map((role): RoleOption => ({ id: role.id, name: role.name, permissions: role.permissions })));

export const roleOptionsQueryOptions = () =>
  queryOptions({ queryKey: [...users.key, 'role-options'], queryFn: ({ signal }) => getRoleOptions(signal), staleTime: 60_000 });

export function useRoleOptions() {
  return useQuery(roleOptionsQueryOptions());
}
