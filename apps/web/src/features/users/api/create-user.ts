import type { User, UserCreateInput } from '@matjar/shared';
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-fetch';
import { userKeys } from './user-keys';

export const createUser = (input: UserCreateInput) =>
  apiFetch<{ data: User }>('/dashboard/users', { method: 'POST', body: input }).then((body) => body.data);

/** The lists are refreshed here, whatever the caller adds in its own `onSuccess`. */
export function useCreateUser(options: Omit<UseMutationOptions<User, Error, UserCreateInput>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: createUser,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: userKeys.lists() });
      await options.onSuccess?.(...args);
    },
  });
}
