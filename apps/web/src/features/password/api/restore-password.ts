import type { NewPasswordInput } from '@matjar/shared';
import { apiFetch } from '../../../lib/api/api-fetch';

/** POST /api/password/restore/{token}: sets the password, spends the link and ends every session of the account. */
export const restorePassword = (token: string, input: NewPasswordInput) =>
  apiFetch<{ data: { message: string } }>(`/password/restore/${encodeURIComponent(token)}`, {
    method: 'POST',
    body: input,
    auth: false,
  }).then((body) => body.data.message);
