import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchFirstScreen } from './after-first-screen';

/** A router that reports its first load when told to, and counts its listeners. */
function fakeRouter() {
  let listener: (() => void) | undefined;
  const stop = vi.fn(() => (listener = undefined));
  return {
    router: { subscribe: (_event: 'onResolved', next: () => void) => ((listener = next), stop) },
    resolve: () => listener?.(),
    stop,
  };
}

describe('watchFirstScreen', () => {
  afterEach(() => vi.useRealTimers());

  it('stops listening to the router and drops its wait once the router reports', () => {
    vi.useFakeTimers();
    const { router, resolve, stop } = fakeRouter();
    watchFirstScreen(router);
    expect(vi.getTimerCount()).toBe(1);
    resolve();
    expect(stop).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops listening to the router when its wait runs out first', () => {
    vi.useFakeTimers();
    const { router, stop } = fakeRouter();
    watchFirstScreen(router);
    vi.advanceTimersByTime(10_000);
    expect(stop).toHaveBeenCalledTimes(1);
  });
});
