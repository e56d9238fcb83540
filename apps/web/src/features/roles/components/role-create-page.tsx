import { Paper, Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { usePageTitle } from '../../../lib/i18n/use-page-title';
import { notify } from '../../../lib/notify';
import { useSaveResource } from '../../../components/resource';
import { permissionsQueryOptions, roles } from '../roles-resource';
import { RoleForm } from './role-form';
import { RolePageHeader } from './role-page-header';

/** Adding a role (the route's loader fetched the catalogue). */
export function RoleCreatePage() {
  usePageTitle('roles:form.createTitle');
  const { t } = useTranslation('roles');
  const navigate = useNavigate();
  const modules = useSuspenseQuery(permissionsQueryOptions()).data;
  const save = useSaveResource(roles);

  return (
    <Stack gap="lg">
      <RolePageHeader title={t('form.createTitle')} description={t('form.description')} />
      <Paper>
        <RoleForm
          modules={modules}
          onCancel={() => void navigate({ to: '/dashboard/settings/roles_permissions' })}
          onSubmit={async (input) => {
            await save.mutateAsync({ input });
            notify.success(t('toast.created'));
          }}
        />
      </Paper>
    </Stack>
  );
}
