import { can, type Me, type Requirement } from '@matjar/shared';
import { ForbiddenError } from '../lib/route-errors';

/**
 * A route's permission (spec §6): a `beforeLoad` that lets the route load only for users
 * meeting the requirement; the others see the 403 screen in its place.
 */
export function requirePermission(requirement: Requirement) {
  return ({ context }: { context: { me: Me } }) => {
    if (!can(context.me, requirement)) throw new ForbiddenError();
  };
}
