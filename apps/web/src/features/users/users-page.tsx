import { Button, Stack } from '@mantine/core';
import { userSorts } from '@matjar/shared';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, useListParams } from '../../components/data-table';
import { useDeleteSelected } from '../../components/data-table/use-delete-selected';
import { useDialogParams } from '../../components/form-drawer';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { useCurrentUser } from '../../lib/session/current-user';
import { useCan } from '../../lib/session/use-can';
import { useDeleteUsers } from './api/delete-users';
import { useUsers } from './api/get-users';
import { USER_DIALOGS } from './components/user-dialogs';
import { USER_FILTER_KEYS, UserFilters } from './components/user-filters';
import { UserFormDrawer } from './components/user-form-drawer';
import { UserIntentDialog } from './components/user-intent-dialog';
import { UserRowActions, type UserPermissions, type UserRowIntent } from './components/user-row-actions';
import { useUserColumns } from './components/use-user-columns';
import { useUserReach } from './components/use-user-reach';
import { PageHeader } from '../../components/page-header/page-header';

/** /dashboard/users: the store's staff accounts, their roles and their access. */
export default function UsersPage() {
  usePageTitle('users:title');
  const { t } = useTranslation('users');
  const me = useCurrentUser();
  const list = useListParams({ sortFields: userSorts, filterKeys: USER_FILTER_KEYS });
  const users = useUsers(list.params);
  const dialog = useDialogParams(USER_DIALOGS);
  const columns = useUserColumns(me?.id);
  const [intent, setIntent] = useState<UserRowIntent | null>(null);
  const deleteMany = useDeleteUsers();

  const canCreate = useCan('users.create');
  const allowed: UserPermissions = {
    update: useCan('users.update'),
    delete: useCan('users.delete'),
    impersonate: useCan('users.impersonate'),
  };
  const deleteSelected = useDeleteSelected(allowed.delete, deleteMany.mutateAsync, 'users');
  const reach = useUserReach();

  const createButton = canCreate && (
    <Button leftSection={<IconPlus size={18} />} onClick={() => dialog.open('create')}>
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
        query={users}
        searchPlaceholder={t('list.search')}
        filters={<UserFilters list={list} />}
        rowLabel={(user) => user.username}
        minWidth={820}
        empty={{ title: t('empty.title'), description: t('empty.description'), action: createButton }}
        rowActions={
          allowed.update || allowed.delete || allowed.impersonate
            ? (user) => (
                <UserRowActions
                  user={user}
                  self={user.id === me?.id}
                  allowed={allowed}
                  outOfReach={reach.outOfReach(user)}
                  onEdit={(row) => dialog.open('edit', row.id)}
                  onIntent={setIntent}
                />
              )
            : undefined
        }
        onDeleteSelected={deleteSelected}
      />

      <UserFormDrawer dialog={dialog} />
      <UserIntentDialog intent={intent} onClose={() => setIntent(null)} />
    </Stack>
  );
}
