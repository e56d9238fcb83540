import { describe, expect, it } from 'vitest';
import { keepSignedInHint } from './signed-in-hint';
import { type TokenListener, type SessionTokens } from './token-store';

const tokens: SessionTokens = { accessToken: 'a', refreshToken: 'r', issuedAt: 0, expiresAt: 1 };

function fakeStore(initial: SessionTokens | null) {
  let current = initial;
  const listeners = new Set<TokenListener>();
  return {
    read: () => current,
    subscribe: (listener: TokenListener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: SessionTokens | null) {
      current = next;
      for (const listener of listeners) listener(next);
    },
  };
}

describe('keepSignedInHint', () => {
  it('sets the hint while a session is held and removes it when the session ends', () => {
    const store = fakeStore(null);
    const doc = { cookie: '' };
    keepSignedInHint(store, doc, true);
    expect(doc.cookie).toBe('matjar_signed_in=; Max-Age=0; Path=/; SameSite=Lax; Secure');
    store.set(tokens);
    expect(doc.cookie).toBe('matjar_signed_in=1; Max-Age=2592000; Path=/; SameSite=Lax; Secure');
    store.set(null);
    expect(doc.cookie).toMatch(/^matjar_signed_in=; Max-Age=0;/);
  });

  it('marks a session already held at start, without Secure over plain HTTP', () => {
    const doc = { cookie: '' };
    keepSignedInHint(fakeStore(tokens), doc, false);
    expect(doc.cookie).toBe('matjar_signed_in=1; Max-Age=2592000; Path=/; SameSite=Lax');
  });
});
