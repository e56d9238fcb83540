import { can, type Currency, type Me } from '@matjar/shared';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api/api-fetch';

/** The currencies, for the local one among them (`['currencies']` refreshes it after a save). */
export const localCurrencyQueryOptions = () =>
  queryOptions({
    queryKey: ['currencies', 'local'] as const,
    queryFn: ({ signal }) =>
      apiFetch<{ data: Currency[] }>('/dashboard/currencies', { query: { perPage: 100 }, signal }).then((body) => body.data),
    staleTime: 5 * 60_000,
  });

/**
 * Asked for as soon as the user is known, beside the screen's own data: most screens show
 * money, and an answer arriving after the screen is drawn would redraw all of it (every
 * price of a list) in one more long task on a phone.
 */
export function prefetchLocalCurrency(queryClient: QueryClient, me: Me): void {
  if (can(me, 'currencies.view')) void queryClient.prefetchQuery(localCurrencyQueryOptions());
}
