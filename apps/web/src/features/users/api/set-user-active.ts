import type { User } from '@matjar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-fetch';
import { userKeys } from './user-keys';

export interface SetUserActiveVariables {
  id: number;
  active: boolean;
}

/**
 * POST /api/dashboard/users/{id}/activate or /deactivate. Disabling ends the user's
 * sessions on their next request; neither your own account nor the last Super Admin can be disabled (409).
 */
export const setUserActive = ({ id, active }: SetUserActiveVariables) =>
  apiFetch<{ data: User }>(`/dashboard/users/${id}/${active ? 'activate' : 'deactivate'}`, { method: 'POST' }).then(
    (body) => body.data,
  );

export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserActive,
    onSuccess: async (user) => {
      queryClient.setQueryData(userKeys.detail(user.id), user);
      await queryClient.invalidateQueries({ queryKey: userKeys.lists() });
    },
  });
}
