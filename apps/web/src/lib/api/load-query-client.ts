import type { QueryClient } from '@tanstack/react-query';

/**
 * The query client, loaded on first use. Signed-in routes and the sign-in step that
 * primes the profile call this; its module is a chunk of its own, so TanStack Query's
 * core is not part of the sign-in page's JavaScript.
 */
export function loadQueryClient(): Promise<QueryClient> {
  return import('./query-client').then((module) => module.queryClient);
}
