import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-fetch';
import { userKeys } from './user-keys';

/** DELETE /api/dashboard/users/{id}; yourself or the last Super Admin answers 409 with the reason. */
export const deleteUser = (id: number) =>
  apiFetch<{ data: { message: string } }>(`/dashboard/users/${id}`, { method: 'DELETE' }).then((body) => body.data);

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: userKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
