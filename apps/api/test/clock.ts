import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A clock the test moves by hand. Only `Date` is faked: timers, sockets and the database
 * keep real time, while the server (in this process) reads the test's time for every
 * timestamp it writes or compares, so a wait of minutes takes none.
 */
export function useTestClock() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  return {
    advance: (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000),
  };
}
