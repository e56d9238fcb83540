import { SIGNED_IN_HINT_COOKIE } from '@matjar/shared';
import { cookieText } from '../cookie';
import type { TokenStore } from './token-store';

const THIRTY_DAYS = 30 * 24 * 60 * 60;

/**
 * Keeps the signed-in hint cookie in step with the session: set while this browser holds
 * tokens, removed when they go (sign-out here or in another tab, a refused refresh). The
 * server reads it only to preload the signed-in layout with the page (spa.ts).
 */
export function keepSignedInHint(store: Pick<TokenStore, 'read' | 'subscribe'>, doc: Pick<Document, 'cookie'> = document, secure = location.protocol === 'https:') {
  const mark = (signedIn: boolean) => {
    doc.cookie = signedIn ? cookieText(SIGNED_IN_HINT_COOKIE, '1', THIRTY_DAYS, secure) : cookieText(SIGNED_IN_HINT_COOKIE, '', 0, secure);
  };
  mark(store.read() !== null);
  return store.subscribe((tokens) => mark(tokens !== null));
}
