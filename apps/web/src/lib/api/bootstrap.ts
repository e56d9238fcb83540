import { apiFetch } from './api-fetch';

export interface Bootstrap {
  app_name: string;
  locales: string[];
  default_locale: string;
  /** Null when the server knows no storefront address: "Visit store" is hidden. */
  storefront_url: string | null;
  access_token_lifetime: number;
}

let early: Promise<Bootstrap> | undefined;

const requestBootstrap = () => apiFetch<{ data: Bootstrap }>('/bootstrap', { auth: false }).then((body) => body.data);

/** Asks for the settings as the app starts, before the router (and, signed in, the profile) gets to the root's loader. */
export function prefetchBootstrap(): void {
  early = requestBootstrap();
  early.catch(() => undefined);
}

/** GET /api/bootstrap: public settings, loaded once at start by the root route (spec §7). */
export function fetchBootstrap(): Promise<Bootstrap> {
  const answer = early ?? requestBootstrap();
  early = undefined;
  return answer;
}
