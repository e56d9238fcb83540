import { i18n } from '../i18n/i18n';
import { endSession, fallbackMessages, refreshSession, tokenStore } from '../session/session';
import { createApiClient } from './api-client';

export type { ApiFetchOptions } from './api-client';

/**
 * `apiFetch<T>(path, { method, query, body, signal })` → the parsed JSON answer
 * (`{ data, meta? }`); `apiDownload` the same call's file as a Blob. Sends the bearer
 * token and the language, refreshes the session when needed (spec §7) and throws
 * `ApiError` on an error answer.
 */
export const { apiFetch, apiDownload } = createApiClient({
  fetch: (input, init) => fetch(input, init),
  store: tokenStore,
  refresh: refreshSession,
  // Calls made as the page starts go out before the translator has its language: they take the
  // one the page was opened in, which <html lang> already carries (applyDocumentLocale).
  language: () => i18n.language || document.documentElement.lang,
  messages: { ...fallbackMessages, sessionEnded: () => i18n.t('errors:session_expired') },
  endSession: () => endSession('expired'),
});
