import { Button, Stack } from '@mantine/core';
import { roleSorts, type Role } from '@matjar/shared';
import { IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, useListParams } from '../../components/data-table';
import { usePageTitle } from '../../lib/i18n/use-page-title';
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
        rowActions={(role) => <RoleRowActions role={role} allowed={allowed} onDelete={setDeleting} />}
      />

      <RoleDeleteDialog role={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
