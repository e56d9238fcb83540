import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from './api-fetch';

export interface Bootstrap {
  app_name: string;
  locales: string[];
  default_locale: string;
  storefront_url: string;
  access_token_lifetime: number;
}

/** GET /api/bootstrap, public, loaded once at start (spec §7). */
export const bootstrapQueryOptions = () =>
  queryOptions({
    queryKey: ['bootstrap'],
    queryFn: ({ signal }) => apiFetch<{ data: Bootstrap }>('/bootstrap', { signal, auth: false }).then((b) => b.data),
    staleTime: Infinity,
  });
