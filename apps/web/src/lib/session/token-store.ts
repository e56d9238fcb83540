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

/** A copy every tab reads consistently (IndexedDB in the browser; see durable-tokens.ts). */
export interface DurableTokens {
  read(): Promise<SessionTokens | null>;
  write(tokens: SessionTokens | null): Promise<void>;
}

export const SESSION_STORAGE_KEY = 'matjar.session';

function parse(raw: string | null): SessionTokens | null {
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

/**
 * The session's tokens, shared by every tab. localStorage gives synchronous reads and
 * `storage` events, so a rotation or a sign-out in one tab reaches the others. But a
 * browser propagates localStorage writes between tabs asynchronously: a tab may read a
 * refresh token another tab has just rotated. Sending it would count as reuse and revoke
 * the session, so the refresh (under its cross-tab lock) reads `readLatest()`, the
 * durable copy, which is consistent across tabs once written.
 */
export function createTokenStore(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  now = Date.now,
  durable?: DurableTokens,
) {
  const listeners = new Set<TokenListener>();
  const read = () => parse(storage.getItem(SESSION_STORAGE_KEY));
  const emit = () => {
    const tokens = read();
    for (const listener of listeners) listener(tokens);
  };

  /** Stores tokens; resolves once the durable copy is written. */
  async function save(pair: TokenPairIn): Promise<SessionTokens> {
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
    // Without IndexedDB (blocked, full) the session still works, from localStorage alone.
    await durable?.write(tokens).catch(() => undefined);
    return tokens;
  }

  function clear(): void {
    storage.removeItem(SESSION_STORAGE_KEY);
    emit();
    void durable?.write(null).catch(() => undefined);
  }

  /**
   * The tokens as the last writer in any tab left them: the newer of the durable copy and
   * this tab's. Either can be behind. This tab's localStorage view lags a rotation made in
   * another tab; the durable copy lags when its write was cut short, by a reload for one:
   * the page wrote localStorage (synchronous) and unloaded before IndexedDB committed, and
   * the durable copy still holds the pair that rotation spent. Pairs are stamped when
   * saved, under the refresh lock, so the later stamp is the live one.
   */
  async function readLatest(): Promise<SessionTokens | null> {
    const durableCopy = await durable?.read().catch(() => null);
    const local = read();
    if (!durableCopy) return local;
    return local && local.issuedAt > durableCopy.issuedAt ? local : durableCopy;
  }

  function subscribe(listener: TokenListener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  return {
    read,
    readLatest,
    save,
    clear,
    subscribe,
    /** Another tab wrote the key: tell this tab's listeners. */
    notifyExternalChange: emit,
  };
}

export type TokenStore = ReturnType<typeof createTokenStore>;
