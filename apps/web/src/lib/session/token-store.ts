import { ACCESS_TOKEN_DEFAULT_SECONDS } from '@matjar/shared';

/** The pair the API answers to login and refresh (`data` of POST /api/login). */
export interface TokenPairIn {
  access_token: string;
  refresh_token: string;
  expires_in?: number | null;
}

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  issuedAt: number;
  expiresAt: number;
}

export type TokenListener = (tokens: SessionTokens | null) => void;

export const SESSION_STORAGE_KEY = 'matjar.session';

/**
 * Tokens live in localStorage so every tab shares one session: a rotation or a sign-out
 * in one tab reaches the others through `storage` events (see `watchOtherTabs`).
 */
export function createTokenStore(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>, now = Date.now) {
  const listeners = new Set<TokenListener>();
  const emit = () => {
    const tokens = read();
    for (const listener of listeners) listener(tokens);
  };

  function read(): SessionTokens | null {
    const raw = storage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    try {
      const value = JSON.parse(raw) as Partial<SessionTokens>;
      if (typeof value.accessToken !== 'string' || typeof value.refreshToken !== 'string') return null;
      if (typeof value.issuedAt !== 'number' || typeof value.expiresAt !== 'number') return null;
      return value as SessionTokens;
    } catch {
      return null;
    }
  }

  function save(pair: TokenPairIn): SessionTokens {
    const issuedAt = now();
    const lifetime = (pair.expires_in ?? ACCESS_TOKEN_DEFAULT_SECONDS) * 1000;
    const tokens = {
      accessToken: pair.access_token,
      refreshToken: pair.refresh_token,
      issuedAt,
      expiresAt: issuedAt + lifetime,
    };
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(tokens));
    emit();
    return tokens;
  }

  function clear(): void {
    storage.removeItem(SESSION_STORAGE_KEY);
    emit();
  }

  function subscribe(listener: TokenListener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  return {
    read,
    save,
    clear,
    subscribe,
    /** Another tab wrote the key: tell this tab's listeners. */
    notifyExternalChange: emit,
  };
}

export type TokenStore = ReturnType<typeof createTokenStore>;
