import type { PasswordForgetInput } from '@matjar/shared';
import { apiFetch } from '../../../lib/api/api-fetch';

/**
 * POST /api/password/forget: the server answers the same whether or not an account uses
 * the address (its message says so); 429 when asked too often.
 */
export const forgetPassword = (input: PasswordForgetInput) =>
  apiFetch<{ data: { message: string } }>('/password/forget', { method: 'POST', body: input, auth: false }).then(
    (body) => body.data.message,
  );
