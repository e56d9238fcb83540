/* global self, caches, fetch, URL */
/*
 * Matjar's service worker: the app shell for offline visits, nothing else.
 *
 * - A page (a navigation) comes from the network while there is one; each one that
 *   arrives is kept, so with the network down the last one stands in and the app starts.
 *   The page is the same for everyone (index.html with its language set): nothing private.
 * - Built files under /assets/ are named by their content, so a kept copy never goes
 *   stale: they come from the cache once fetched.
 * - Nothing else is touched: API answers carry private data and go to the network only,
 *   and so do uploaded images.
 * A new build's worker takes over at once and drops the caches of older versions.
 */
const VERSION = 'matjar-shell-v1';
const SHELL = '/__shell__';

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== VERSION).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

async function page(request) {
  const cache = await caches.open(VERSION);
  try {
    const response = await fetch(request);
    if (response.ok && (response.headers.get('content-type') ?? '').startsWith('text/html')) {
      await cache.put(SHELL, response.clone());
    }
    return response;
  } catch (error) {
    const kept = await cache.match(SHELL);
    if (kept) return kept;
    throw error;
  }
}

async function asset(request) {
  const cache = await caches.open(VERSION);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') event.respondWith(page(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(asset(request));
});
