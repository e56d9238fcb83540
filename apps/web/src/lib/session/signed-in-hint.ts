import { SIGNED_IN_HINT_COOKIE } from '@matjar/shared';
import type { TokenStore } from './token-store';

const THIRTY_DAYS = 30 * 24 * 60 * 60;

/**
 * Keeps the signed-in hint cookie in step with the session: set while this browser holds
 * tokens, removed when they go (sign-out here or in another tab, a refused refresh). The
 * server reads it only to preload the signed-in layout with the page (spa.ts).
 */
export function keepSignedInHint(store: Pick<TokenStore, 'read' | 'subscribe'>, doc: Pick<Document, 'cookie'> = document, secure = location.protocol === 'https:') {
  const attributes = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  const mark = (signedIn: boolean) => {
    doc.cookie = signedIn ? `${SIGNED_IN_HINT_COOKIE}=1; Max-Age=${THIRTY_DAYS}${attributes}` : `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0${attributes}`;
  };
  mark(store.read() !== null);
  return store.subscribe((tokens) => mark(tokens !== null));
}
