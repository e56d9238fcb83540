import { Alert, Badge, Paper, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { usePageTitle } from '../../../lib/i18n/use-page-title';
import { notify } from '../../../lib/notify';
import { useCan } from '../../../lib/session/use-can';
import { permissionsQueryOptions } from '../api/get-permissions';
import { roleQueryOptions } from '../api/get-role';
import { useUpdateRole } from '../api/update-role';
import { PermissionMatrix } from './permission-matrix';
import { expandPermissions } from './permission-selection';
import { RoleForm } from './role-form';
import { RolePageHeader } from './role-page-header';

/**
 * One role: the form, or the role read-only for Super Admin (which passes every check by
 * its name and cannot change) and for readers. The route's loader fetched both queries.
 */
export function RoleEditPage({ id }: { id: number }) {
  const { t } = useTranslation('roles');
  const navigate = useNavigate();
  const role = useSuspenseQuery(roleQueryOptions(id)).data;
  const modules = useSuspenseQuery(permissionsQueryOptions()).data;
  const update = useUpdateRole();
  const editable = useCan('roles.update') && !role.is_super_admin;
  usePageTitle(editable ? 'roles:form.editTitle' : 'roles:form.viewTitle');

  const everything = modules.flatMap((module) => module.permissions.map((p) => p.name));
  const header = (
    <RolePageHeader
      title={<bdi>{role.name}</bdi>}
      description={t(editable ? 'form.description' : 'form.readOnly')}
      badge={
        role.is_super_admin ? (
          <Badge color="grape" variant="light" tt="none">
            {t('list.fullAccess')}
          </Badge>
        ) : undefined
      }
    />
  );

  if (!editable) {
    return (
      <Stack gap="lg">
        {header}
        {role.is_super_admin && (
          <Alert color="grape" variant="light" icon={<IconShieldLock size={18} />}>
            {t('form.superAdminLocked')}
          </Alert>
        )}
        <Paper p="lg">
          <Stack gap="md">
            <Title order={3} fz="md">
              {t('form.permissionsTitle')}
            </Title>
            <PermissionMatrix
              modules={modules}
              value={role.is_super_admin ? everything : expandPermissions(role.permissions, modules)}
              readOnly
            />
            <Text fz="sm" c="dimmed">
              {t('form.usersCount', { count: role.users_count, value: formatNumber(role.users_count) })}
            </Text>
          </Stack>
        </Paper>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      {header}
      <Paper>
        <RoleForm
          key={role.id}
          role={role}
          modules={modules}
          onCancel={() => void navigate({ to: '/dashboard/settings/roles_permissions' })}
          onSubmit={async (input) => {
            await update.mutateAsync({ id, input });
            notify.success(t('toast.updated'));
          }}
        />
      </Paper>
    </Stack>
  );
}
