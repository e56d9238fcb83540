import type { User, UserUpdateInput } from '@matjar/shared';
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-fetch';
import { userKeys } from './user-keys';

export interface UpdateUserVariables {
  id: number;
  input: UserUpdateInput;
}

/** PATCH /api/dashboard/users/{id}; a password left out keeps the current one. */
export const updateUser = ({ id, input }: UpdateUserVariables) =>
  apiFetch<{ data: User }>(`/dashboard/users/${id}`, { method: 'PATCH', body: input }).then((body) => body.data);

export function useUpdateUser(options: Omit<UseMutationOptions<User, Error, UpdateUserVariables>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: updateUser,
    onSuccess: async (...args) => {
      const [user] = args;
      queryClient.setQueryData(userKeys.detail(user.id), user);
      await queryClient.invalidateQueries({ queryKey: userKeys.lists() });
      await options.onSuccess?.(...args);
    },
  });
}
