import type { Me } from '@matjar/shared';

/**
 * Where a user goes after signing in: the page they tried to reach, else the dashboard,
 * whose home route sends users without access to it on to their first menu entry.
 * Checks that depend on the profile (a forced password change) belong here.
 */
export function landingPath(_me: Me, requested: string | undefined): string {
  return safeRedirect(requested) ?? '/dashboard';
}

/** Only paths inside the dashboard are followed, so the link cannot send users elsewhere. */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (!/^\/dashboard(?:[/?#]|$)/.test(value)) return undefined;
  if (/^\/dashboard\/login(?:[/?#]|$)/.test(value)) return undefined;
  return value;
}
