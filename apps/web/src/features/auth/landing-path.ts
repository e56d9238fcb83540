import type { Me } from '@matjar/shared';

/**
 * Where a user goes after signing in: the page they tried to reach, else the dashboard,
 * whose home route sends users without access to it on to their first menu entry. A
 * forced password change comes first; the page asked for follows it.
 */
export function landingPath(me: Me, requested: string | undefined): string {
  const target = safeRedirect(requested);
  if (me.must_change_password) {
    return target ? `/dashboard/new-password?redirect=${encodeURIComponent(target)}` : '/dashboard/new-password';
  }
  return target ?? '/dashboard';
}

/** Only paths inside the dashboard are followed, so the link cannot send users elsewhere. */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (!/^\/dashboard(?:[/?#]|$)/.test(value)) return undefined;
  if (/^\/dashboard\/login(?:[/?#]|$)/.test(value)) return undefined;
  return value;
}
