import type { Role, RoleUpdateInput } from '@matjar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-fetch';
import { roleKeys } from './role-keys';

export interface UpdateRoleVariables {
  id: number;
  input: RoleUpdateInput;
}

/** PATCH /api/dashboard/roles/{id}; holders get the new permissions on their next request. */
export const updateRole = ({ id, input }: UpdateRoleVariables) =>
  apiFetch<{ data: Role }>(`/dashboard/roles/${id}`, { method: 'PATCH', body: input }).then((body) => body.data);

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    onSuccess: async (role) => {
      queryClient.setQueryData(roleKeys.detail(role.id), role);
      // A changed role may change what the signed-in user holds.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: roleKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: ['me'] }),
      ]);
    },
  });
}
