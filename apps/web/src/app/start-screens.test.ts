import { beforeAll, describe, expect, it, vi } from 'vitest';

// The browser as the app's start reads it: storage, the address in the bar, its history.
const storage = new Map<string, string>();
const location = { pathname: '/', search: '', hash: '', href: 'http://matjar.test/', origin: 'http://matjar.test' };
const browserHistory = { state: null, length: 1, scrollRestoration: 'auto', pushState() {}, replaceState() {}, go() {}, back() {}, forward() {} };
const sessionStore = { getItem: () => null, setItem() {}, removeItem() {} };
vi.stubGlobal('window', {
  localStorage: { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => storage.set(key, value), removeItem: (key: string) => storage.delete(key) },
  sessionStorage: sessionStore,
  location,
  history: browserHistory,
  addEventListener() {},
  removeEventListener() {},
  scrollTo() {},
});
vi.stubGlobal('history', browserHistory);
vi.stubGlobal('addEventListener', () => {});
vi.stubGlobal('removeEventListener', () => {});
vi.stubGlobal('scrollTo', () => {});
vi.stubGlobal('self', globalThis);
vi.stubGlobal('sessionStorage', sessionStore);
// Node's own navigator has no onLine, which the data cache would read as offline.
vi.stubGlobal('navigator', { onLine: true });
vi.stubGlobal('document', { cookie: '', documentElement: {}, addEventListener() {}, removeEventListener() {} });

let startMatchedScreens: typeof import('./start-screens')['startMatchedScreens'];
let createAppRouter: typeof import('./router')['createAppRouter'];
let loadQueryClient: typeof import('../lib/api/load-query-client')['loadQueryClient'];
beforeAll(async () => {
  ({ startMatchedScreens } = await import('./start-screens'));
  ({ createAppRouter } = await import('./router'));
  ({ loadQueryClient } = await import('../lib/api/load-query-client'));
});

/** What the app asks the server for, in order, answering each with an empty success. */
function recordRequests() {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: string | URL | Request) => {
    const url = new URL(String(input instanceof Request ? input.url : input), location.origin);
    asked.push(`${url.pathname}${url.search}`);
    const data = url.pathname.endsWith('/me') ? { id: 1, username: 'admin', permissions: [], roles: [] } : [];
    return new Response(JSON.stringify({ data, meta: { total: 0, last_page: 1, current_page: 1, per_page: 15 } }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return asked;
}

async function startAt(path: string) {
  Object.assign(location, { pathname: path, href: `${location.origin}${path}` });
  const asked = recordRequests();
  startMatchedScreens(createAppRouter(''), 'en');
  return asked;
}

describe('a signed-in start', () => {
  it('asks for the profile and a list’s first page at once, before any screen renders', async () => {
    const asked = await startAt('/dashboard/products');
    expect(asked[0]).toBe('/api/dashboard/me');
    await vi.waitFor(() => expect(asked.some((url) => url.startsWith('/api/dashboard/products?'))).toBe(true));
  });

  it('asks for an order with the order page’s code', async () => {
    const asked = await startAt('/dashboard/orders/7');
    await vi.waitFor(() => expect(asked).toContain('/api/dashboard/orders/7'));
  });

  it('asks for nothing a path that is no id would name', async () => {
    const asked = await startAt('/dashboard/orders/abc');
    // Once the data cache and the order's query module are in, and a task later, an order
    // asked for would have gone out.
    await loadQueryClient();
    await import('../features/orders/api/get-order');
    await new Promise((resolve) => setImmediate(resolve));
    expect(asked).toEqual(['/api/dashboard/me']);
  });
});
