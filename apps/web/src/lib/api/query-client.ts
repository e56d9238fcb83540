import { onlineManager, QueryClient } from '@tanstack/react-query';
import { i18n } from '../i18n/i18n';
import { onSessionEnded } from '../session/session';
import { isApiError } from './api-error';

/** 4xx answers are final (retrying a 403 or a 422 changes nothing); other failures retry twice. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * The signed-in app's server-state cache. It is loaded with the first signed-in route
 * (`loadQueryClient`), not by the sign-in page, which needs none of it.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
    // A change made offline fails at once with the network message, and the form keeps what
    // was typed, rather than waiting silently, unseen, to be sent whenever the network returns.
    mutations: { retry: false, networkMode: 'always' },
  },
});

// TanStack Query counts itself online until an \`offline\` event; a page loaded with the
// network down gets none, so it starts from the browser's word. Queries then wait for the
// network instead of failing, and resume when it is back.
onlineManager.setOnline(navigator.onLine);

// One user's cached data must not outlive their session.
onSessionEnded(() => queryClient.clear());

// Lists sort by name in the request's language and the server words its messages in it,
// so after a switch of language the cached answers are refetched in the new one.
i18n.subscribe(() => void queryClient.invalidateQueries());
