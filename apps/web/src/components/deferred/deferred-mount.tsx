import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Its children are first made after the render that mounts it has been committed, in a
 * transition: React makes that render in slices of a few milliseconds, yielding to the
 * browser between them, where a mount caused by the router's store (or anything else
 * urgent) is made in one task that holds a phone's main thread for the whole screen. And
 * what is around it is committed and painted first, so a screen's frame and the screen
 * inside it are two shorter commits rather than one long one. (`useDeferredValue` would
 * make them in the render of an enclosing deferred mount, and commit them with it.) Later
 * renders are as usual.
 */
export function DeferredMount({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready ? children : fallback;
}

/**
 * A deferred mount's fallback where what comes is long (a screen, a table, an order's
 * cards): it holds a screen's height, so the footer below stays off screen rather than
 * showing and then being pushed down (a layout shift).
 */
export function ScreenHeight() {
  return <div style={{ minBlockSize: '100vh' }} />;
}
