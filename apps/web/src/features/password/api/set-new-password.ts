import type { NewPasswordInput } from '@matjar/shared';
import { apiFetch } from '../../../lib/api/api-fetch';

/**
 * POST /api/dashboard/new-password: the forced change after sign-in. This session stays;
 * the account's other sessions end.
 */
export const setNewPassword = (input: NewPasswordInput) =>
  apiFetch<{ data: { message: string } }>('/dashboard/new-password', { method: 'POST', body: input }).then(
    (body) => body.data.message,
  );
