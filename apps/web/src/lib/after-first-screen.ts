import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { nextTask } from './next-task';

/** How long the screen's own requests are waited for at most (a slow answer does not hold the rest back). */
const SCREEN_REQUESTS_WAIT_MS = 3000;
/** How long the router's first load is waited for at most, should it never report. */
const FIRST_LOAD_WAIT_MS = 10_000;

let painted = false;
const listeners = new Set<() => void>();
let resolvePainted: () => void = () => {};
const paintedPromise = new Promise<void>((resolve) => (resolvePainted = resolve));

function markPainted(): void {
  painted = true;
  resolvePainted();
  for (const listener of listeners) listener();
}

/** The router's part that tells a load has ended. */
interface LoadingRouter {
  subscribe(event: 'onResolved', listener: () => void): () => void;
}

/** Resolves once no query is fetching, or after `SCREEN_REQUESTS_WAIT_MS`. */
function screenRequestsIn(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (!queryClient.isFetching()) return resolve();
    const done = () => {
      stop();
      clearTimeout(timer);
      resolve();
    };
    const stop = queryClient.getQueryCache().subscribe(() => {
      if (!queryClient.isFetching()) done();
    });
    const timer = setTimeout(done, SCREEN_REQUESTS_WAIT_MS);
  });
}

/** The main thread's next idle moment (at most 2 s on), or a task of its own where the browser cannot tell (Safari). */
const idle = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve);
  });

const nextFrame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Watches the visit's first screen until it is painted (main.tsx starts it with the router).
 * What only adds to the page (the bell's count and live stream, the offline copy's service
 * worker) waits for it: on a phone's slow link its requests would share the bandwidth with
 * the screen's own code and data, and its work the main thread, before the screen is drawn.
 * The router reports its first load resolved once React has committed the screen; what the
 * screen then asks for (its list, the currencies its prices need) is drawn once it arrives,
 * so that is waited for too, signed in, and the render it causes; the next frame paints it,
 * and the rest starts once the main thread is idle after that frame (a screen's deferred
 * parts are made in slices after its first paint: see `DeferredMount`).
 */
export function watchFirstScreen(router: LoadingRouter, queryClient?: Promise<QueryClient>): void {
  new Promise<void>((resolve) => {
    // Whichever comes first ends both: the router's report or the wait.
    const done = () => {
      stop();
      clearTimeout(timer);
      resolve();
    };
    const stop = router.subscribe('onResolved', done);
    const timer = setTimeout(done, FIRST_LOAD_WAIT_MS);
  })
    .then(() => queryClient?.then(screenRequestsIn))
    .catch(() => undefined)
    // The query cache tells its screens of an answer in a task of its own: they render first.
    .then(nextTask)
    .then(nextFrame)
    .then(idle)
    .then(markPainted);
}

/** Resolves once the visit's first screen is painted (see `watchFirstScreen`). */
export const firstScreenPainted = (): Promise<void> => paintedPromise;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the visit's first screen has been painted (see `watchFirstScreen`). */
export function useAfterFirstScreen(): boolean {
  return useSyncExternalStore(subscribe, () => painted, () => painted);
}
