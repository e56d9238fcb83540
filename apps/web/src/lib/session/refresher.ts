import { isRefreshDue } from './refresh-policy';
import type { SessionTokens, TokenPairIn, TokenStore } from './token-store';

/** The session cannot go on: no refresh token, or the server refused it. */
export class SessionEndedError extends Error {
  override readonly name = 'SessionEndedError';
  constructor() {
    super('session_ended');
  }
}

/** Why a refresh is asked for: the API answered 401, or the token is about to expire. */
export type RefreshReason = 'rejected' | 'proactive';

/** The part of the Web Locks API used here (`navigator.locks`). */
export interface LockRequester {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface RefresherDeps {
  store: TokenStore;
  /** POST /api/refresh_token; rejects with the API's error. */
  callRefresh: (refreshToken: string) => Promise<TokenPairIn>;
  /** Does this error from the refresh call mean the token was refused (end the session)? */
  isRefusal: (error: unknown) => boolean;
  /** Cross-tab mutual exclusion; without it (old browser, insecure origin) only this tab is serialised. */
  locks?: LockRequester | undefined;
  /** Is the page on its way out (reload, navigation)? Then no refresh starts. */
  isLeaving?: () => boolean;
  now?: () => number;
}

/**
 * A refresh not started because the page is being closed or navigated away from: its answer would go with the
 * page, and the refresh token it spent with it, so the next page (or another tab, once
 * the lock is released) would present a rotated token. Not a refusal: the session goes on.
 */
export class PageLeavingError extends Error {
  override readonly name = 'PageLeavingError';
  constructor() {
    super('page_leaving');
  }
}

export const REFRESH_LOCK = 'matjar-refresh';

/**
 * One refresh at a time. Inside the tab, callers share the promise of the refresh under
 * way. Across tabs, the Web Lock serialises them, and the stored refresh token is read
 * again once the lock is held (from the copy every tab sees alike): if another tab
 * rotated it meanwhile, its new tokens are used, because sending the old token again
 * would count as reuse and revoke the session.
 */
export function createRefresher(deps: RefresherDeps) {
  const now = deps.now ?? Date.now;
  let inFlight: Promise<SessionTokens> | null = null;

  async function rotate(seen: SessionTokens, reason: RefreshReason): Promise<SessionTokens> {
    const current = await deps.store.readLatest();
    if (!current) throw new SessionEndedError();
    if (current.refreshToken !== seen.refreshToken) return current;
    if (reason === 'proactive' && !isRefreshDue(current, now())) return current;
    if (deps.isLeaving?.()) throw new PageLeavingError();
    let pair: TokenPairIn;
    try {
      pair = await deps.callRefresh(current.refreshToken);
    } catch (error) {
      throw deps.isRefusal(error) ? new SessionEndedError() : error;
    }
    // Saved before the lock is released, so the next holder reads the new refresh token.
    return deps.store.save(pair);
  }

  return function refresh(reason: RefreshReason): Promise<SessionTokens> {
    if (inFlight) return inFlight;
    const seen = deps.store.read();
    if (!seen) return Promise.reject(new SessionEndedError());
    const run = () => rotate(seen, reason);
    inFlight = (deps.locks ? deps.locks.request(REFRESH_LOCK, run) : run()).finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}

export type Refresh = ReturnType<typeof createRefresher>;
