import { apiFetch } from './api-fetch';

export interface Bootstrap {
  app_name: string;
  locales: string[];
  default_locale: string;
  /** Null when the server knows no storefront address: "Visit store" is hidden. */
  storefront_url: string | null;
  access_token_lifetime: number;
}

/** GET /api/bootstrap: public settings, loaded once at start by the root route (spec §7). */
export function fetchBootstrap(): Promise<Bootstrap> {
  return apiFetch<{ data: Bootstrap }>('/bootstrap', { auth: false }).then((body) => body.data);
}
