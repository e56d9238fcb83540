import { ApiError } from '../api/api-error';
import { fetchOrNetworkError, readResponse, type FallbackMessages } from '../api/read-response';
import { i18n } from '../i18n/i18n';
import { lastProfile } from './last-profile';
import { refreshTimerDelay } from './refresh-policy';
import { createRefresher, SessionEndedError, type LockRequester } from './refresher';
import { createTokenStore, SESSION_STORAGE_KEY, type DurableTokens, type TokenPairIn } from './token-store';

/** The browser's session: one token store, one refresher, one way to end it. */

export const fallbackMessages: FallbackMessages = {
  server: () => i18n.t('common:errorPages.errorText'),
  network: () => i18n.t('common:errors.network'),
};

/** IndexedDB code is fetched on first use: a sign-in or a refresh, not the sign-in page's first paint. */
const durable: DurableTokens = {
  read: () => import('./durable-tokens').then(({ durableTokens }) => durableTokens.read()),
  write: (tokens) => import('./durable-tokens').then(({ durableTokens }) => durableTokens.write(tokens)),
};

export const tokenStore = createTokenStore(window.localStorage, Date.now, durable);

/** Trades a refresh token for a new pair (the token is spent). */
export async function callRefresh(refreshToken: string): Promise<TokenPairIn> {
  const response = await fetchOrNetworkError(
    fetch,
    '/api/refresh_token',
    {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'Accept-Language': i18n.language },
      body: JSON.stringify({ token: refreshToken, provider: 'dashboard' }),
    },
    fallbackMessages,
  );
  const body = await readResponse<{ data: TokenPairIn }>(response, fallbackMessages);
  return body.data;
}

/**
 * A refused token (400/401/403/422 …) ends the session, as spec §7 asks. No answer,
 * 429 and 5xx do not: the refresh token is still good, and signing everyone out because
 * the server hiccuped would lose their work. The request fails and the next one retries.
 */
const isRefusal = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;

/**
 * `beforeunload` is the first sign that the page is being left (a reload, a navigation
 * away): from then on no refresh starts, since its answer would be lost with the page
 * (see PageLeavingError). Should the page still be here a while later, the leave was
 * called off (a "leave site?" prompt answered "stay"), and refreshing resumes.
 */
const LEAVE_SETTLE_MS = 3_000;
let leavingUntil = 0;
const isLeaving = () => Date.now() < leavingUntil;

export const refreshSession = createRefresher({
  store: tokenStore,
  callRefresh,
  isRefusal,
  locks: (navigator as Navigator & { locks?: LockRequester }).locks,
  isLeaving,
});

export type SessionEndReason = 'signed-out' | 'expired';
const endListeners = new Set<(reason: SessionEndReason) => void>();

export function endSession(reason: SessionEndReason): void {
  tokenStore.clear();
  lastProfile.forget();
  for (const listener of endListeners) listener(reason);
}

/** The app reacts by clearing cached data and going to the sign-in page. */
export function onSessionEnded(listener: (reason: SessionEndReason) => void): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

/**
 * Keeps the session alive and in step with other tabs: a timer refreshes ahead of expiry
 * (re-armed whenever the tokens change, here or in another tab), and a sign-out in another
 * tab signs this one out too.
 */
export function startSessionSync(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;

  const arm = () => {
    clearTimeout(timer);
    const tokens = tokenStore.read();
    if (!tokens) return;
    timer = setTimeout(() => {
      refreshSession('proactive').catch((error: unknown) => {
        if (error instanceof SessionEndedError) endSession('expired');
        // Otherwise no answer: the next request refreshes or replays after a 401.
      });
    }, refreshTimerDelay(tokens, Date.now()));
  };

  const onStorage = (event: StorageEvent) => {
    if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
    const hadSession = event.oldValue !== null;
    tokenStore.notifyExternalChange();
    if (hadSession && !tokenStore.read()) {
      for (const listener of endListeners) listener('signed-out');
    }
  };

  const onBeforeUnload = () => {
    leavingUntil = Date.now() + LEAVE_SETTLE_MS;
    clearTimeout(timer);
    timer = setTimeout(arm, LEAVE_SETTLE_MS);
  };

  const unsubscribe = tokenStore.subscribe(arm);
  window.addEventListener('storage', onStorage);
  window.addEventListener('beforeunload', onBeforeUnload);
  arm();
  return () => {
    clearTimeout(timer);
    unsubscribe();
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('beforeunload', onBeforeUnload);
  };
}
