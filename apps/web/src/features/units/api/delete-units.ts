import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-fetch';
import { unitKeys } from './unit-keys';

/** Batch delete, all or nothing: if one unit is in use the server answers 409 and keeps them all. */
export const deleteUnits = (ids: number[]) =>
  apiFetch<{ data: { message: string } }>('/dashboard/units', { method: 'DELETE', body: { units: ids } }).then(
    (body) => body.data,
  );

export function useDeleteUnits(options: Omit<UseMutationOptions<{ message: string }, Error, number[]>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: deleteUnits,
    onSuccess: async (...args) => {
      const [, ids] = args;
      for (const id of ids) queryClient.removeQueries({ queryKey: unitKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: unitKeys.all });
      await options.onSuccess?.(...args);
    },
  });
}
