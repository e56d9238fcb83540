import type { Me, Profile, ProfileInput } from '@matjar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-fetch';
import { meQueryOptions } from '../../../lib/session/me-query';

/** PATCH /api/dashboard/profile: the signed-in user's own settings (the preferred language). */
export const updateProfile = (input: ProfileInput) =>
  apiFetch<{ data: Profile }>('/dashboard/profile', { method: 'PATCH', body: input }).then((body) => body.data);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // The profile is part of /me; keep the cached copy in step without a refetch.
    onSuccess: (profile) =>
      queryClient.setQueryData<Me>(meQueryOptions().queryKey, (me) => (me ? { ...me, locale: profile.locale } : me)),
  });
}
