import { isRefreshDue } from '../session/refresh-policy';
import { SessionEndedError, type Refresh } from '../session/refresher';
import type { SessionTokens, TokenStore } from '../session/token-store';
import { ApiError } from './api-error';
import { fetchOrNetworkError, readResponse, type FallbackMessages } from './read-response';

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Search params; null, undefined and '' are left out, arrays repeat the key. */
  query?: Record<string, QueryValue>;
  /** A plain value is sent as JSON; a `FormData` (see `toFormData`) as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /** Send the bearer token and handle 401 with a refresh (default). Off for login and bootstrap. */
  auth?: boolean;
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  store: TokenStore;
  refresh: Refresh;
  /** The language every message of the answer should be in. */
  language: () => string;
  messages: FallbackMessages & { sessionEnded: () => string };
  /** The session is over (no token, refused refresh): clear it and send the user to sign in. */
  endSession: () => void;
  now?: () => number;
}

/** Calls whose 401 must not start a refresh (spec §7). */
const NO_REFRESH = ['/api/dashboard/logout', '/api/refresh_token'];

/** Paths are under /api; `/dashboard/units` and `/api/dashboard/units` name the same call. */
export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const base = path.startsWith('/api/') ? path : `/api${path.startsWith('/') ? '' : '/'}${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined || value === '') continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) params.append(key, String(item));
  }
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

export function createApiClient(deps: ApiClientDeps) {
  const now = deps.now ?? Date.now;

  function send(url: string, options: ApiFetchOptions, tokens: SessionTokens | null): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': deps.language() };
    if (tokens) headers.Authorization = `Bearer ${tokens.accessToken}`;
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const init: RequestInit = { method: options.method ?? 'GET', headers, body };
    if (options.signal) init.signal = options.signal;
    return fetchOrNetworkError(deps.fetch, url, init, deps.messages);
  }

  function sessionEnded(): ApiError {
    deps.endSession();
    return new ApiError(401, deps.messages.sessionEnded());
  }

  /** The stored tokens, refreshed first when little time is left. */
  async function tokensForRequest(): Promise<SessionTokens | null> {
    const tokens = deps.store.read();
    if (!tokens || !isRefreshDue(tokens, now())) return tokens;
    try {
      return await deps.refresh('proactive');
    } catch (error) {
      if (error instanceof SessionEndedError) throw sessionEnded();
      // The refresh could not reach the server; the current token may still be accepted.
      return deps.store.read();
    }
  }

  /** After a 401: tokens another tab or request already renewed, else one refresh. */
  async function tokensAfterRejection(used: SessionTokens | null): Promise<SessionTokens> {
    const stored = deps.store.read();
    if (stored && used && stored.accessToken !== used.accessToken) return stored;
    if (!stored) throw sessionEnded();
    try {
      return await deps.refresh('rejected');
    } catch (error) {
      throw error instanceof SessionEndedError ? sessionEnded() : error;
    }
  }

  /** The answer of a call with the session's token, refreshed and sent again once on a 401. */
  async function authorisedResponse(path: string, options: ApiFetchOptions): Promise<Response> {
    const url = apiUrl(path, options.query);
    const auth = options.auth ?? true;
    const tokens = auth ? await tokensForRequest() : null;
    let response = await send(url, options, tokens);
    if (response.status === 401 && auth && !NO_REFRESH.includes(url.split('?')[0] ?? url)) {
      response = await send(url, options, await tokensAfterRejection(tokens));
      // A fresh token refused too: the session was revoked (signed out elsewhere, disabled).
      if (response.status === 401) throw sessionEnded();
    }
    return response;
  }

  async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
    return readResponse<T>(await authorisedResponse(path, options), deps.messages);
  }

  /** A file answer (CSV export, print) as a Blob; an error answer throws like `apiFetch`. */
  async function apiDownload(path: string, options: ApiFetchOptions = {}): Promise<Blob> {
    const response = await authorisedResponse(path, options);
    if (!response.ok) return readResponse<never>(response, deps.messages);
    return response.blob();
  }

  return { apiFetch, apiDownload };
}
