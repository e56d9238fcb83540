import { isApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/api-fetch';
import { loadQueryClient } from '../../../lib/api/load-query-client';
import { endSession, tokenStore } from '../../../lib/session/session';
import { forgetAdminSession, keptAdminSession } from '../kept-session';

/**
 * POST /api/dashboard/impersonate/leave ends the impersonated session (recorded as a
 * sign-out under both names); then the admin's kept tokens are in use again. Without kept
 * tokens (another browser, or they were dropped) the visit ends at the sign-in page.
 * Answers whether the admin's session is back.
 */
export async function leaveImpersonation(): Promise<boolean> {
  // Read first: a refusal below ends the session, which drops the kept copy.
  const kept = keptAdminSession();
  const queryClient = await loadQueryClient();
  await queryClient.cancelQueries();
  try {
    await apiFetch('/dashboard/impersonate/leave', { method: 'POST' });
  } catch (error) {
    // Already over on the server (the user was disabled, say): there is nothing to leave.
    if (!isApiError(error) || error.status !== 401) throw error;
  }
  if (!kept) {
    endSession('signed-out');
    return false;
  }
  forgetAdminSession();
  // The kept access token may have expired meanwhile; the client then refreshes it first.
  await tokenStore.save({
    access_token: kept.accessToken,
    refresh_token: kept.refreshToken,
    expires_in: Math.max(0, Math.floor((kept.expiresAt - Date.now()) / 1000)),
  });
  // Refetch what is on screen as the admin; observers of the layout see the change.
  await queryClient.resetQueries();
  return true;
}
