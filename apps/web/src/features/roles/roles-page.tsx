import { beyondReach, describePermissions, roleSorts, type Role } from '@matjar/shared';
import { IconListDetails, IconPencil } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { RowAction } from '../../components/data-table';
import { ResourceListPage, useResourceList } from '../../components/resource';
import { useLocale } from '../../lib/i18n/use-locale';
import { useRoleName } from '../../lib/i18n/use-role-name';
import { useCurrentUser } from '../../lib/session/current-user';
import { useRoleColumns } from './components/use-role-columns';
import { roles } from './roles-resource';

/** /dashboard/settings/roles_permissions: the roles, what they reach and how many hold each. */
export default function RolesPage() {
  const page = useResourceList(roles, { sortFields: roleSorts });
  const { t, can } = page;
  const me = useCurrentUser();
  const { locale } = useLocale();
  /** The grant rule: a role holding what the signed-in user lacks is theirs to see, not to change. */
  const outOfReach = (role: Role) => {
    const beyond = me && !role.is_super_admin ? beyondReach(me, { roles: [role.name], permissions: role.permissions }) : [];
    return beyond.length ? t('errors:role_out_of_reach', { names: describePermissions(beyond, locale) }) : undefined;
  };

  return (
    <ResourceListPage
      page={page}
      columns={useRoleColumns()}
      nameOf={useRoleName()}
      tableLabel={t('list.label')}
      createLink={(props) => <Link {...props} to="/dashboard/settings/roles_permissions/create" />}
      batchDelete={false}
      rowActionsShown
      // Edit (or view, for Super Admin, readers and a role out of reach) and delete; Super
      // Admin is never deleted, and a role out of reach shows its delete disabled with the reason.
      rowActions={(role, { name, remove }) => {
        const reason = outOfReach(role);
        const editable = can.update && !role.is_super_admin && !reason;
        const params = { role: String(role.id) };
        return (
          <>
            <RowAction
              label={t(editable ? 'actions.edit' : 'actions.view')}
              rowName={name}
              icon={editable ? IconPencil : IconListDetails}
              renderRoot={(props) => <Link {...props} to="/dashboard/settings/roles_permissions/$role" params={params} />}
            />
            {!role.is_super_admin && remove({ disabledReason: reason })}
          </>
        );
      }}
    />
  );
}
