import { useDeferredValue, type ReactNode } from 'react';

/**
 * Its children are first made in a render of their own, after the one that mounts it:
 * React makes that render in slices of a few milliseconds, yielding to the browser between
 * them, where a mount caused by the router's store (or anything else urgent) is made in one
 * task that holds a phone's main thread for the whole screen. Later renders are as usual.
 */
export function DeferredMount({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : fallback;
}
