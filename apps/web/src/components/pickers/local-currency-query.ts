import { can, type Currency, type Me } from '@matjar/shared';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api/api-fetch';

/** GET /api/dashboard/currencies: all of them (a store has a handful), for the local one. */
export const fetchCurrencies = (signal?: AbortSignal): Promise<Currency[]> =>
  apiFetch<{ data: Currency[] }>('/dashboard/currencies', { query: { perPage: 100 }, signal }).then((body) => body.data);

/** The currencies, for the local one among them (`['currencies']` refreshes it after a save). */
export const localCurrencyQueryOptions = () =>
  queryOptions({
    queryKey: ['currencies', 'local'] as const,
    queryFn: ({ signal }) => fetchCurrencies(signal),
    staleTime: 5 * 60_000,
  });

/** Whether the user may read the currencies (others are shown prices in the store's usual one). */
export const seesCurrencies = (me: Me): boolean => can(me, 'currencies.view');

/**
 * Asked for as soon as the user is known, beside the screen's own data: most screens show
 * money, and an answer arriving after the screen is drawn would redraw all of it (every
 * price of a list) in one more long task on a phone.
 */
export function prefetchLocalCurrency(queryClient: QueryClient, me: Me): void {
  if (seesCurrencies(me)) void queryClient.prefetchQuery(localCurrencyQueryOptions());
}
