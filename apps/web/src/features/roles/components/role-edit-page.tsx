import { Alert, Badge, Paper, Stack, Text, Title } from '@mantine/core';
import { beyondReach, describePermissions } from '@matjar/shared';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { IconLock, IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n/use-locale';
import { useRoleName } from '../../../lib/i18n/use-role-name';
import { usePageTitle } from '../../../lib/i18n/use-page-title';
import { useCurrentUser } from '../../../lib/session/current-user';
import { notify } from '../../../lib/notify';
import { useCan } from '../../../lib/session/use-can';
import { resourceRecordOptions, useSaveResource } from '../../../components/resource';
import { permissionsQueryOptions, roles } from '../roles-resource';
import { PermissionMatrix } from './permission-matrix';
import { offeredOf, RoleForm } from './role-form';
import { RolePageHeader } from './role-page-header';

/**
 * One role: the form, or the role read-only for Super Admin (which passes every check by
 * its name and cannot change), for readers, and for an editor who lacks some of its
 * permissions (the grant rule). The route's loader fetched both queries.
 */
export function RoleEditPage({ id }: { id: number }) {
  const { t } = useTranslation('roles');
  const navigate = useNavigate();
  const role = useSuspenseQuery(resourceRecordOptions(roles, id)).data;
  const modules = useSuspenseQuery(permissionsQueryOptions()).data;
  const save = useSaveResource(roles);
  const me = useCurrentUser();
  const { locale } = useLocale();
  const roleName = useRoleName();
  const beyond = me && !role.is_super_admin ? beyondReach(me, { roles: [role.name], permissions: role.permissions }) : [];
  const mayUpdate = useCan('roles.update') && !role.is_super_admin;
  const editable = mayUpdate && beyond.length === 0;
  usePageTitle(editable ? 'roles:form.editTitle' : 'roles:form.viewTitle');

  const everything = modules.flatMap((module) => module.permissions.map((p) => p.name));
  const header = (
    <RolePageHeader
      title={<bdi>{roleName(role)}</bdi>}
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
        {mayUpdate && beyond.length > 0 && (
          <Alert color="gray" variant="light" icon={<IconLock size={18} />}>
            {t('errors:role_out_of_reach', { names: describePermissions(beyond, locale) })}
          </Alert>
        )}
        <Paper p="lg">
          <Stack gap="md">
            <Title order={3} fz="md">
              {t('form.permissionsTitle')}
            </Title>
            <PermissionMatrix
              modules={modules}
              value={role.is_super_admin ? everything : offeredOf(role.permissions, everything)}
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
            await save.mutateAsync({ id, input });
            notify.success(t('toast.updated'));
          }}
        />
      </Paper>
    </Stack>
  );
}
