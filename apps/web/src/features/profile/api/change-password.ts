import type { PasswordChangeInput } from '@matjar/shared';
import { apiFetch } from '../../../lib/api/api-fetch';

/**
 * POST /api/dashboard/profile/password: the current password is required (wrong guesses
 * count like failed sign-ins). This session stays; the account's other sessions end.
 */
export const changePassword = (input: PasswordChangeInput) =>
  apiFetch<{ data: { message: string } }>('/dashboard/profile/password', { method: 'POST', body: input }).then(
    (body) => body.data.message,
  );
