import type { Me } from '@matjar/shared';
import { useQuery } from '@tanstack/react-query';
import { meQueryOptions } from './me-query';

/**
 * The signed-in user; only for screens behind the dashboard guard, which loads it first.
 * Kept apart from `meQueryOptions` so the sign-in page, which only fetches, does not
 * load the query observer.
 */
export function useCurrentUser(): Me | undefined {
  return useQuery(meQueryOptions()).data;
}
