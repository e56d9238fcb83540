import { SUPER_ADMIN_ROLE } from '../constants.js';
import type { Permission } from './catalogue.js';

/** What a permission check needs to know about the user. */
export interface PermissionHolder {
  roles: readonly (string | { name: string })[];
  permissions: readonly string[];
}

/** A requirement: null passes, a name, or a list (any-of unless `all` is asked). */
export type Requirement = Permission | readonly Permission[] | null | undefined;

const areaOf = (name: string) => name.slice(0, name.indexOf('.'));
const isWildcard = (name: string) => name.endsWith('.*');

/**
 * One held permission against one required name. Matching goes both ways: a held
 * `brands.*` grants `brands.create`, and a required `brands.*` (a menu group) is met
 * by any held `brands.…`.
 */
function grants(held: string, required: string): boolean {
  if (held === required || held === '*') return true;
  if (isWildcard(held) && areaOf(held) === areaOf(required)) return true;
  if (isWildcard(required) && held.includes('.') && areaOf(held) === areaOf(required)) return true;
  return false;
}

export function isSuperAdmin(user: PermissionHolder): boolean {
  return user.roles.some((r) => (typeof r === 'string' ? r : r.name) === SUPER_ADMIN_ROLE);
}

export function can(
  user: PermissionHolder | null | undefined,
  requirement: Requirement,
  options: { all?: boolean } = {},
): boolean {
  if (requirement === null || requirement === undefined) return true;
  if (!user) return false;
  if (isSuperAdmin(user)) return true;
  const required = typeof requirement === 'string' ? [requirement] : requirement;
  if (required.length === 0) return true;
  const holds = (name: string) => user.permissions.some((held) => grants(held, name));
  return options.all ? required.every(holds) : required.some(holds);
}
