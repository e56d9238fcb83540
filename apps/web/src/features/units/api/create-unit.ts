import type { Unit, UnitInput } from '@matjar/shared';
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-fetch';
import { unitKeys } from './unit-keys';

export const createUnit = (input: UnitInput) =>
  apiFetch<{ data: Unit }>('/dashboard/units', { method: 'POST', body: input }).then((body) => body.data);

/** The lists are refreshed here, whatever the caller adds in its own `onSuccess`. */
export function useCreateUnit(options: Omit<UseMutationOptions<Unit, Error, UnitInput>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: createUnit,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: unitKeys.lists() });
      await options.onSuccess?.(...args);
    },
  });
}
