import type { Home, HomePeriod } from '@matjar/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api/api-fetch';

// The home route's loader imports this file (the first bundle): the query's key and fetch
// only, no schema and no hook.

/** The home's periods (the shared `HOME_PERIODS`, written here to keep zod out of the first bundle). */
export const PERIODS = ['today', '7d', '30d'] as const satisfies readonly HomePeriod[];
export const DEFAULT_PERIOD: HomePeriod = '7d';

/** The period of the home's URL (`?period=30d`), the API's default when absent or unknown. */
export const homeSearch = (search: Record<string, unknown>): { period?: HomePeriod } =>
  PERIODS.includes(search.period as HomePeriod) ? { period: search.period as HomePeriod } : {};

/** `GET /api/dashboard/home?period=…`: the parts of the home the user may see (null: no permission). */
export const homeQueryOptions = (period: HomePeriod = DEFAULT_PERIOD) =>
  queryOptions({
    queryKey: ['home', period],
    queryFn: ({ signal }) => apiFetch<{ data: Home }>('/dashboard/home', { query: { period }, signal }).then((body) => body.data),
  });
