import type { Unit, UnitInput } from '@matjar/shared';
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-fetch';
import { unitKeys } from './unit-keys';

export interface UpdateUnitVariables {
  id: number;
  input: UnitInput;
}

export const updateUnit = ({ id, input }: UpdateUnitVariables) =>
  apiFetch<{ data: Unit }>(`/dashboard/units/${id}`, { method: 'PATCH', body: input }).then((body) => body.data);

/** Stores the answer as the unit's detail and refreshes lists and history, before the caller's `onSuccess`. */
export function useUpdateUnit(options: Omit<UseMutationOptions<Unit, Error, UpdateUnitVariables>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: updateUnit,
    onSuccess: async (...args) => {
      const [unit] = args;
      queryClient.setQueryData(unitKeys.detail(unit.id), unit);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: unitKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: unitKeys.history(unit.id) }),
      ]);
      await options.onSuccess?.(...args);
    },
  });
}
