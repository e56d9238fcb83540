import { Button, Stack } from '@mantine/core';
import { beyondReach, describePermissions, roleSorts, type Role } from '@matjar/shared';
import { IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, useListParams } from '../../components/data-table';
import { useLocale } from '../../lib/i18n/use-locale';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { useCurrentUser } from '../../lib/session/current-user';
import { useCan } from '../../lib/session/use-can';
import { useRoles } from './api/get-roles';
import { RoleDeleteDialog } from './components/role-delete-dialog';
import { RoleRowActions, type RolePermissions } from './components/role-row-actions';
import { useRoleColumns } from './components/use-role-columns';
import { PageHeader } from '../../components/page-header/page-header';

/** /dashboard/settings/roles_permissions: the roles, what they reach and how many hold each. */
export default function RolesPage() {
  usePageTitle('roles:title');
  const { t } = useTranslation('roles');
  const list = useListParams({ sortFields: roleSorts });
  const roles = useRoles(list.params);
  const columns = useRoleColumns();
  const [deleting, setDeleting] = useState<Role | null>(null);
  const allowed: RolePermissions = { update: useCan('roles.update'), delete: useCan('roles.delete') };
  const me = useCurrentUser();
  const { locale } = useLocale();
  /** The grant rule: a role holding what the signed-in user lacks is theirs to see, not to change. */
  const outOfReach = (role: Role) => {
    const beyond = me && !role.is_super_admin ? beyondReach(me, { roles: [role.name], permissions: role.permissions }) : [];
    return beyond.length ? t('errors:role_out_of_reach', { names: describePermissions(beyond, locale) }) : undefined;
  };

  const createButton = useCan('roles.create') && (
    <Button component={Link} to="/dashboard/settings/roles_permissions/create" leftSection={<IconPlus size={18} />}>
      {t('actions.create')}
    </Button>
  );

  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} description={t('description')} action={createButton} />

      <DataTable
        label={t('list.label')}
        columns={columns}
        list={list}
        query={roles}
        searchPlaceholder={t('list.search')}
        rowLabel={(role) => role.name}
        empty={{ title: t('empty.title'), description: t('empty.description'), action: createButton }}
        rowActions={(role) => <RoleRowActions role={role} allowed={allowed} outOfReach={outOfReach(role)} onDelete={setDeleting} />}
      />

      <RoleDeleteDialog role={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
