import type { SessionTokens } from './token-store';

/** Spec §7: the timer refreshes 10 s before expiry … */
export const TIMER_LEAD_MS = 10_000;
/** … and a request first refreshes when less than 45 s remain. */
export const REQUEST_REFRESH_BELOW_MS = 45_000;
/** No timer fires sooner than this, whatever the token lifetime. */
export const MIN_TIMER_DELAY_MS = 1_000;

const lifetimeOf = (tokens: SessionTokens) => Math.max(0, tokens.expiresAt - tokens.issuedAt);

/*
 * Both thresholds are capped at half the token's lifetime: with a 30 s token a fixed
 * 45 s threshold would call every fresh token "due" and refresh before every request.
 */

export function isRefreshDue(tokens: SessionTokens, now: number): boolean {
  const threshold = Math.min(REQUEST_REFRESH_BELOW_MS, lifetimeOf(tokens) / 2);
  return tokens.expiresAt - now < threshold;
}

export function refreshTimerDelay(tokens: SessionTokens, now: number): number {
  const lead = Math.min(TIMER_LEAD_MS, lifetimeOf(tokens) / 2);
  return Math.max(MIN_TIMER_DELAY_MS, tokens.expiresAt - lead - now);
}
