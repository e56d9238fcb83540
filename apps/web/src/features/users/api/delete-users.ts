import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-fetch';
import { userKeys } from './user-keys';

/** Batch delete, all or nothing: one refused user (yourself, the last Super Admin) keeps them all. */
export const deleteUsers = (ids: number[]) =>
  apiFetch<{ data: { message: string } }>('/dashboard/users', { method: 'DELETE', body: { users: ids } }).then(
    (body) => body.data,
  );

export function useDeleteUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUsers,
    onSuccess: async (_data, ids) => {
      for (const id of ids) queryClient.removeQueries({ queryKey: userKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
