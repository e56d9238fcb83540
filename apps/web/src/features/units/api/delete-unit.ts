import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-fetch';
import { unitKeys } from './unit-keys';

/** DELETE /api/dashboard/units/{id}; a unit in use answers 409 with the server's message. */
export const deleteUnit = (id: number) =>
  apiFetch<{ data: { message: string } }>(`/dashboard/units/${id}`, { method: 'DELETE' }).then((body) => body.data);

export function useDeleteUnit(options: Omit<UseMutationOptions<{ message: string }, Error, number>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: deleteUnit,
    onSuccess: async (...args) => {
      const [, id] = args;
      queryClient.removeQueries({ queryKey: unitKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: unitKeys.all });
      await options.onSuccess?.(...args);
    },
  });
}
