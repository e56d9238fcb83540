import type { Role, RoleInput } from '@matjar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-fetch';
import { roleKeys } from './role-keys';

export const createRole = (input: RoleInput) =>
  apiFetch<{ data: Role }>('/dashboard/roles', { method: 'POST', body: input }).then((body) => body.data);

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: async (role) => {
      queryClient.setQueryData(roleKeys.detail(role.id), role);
      await queryClient.invalidateQueries({ queryKey: roleKeys.lists() });
    },
  });
}
