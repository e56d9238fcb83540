import { isApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/api-fetch';

/** What a reset link is worth: the account it resets, or why it cannot be used. */
export type ResetLink =
  | { state: 'valid'; email: string }
  | { state: 'invalid' | 'expired'; message: string };

/**
 * GET /api/password/restore/{token}, before the form shows: 422 for a link never issued,
 * 410 for one used, expired, or of a disabled account. Other failures (offline, 500) are
 * thrown for the route's error screen.
 */
export async function checkResetToken(token: string | undefined): Promise<ResetLink> {
  if (!token) return { state: 'invalid', message: '' };
  try {
    const { data } = await apiFetch<{ data: { email: string } }>(`/password/restore/${encodeURIComponent(token)}`, {
      auth: false,
    });
    return { state: 'valid', email: data.email };
  } catch (error) {
    if (isApiError(error) && (error.status === 422 || error.status === 410)) {
      return { state: error.status === 410 ? 'expired' : 'invalid', message: error.message };
    }
    throw error;
  }
}
