import type { Requirement } from '@matjar/shared';
import type { ReactNode } from 'react';
import { useCan } from '../lib/session/use-can';

/** Shows its children only to users meeting the requirement (spec §6); `fallback` otherwise. */
export function Can({
  permission,
  all,
  fallback = null,
  children,
}: {
  permission: Requirement;
  all?: boolean;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  return useCan(permission, { all }) ? children : fallback;
}
