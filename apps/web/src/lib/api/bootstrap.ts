import { createKeptCopy } from '../kept-copy';
import { isApiError } from './api-error';
import { apiFetch } from './api-fetch';

export interface Bootstrap {
  app_name: string;
  locales: string[];
  default_locale: string;
  /** Null when the server knows no storefront address: "Visit store" is hidden. */
  storefront_url: string | null;
  access_token_lifetime: number;
}

const looksLikeBootstrap = (value: unknown): value is Bootstrap => {
  const settings = value as Partial<Bootstrap> | null;
  return typeof settings === 'object' && settings !== null && typeof settings.app_name === 'string' && Array.isArray(settings.locales);
};

/** The public settings as last given: a reload with the network down starts the app from them. */
const lastBootstrap = createKeptCopy('matjar.bootstrap', looksLikeBootstrap);

async function requestBootstrap(): Promise<Bootstrap> {
  try {
    const { data } = await apiFetch<{ data: Bootstrap }>('/bootstrap', { auth: false });
    lastBootstrap.keep(data);
    return data;
  } catch (error) {
    const kept = isApiError(error) && error.status === 0 ? lastBootstrap.read() : null;
    if (kept) return kept;
    throw error;
  }
}

let early: Promise<Bootstrap> | undefined;

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
