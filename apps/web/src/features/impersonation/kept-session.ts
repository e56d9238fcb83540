import { onSessionEnded } from '../../lib/session/session';
import type { SessionTokens } from '../../lib/session/token-store';
import { revokeKeptSession } from './api/revoke-kept-session';

/**
 * While an admin is signed in as someone else, their own tokens wait here, under a key of
 * their own, for "Return to my account". localStorage, like the session itself, so every
 * tab can return. The session store keeps holding the tokens in use (the impersonated
 * user's); nothing else reads these.
 */
const KEY = 'matjar.impersonator-session';

export function keepAdminSession(tokens: SessionTokens): void {
  localStorage.setItem(KEY, JSON.stringify(tokens));
}

export function keptAdminSession(): SessionTokens | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<SessionTokens> | null;
    if (typeof value?.accessToken !== 'string' || typeof value.refreshToken !== 'string') return null;
    return value as SessionTokens;
  } catch {
    return null;
  }
}

export function forgetAdminSession(): void {
  localStorage.removeItem(KEY);
}

// Signing out (or a session refused by the server) ends the visit: the kept tokens must
// not wait for whoever signs in next on this browser. Signing out also ends them on the
// server; a refused session does not, as "Return to my account" may still be restoring them
// (leave-impersonation.ts).
onSessionEnded((reason) => {
  const kept = keptAdminSession();
  forgetAdminSession();
  if (kept && reason === 'signed-out') void revokeKeptSession(kept);
});
