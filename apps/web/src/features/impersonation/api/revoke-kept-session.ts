import { callRefresh } from '../../../lib/session/session';
import type { SessionTokens } from '../../../lib/session/token-store';

/**
 * Ends the admin's kept session on the server when they sign out during a visit instead of
 * returning to it: otherwise it would stay usable until its own expiry. Its access token
 * has most likely expired during the visit, so the refresh token buys a fresh one first.
 * Best effort: offline, the session still expires on its own.
 */
export async function revokeKeptSession(kept: SessionTokens): Promise<void> {
  try {
    const accessToken = kept.expiresAt - Date.now() > 10_000 ? kept.accessToken : (await callRefresh(kept.refreshToken)).access_token;
    await fetch('/api/dashboard/logout', { method: 'POST', headers: { Accept: 'application/json', Authorization: `Bearer ${accessToken}` } });
  } catch {
    // Nothing more to do: see above.
  }
}
