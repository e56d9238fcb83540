import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-fetch';
import { roleKeys } from './role-keys';

/** DELETE /api/dashboard/roles/{id}; a role still held, or Super Admin, answers 409 with the reason. */
export const deleteRole = (id: number) =>
  apiFetch<{ data: { message: string } }>(`/dashboard/roles/${id}`, { method: 'DELETE' }).then((body) => body.data);

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: roleKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: roleKeys.lists() });
    },
  });
}
