import { beyondReach, describePermissions, isSuperAdmin, type User } from '@matjar/shared';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLocale } from '../../../lib/i18n/use-locale';
import { useCurrentUser } from '../../../lib/session/current-user';
import { type RoleOption, useRoleOptions } from '../api/get-role-options';

/**
 * The shared grant rule (docs/permissions.md) as the users screen shows it: which users
 * are out of the signed-in user's reach and which roles they cannot give, each with the
 * reason in the active language. The role options carry each role's permissions. The
 * server decides; until the options are loaded nothing is shown as refused.
 */
export function useUserReach() {
  const { t } = useTranslation('users');
  const { locale } = useLocale();
  const me = useCurrentUser();
  const roles = useRoleOptions().data;
  const byId = useMemo(() => new Map((roles ?? []).map((role) => [role.id, role])), [roles]);

  return useMemo(() => ({
    /** Why this user may not be edited, disabled, deleted or impersonated; undefined when they may. */
    outOfReach(user: Pick<User, 'roles'>): string | undefined {
      if (!me || !roles) return undefined;
      const target = { roles: user.roles, permissions: user.roles.flatMap((role) => byId.get(role.id)?.permissions ?? []) };
      const beyond = beyondReach(me, target);
      if (beyond.length === 0) return undefined;
      return isSuperAdmin(target)
        ? t('errors:super_admin_out_of_reach')
        : t('errors:user_out_of_reach', { names: describePermissions(beyond, locale) });
    },
    /** Why this role may not be given; undefined when it may. */
    notGrantable(role: RoleOption): string | undefined {
      if (!me) return undefined;
      const target = { roles: [role.name], permissions: role.permissions };
      const beyond = beyondReach(me, target);
      if (beyond.length === 0) return undefined;
      return isSuperAdmin(target)
        ? t('errors:super_admin_role_grant')
        : t('form.roleNotHeld', { names: describePermissions(beyond, locale) });
    },
    /** Whether the roles field is closed to the signed-in user editing this account (their own). */
    ownRolesLocked: (userId: number | undefined) => !!me && userId === me.id && !isSuperAdmin(me),
  }), [t, locale, me, roles, byId]);
}
