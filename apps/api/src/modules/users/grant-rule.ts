import {
  type Locale, type PermissionHolder, beyondReach, describePermissions, isSuperAdmin, ungrantable,
} from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { type HistoryEntry, RefusedChange } from '../../lib/history.js';
import { permissionsOf } from './users.repository.js';

/**
 * The grant rule on the server (docs/permissions.md): no one hands out what they do not
 * hold, and no one touches a role or user holding more than they do. The rule itself is
 * the shared one; this turns its answers into refusals the history keeps.
 */

/** Who asks: what they hold, and the language their refusal is told in. */
export interface Granter {
  holder: PermissionHolder;
  locale: Locale;
}

/** What a refusal records of what was tried. */
export interface Attempt {
  model: 'roles' | 'users';
  /** The target; null for something not created yet. */
  modelId: number | null;
  attempt: 'create' | 'update' | 'delete' | 'activate' | 'deactivate' | 'impersonate';
  /** The target as it stands (never a secret); none for a creation. */
  before?: object | undefined;
  /** The values tried (never a secret). */
  values?: object | undefined;
}

/** The history entry of a refused attempt: the target as it was and, after, what was tried and refused. */
const refusedEntry = (action: 'grant_refused' | 'access_refused', attempt: Attempt, refused: string[]): HistoryEntry => ({
  action,
  model: attempt.model,
  modelId: attempt.modelId,
  before: attempt.before,
  after: { ...attempt.before, ...attempt.values, attempt: attempt.attempt, refused },
});

/** Refuses a grant: 403 with `key` (its `{{names}}` the permissions in the caller's words), kept in the history. */
export function grantRefusal(granter: Granter, key: string, refused: string[], attempt: Attempt) {
  return new RefusedChange(key, { names: describePermissions(refused, granter.locale) }, [refusedEntry('grant_refused', attempt, refused)]);
}

/** Throws a refusal when the permissions include any the caller does not hold. */
export function assertGrantable(granter: Granter, permissions: readonly string[], key: string, attempt: Attempt) {
  const refused = ungrantable(granter.holder, permissions);
  if (refused.length) throw grantRefusal(granter, key, refused, attempt);
}

/** What holders of these roles hold, read in the change's own transaction. */
export async function holderOfRoles(db: Db, roles: { id: number; name: string }[]): Promise<PermissionHolder> {
  const byRole = await permissionsOf(db, roles.map((role) => role.id));
  return { roles, permissions: [...new Set([...byRole.values()].flat())] };
}

/**
 * Throws one refusal (one history entry per target) when any target holds something the
 * caller lacks: a role is then not to be changed or deleted by them, a user not to be
 * changed, disabled, deleted or impersonated. A Super Admin target has its own message.
 */
export function assertWithinReach(granter: Granter, targets: { holder: PermissionHolder; attempt: Attempt }[]) {
  const refusals = targets
    .map((target) => ({ ...target, refused: beyondReach(granter.holder, target.holder) }))
    .filter((target) => target.refused.length > 0);
  if (refusals.length === 0) return;
  const key = refusals.some((r) => r.attempt.model === 'roles')
    ? 'errors.role_out_of_reach'
    : refusals.some((r) => isSuperAdmin(r.holder))
      ? 'errors.super_admin_out_of_reach'
      : 'errors.user_out_of_reach';
  const names = describePermissions([...new Set(refusals.flatMap((r) => r.refused))], granter.locale);
  throw new RefusedChange(key, { names }, refusals.map((r) => refusedEntry('access_refused', r.attempt, r.refused)));
}
