import { can, type Requirement } from '@matjar/shared';
import { useCurrentUser } from './current-user';

/**
 * Whether the signed-in user meets a permission requirement (any-of, or all-of with
 * `{ all: true }`). The UI only hides; the server decides.
 */
export function useCan(requirement: Requirement, options: { all?: boolean } = {}): boolean {
  return can(useCurrentUser(), requirement, options);
}
