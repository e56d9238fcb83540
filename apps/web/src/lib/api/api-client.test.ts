import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createRefresher, type LockRequester } from '../session/refresher';
import { createTokenStore, type DurableTokens, type SessionTokens, type TokenPairIn } from '../session/token-store';
import { ApiError } from './api-error';
import { apiUrl, createApiClient } from './api-client';
import { fetchOrNetworkError, readResponse } from './read-response';

/** An in-memory localStorage, shared by the "tabs" of a test. */
function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

/** A Web Locks stand-in: one holder at a time across every tab given it. */
function memoryLocks(): LockRequester {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    request<T>(_name: string, callback: () => Promise<T>): Promise<T> {
      const run = tail.then(callback);
      tail = run.catch(() => undefined);
      return run;
    },
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const pair = (n: number): TokenPairIn => ({ access_token: `access-${n}`, refresh_token: `refresh-${n}`, expires_in: 120 });

const messages = { server: () => 'server error', network: () => 'network error', sessionEnded: () => 'session ended' };

type Handler = (url: string, init: RequestInit) => Promise<Response>;

/**
 * A server in the spirit of the API: `access-n` is accepted unless expired, `refresh-n`
 * rotates to n + 1 once; presenting an old refresh token is refused.
 */
function fakeServer() {
  const state = { current: 1, expired: new Set<string>(), refreshGate: Promise.resolve(), refreshes: [] as string[] };
  const handler: Handler = async (url, init) => {
    if (url === '/api/refresh_token') {
      const { token } = JSON.parse(String(init.body)) as { token: string };
      state.refreshes.push(token);
      await state.refreshGate;
      if (token !== `refresh-${state.current}`) return json(401, { message: 'refused' });
      state.current += 1;
      return json(200, { data: pair(state.current) });
    }
    const token = new Headers(init.headers).get('Authorization')?.replace('Bearer ', '');
    if (token !== `access-${state.current}` || state.expired.has(token)) return json(401, { message: 'expired' });
    return json(200, { data: { url, language: new Headers(init.headers).get('Accept-Language') } });
  };
  return { state, handler };
}

/** One browser tab: its own client and refresher over shared storage, server and locks. */
function tab(
  storage: ReturnType<typeof memoryStorage>,
  server: Handler,
  options: { locks?: LockRequester; now?: () => number; durable?: DurableTokens; isLeaving?: () => boolean } = {},
) {
  const now = options.now ?? (() => 0);
  const store = createTokenStore(storage, now, options.durable);
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => server(String(input), init ?? {}));
  const refresh = createRefresher({
    store,
    now,
    locks: options.locks,
    isLeaving: options.isLeaving,
    isRefusal: (error) => error instanceof ApiError && error.status === 401,
    callRefresh: async (token) => {
      const init = { method: 'POST', body: JSON.stringify({ token, provider: 'dashboard' }) };
      const response = await fetchOrNetworkError(fetchMock as typeof fetch, '/api/refresh_token', init, messages);
      return (await readResponse<{ data: TokenPairIn }>(response, messages)).data;
    },
  });
  const endSession = vi.fn(() => store.clear());
  const client = createApiClient({ fetch: fetchMock as typeof fetch, store, refresh, language: () => 'ar', messages, endSession, now });
  return { ...client, store, endSession, fetchMock };
}

describe('apiUrl', () => {
  it('puts paths under /api and leaves out empty query values', () => {
    expect(apiUrl('/dashboard/units', { page: 2, search: '', sort: '-name', ids: [1, 2], x: null })).toBe(
      '/api/dashboard/units?page=2&sort=-name&ids=1&ids=2',
    );
    expect(apiUrl('/api/dashboard/me')).toBe('/api/dashboard/me');
  });
});

describe('apiFetch and the session', () => {
  let storage: ReturnType<typeof memoryStorage>;
  let server: ReturnType<typeof fakeServer>;
  beforeEach(() => {
    storage = memoryStorage();
    server = fakeServer();
  });

  it('sends the bearer token and the language, and answers the parsed JSON', async () => {
    const client = tab(storage, server.handler);
    await client.store.save(pair(1));
    await expect(client.apiFetch('/dashboard/units')).resolves.toEqual({
      data: { url: '/api/dashboard/units', language: 'ar' },
    });
  });

  it('refreshes once for concurrent 401s and replays each request', async () => {
    const client = tab(storage, server.handler);
    await client.store.save(pair(1));
    server.state.expired.add('access-1');
    const results = await Promise.all(['/a', '/b', '/c'].map((path) => client.apiFetch(path)));
    expect(results.map((r) => (r as { data: { url: string } }).data.url)).toEqual(['/api/a', '/api/b', '/api/c']);
    expect(server.state.refreshes).toEqual(['refresh-1']);
    expect(client.store.read()?.accessToken).toBe('access-2');
  });

  it('takes the tokens another tab rotated while it waited for the lock, instead of reusing the old one', async () => {
    const locks = memoryLocks();
    const first = tab(storage, server.handler, { locks });
    const second = tab(storage, server.handler, { locks });
    await first.store.save(pair(1));
    server.state.expired.add('access-1');
    // Hold the refresh answer until both tabs have been refused and asked to refresh.
    server.state.refreshGate = new Promise((resolve) => setTimeout(resolve, 10));
    const answers = await Promise.all([first.apiFetch('/one'), second.apiFetch('/two')]);
    expect(answers).toHaveLength(2);
    expect(server.state.refreshes).toEqual(['refresh-1']);
    expect(second.endSession).not.toHaveBeenCalled();
    expect(second.store.read()?.refreshToken).toBe('refresh-2');
  });

  it('reads the rotated token from the durable copy when its own localStorage lags behind', async () => {
    // Each tab has its own (possibly stale) localStorage view; the durable copy is shared.
    let shared: SessionTokens | null = null;
    const durable: DurableTokens = {
      read: async () => shared,
      write: async (tokens) => void (shared = tokens),
    };
    const locks = memoryLocks();
    const first = tab(memoryStorage(), server.handler, { locks, durable });
    const second = tab(memoryStorage(), server.handler, { locks, durable });
    await first.store.save(pair(1));
    await second.store.save(pair(1));
    server.state.expired.add('access-1');
    await first.apiFetch('/one'); // rotates to 2; the second tab's localStorage still says 1
    expect(second.store.read()?.refreshToken).toBe('refresh-1');
    await expect(second.apiFetch('/two')).resolves.toBeDefined();
    expect(server.state.refreshes).toEqual(['refresh-1']);
    expect(second.endSession).not.toHaveBeenCalled();
  });

  it('does not take a durable copy that a reload cut short over the newer pair in localStorage', async () => {
    // The last rotation (1 → 2) reached localStorage, but the page unloaded before the
    // IndexedDB write committed: the durable copy still holds pair 1, which is spent.
    let clock = 1_000;
    let shared: SessionTokens | null = null;
    const durable: DurableTokens = { read: async () => shared, write: async (tokens) => void (shared = tokens) };
    const reloaded = tab(storage, server.handler, { locks: memoryLocks(), durable, now: () => clock });
    await reloaded.store.save(pair(1));
    const spent = shared;
    clock += 1_000;
    await reloaded.store.save(pair(2));
    shared = spent;
    server.state.current = 2;
    server.state.expired.add('access-2');

    await expect(reloaded.apiFetch('/dashboard/me')).resolves.toBeDefined();
    expect(server.state.refreshes).toEqual(['refresh-2']);
    expect(reloaded.endSession).not.toHaveBeenCalled();
    expect(reloaded.store.read()?.refreshToken).toBe('refresh-3');
    expect(shared).toMatchObject({ refreshToken: 'refresh-3' });
  });

  it('starts no refresh while the page is being left, and keeps the session', async () => {
    let leaving = true;
    const client = tab(storage, server.handler, { isLeaving: () => leaving });
    await client.store.save(pair(1));
    server.state.expired.add('access-1');
    await expect(client.apiFetch('/dashboard/units')).rejects.toMatchObject({ name: 'PageLeavingError' });
    expect(server.state.refreshes).toEqual([]);
    expect(client.endSession).not.toHaveBeenCalled();
    expect(client.store.read()?.refreshToken).toBe('refresh-1');

    leaving = false; // the leave was called off
    await expect(client.apiFetch('/dashboard/units')).resolves.toBeDefined();
    expect(server.state.refreshes).toEqual(['refresh-1']);
  });

  it('refreshes before a request when less than 45 s remain', async () => {
    let clock = 0;
    const client = tab(storage, server.handler, { now: () => clock });
    await client.store.save(pair(1));
    clock = 80_000; // 40 s left of 120
    await client.apiFetch('/dashboard/me');
    expect(server.state.refreshes).toEqual(['refresh-1']);
    const calls = client.fetchMock.mock.calls.map(([url]) => String(url));
    expect(calls).toEqual(['/api/refresh_token', '/api/dashboard/me']);
  });

  it('ends the session when the refresh token is refused', async () => {
    const client = tab(storage, server.handler);
    await client.store.save(pair(1));
    server.state.current = 5; // the whole session was revoked
    await expect(client.apiFetch('/dashboard/units')).rejects.toMatchObject({ status: 401, message: 'session ended' });
    expect(client.endSession).toHaveBeenCalledTimes(1);
    expect(client.store.read()).toBeNull();
  });

  it('ends the session on a 401 when there is no token at all', async () => {
    const client = tab(storage, server.handler);
    await expect(client.apiFetch('/dashboard/units')).rejects.toMatchObject({ status: 401 });
    expect(server.state.refreshes).toEqual([]);
    expect(client.endSession).toHaveBeenCalledTimes(1);
  });

  it('does not refresh after a 401 from logout, nor on calls made without the session', async () => {
    const client = tab(storage, server.handler);
    await client.store.save(pair(1));
    server.state.expired.add('access-1');
    await expect(client.apiFetch('/dashboard/logout', { method: 'POST' })).rejects.toMatchObject({ status: 401 });
    await expect(client.apiFetch('/login', { method: 'POST', body: {}, auth: false })).rejects.toMatchObject({ status: 401 });
    expect(server.state.refreshes).toEqual([]);
    expect(client.endSession).not.toHaveBeenCalled();
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    const offline: Handler = async (url, init) => {
      if (url === '/api/refresh_token') throw new TypeError('Failed to fetch');
      return server.handler(url, init);
    };
    const client = tab(storage, offline);
    await client.store.save(pair(1));
    server.state.expired.add('access-1');
    await expect(client.apiFetch('/dashboard/units')).rejects.toMatchObject({ status: 0, message: 'network error' });
    expect(client.endSession).not.toHaveBeenCalled();
    expect(client.store.read()?.refreshToken).toBe('refresh-1');
  });

  it('turns an error answer into ApiError with the server message and field errors', async () => {
    const client = tab(storage, async () => json(422, { message: 'data incomplete', errors: { 'name.en': ['required'] } }));
    await expect(client.apiFetch('/login', { method: 'POST', body: {}, auth: false })).rejects.toMatchObject({
      status: 422,
      message: 'data incomplete',
      errors: { 'name.en': ['required'] },
    });
  });

  it('sends FormData as it is, and plain values as JSON', async () => {
    const client = tab(storage, async () => json(200, {}));
    const form = new FormData();
    await client.apiFetch('/x', { method: 'POST', body: form, auth: false });
    await client.apiFetch('/y', { method: 'POST', body: { a: 1 }, auth: false });
    const [first, second] = client.fetchMock.mock.calls.map(([, init]) => init);
    expect(first?.body).toBe(form);
    expect(new Headers(first?.headers).has('Content-Type')).toBe(false);
    expect(second?.body).toBe('{"a":1}');
    expect(new Headers(second?.headers).get('Content-Type')).toBe('application/json');
  });
});
