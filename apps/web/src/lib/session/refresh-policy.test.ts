import { describe, expect, it } from 'vitest';
import { isRefreshDue, MIN_TIMER_DELAY_MS, refreshTimerDelay } from './refresh-policy';
import type { SessionTokens } from './token-store';

const tokens = (lifetimeSeconds: number): SessionTokens => ({
  accessToken: 'a',
  refreshToken: 'r',
  issuedAt: 0,
  expiresAt: lifetimeSeconds * 1000,
});

describe('refresh policy', () => {
  it('follows spec §7 for the default 120 s token', () => {
    const pair = tokens(120);
    expect(refreshTimerDelay(pair, 0)).toBe(110_000);
    expect(isRefreshDue(pair, 74_000)).toBe(false);
    expect(isRefreshDue(pair, 76_000)).toBe(true);
  });

  it('never calls a fresh short-lived token due, nor fires the timer at once', () => {
    const pair = tokens(20);
    expect(isRefreshDue(pair, 0)).toBe(false);
    expect(isRefreshDue(pair, 11_000)).toBe(true);
    expect(refreshTimerDelay(pair, 0)).toBe(10_000);
    expect(refreshTimerDelay(tokens(1), 0)).toBe(MIN_TIMER_DELAY_MS);
    expect(refreshTimerDelay(pair, 60_000)).toBe(MIN_TIMER_DELAY_MS);
  });
});
