import { Alert } from '@mantine/core';
import { userSorts, type User } from '@matjar/shared';
import { IconLock, IconUserCheck, IconUserOff, IconUserShare } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { RowAction, filtersOnFirstUse } from '../../components/data-table';
import { activeIntent, ResourceListPage, saveResource, useResourceAction, useResourceList, useSetActive } from '../../components/resource';
import { useCurrentUser } from '../../lib/session/current-user';
import { useCan } from '../../lib/session/use-can';
import { startImpersonation } from './api/start-impersonation';
import { useUserColumns } from './components/use-user-columns';
import { useUserReach } from './components/use-user-reach';
import { toUserInput, USER_FILTER_KEYS, users } from './users-resource';
import { onFirstRender } from '../../components/deferred/on-first-render';

const UserFilters = filtersOnFirstUse(() => import('./components/user-filters').then((module) => module.UserFilters));

const UserForm = onFirstRender(() => import('./components/user-form').then((module) => module.UserForm));

/** /dashboard/users: the store's staff accounts, their roles and their access. */
export default function UsersPage() {
  const me = useCurrentUser();
  const navigate = useNavigate();
  const page = useResourceList(users, { sortFields: userSorts, filterKeys: USER_FILTER_KEYS });
  const { t, can } = page;
  const canImpersonate = useCan('users.impersonate');
  const reach = useUserReach();
  const setActive = useSetActive(users).mutateAsync;
  const save = useResourceAction(users, ({ id, values }: { id: number | undefined; values: Parameters<typeof toUserInput>[0] }) =>
    saveResource<User, ReturnType<typeof toUserInput>>(users, { id, input: toUserInput(values, id !== undefined) }),
  );
  const impersonate = (user: User) => async () => {
    const { token } = await startImpersonation(user.id);
    await navigate({ to: '/dashboard/impersonate/{-$token}', params: { token } });
  };

  return (
    <ResourceListPage
      page={page}
      columns={useUserColumns(me?.id)}
      nameOf={(user) => user.username}
      filters={(list) => <UserFilters list={list} />}
      minWidth={820}
      save={(values, id) => save.mutateAsync({ id, values })}
      // Opened by its URL for a user out of reach: the reason, not a form the server would refuse.
      form={(props) => {
        const outOfReach = props.record && reach.outOfReach(props.record);
        return outOfReach ? (
          <Alert color="gray" variant="light" icon={<IconLock size={18} />}>
            {outOfReach}
          </Alert>
        ) : (
          <UserForm {...props} />
        );
      }}
      rowActionsShown={can.update || can.delete || canImpersonate}
      // No disabling, deleting or impersonating yourself; a user out of reach shows every action disabled, with the reason.
      rowActions={(user, { name, edit, remove, confirm }) => {
        const self = user.id === me?.id;
        const row = { rowName: name, disabledReason: reach.outOfReach(user) };
        return (
          <>
            {edit({ disabledReason: row.disabledReason })}
            {can.update && !self && (
              <RowAction
                {...row}
                label={t(user.is_active ? 'actions.disable' : 'actions.enable')}
                icon={user.is_active ? IconUserOff : IconUserCheck}
                color={user.is_active ? 'orange' : 'teal'}
                onClick={() => confirm(activeIntent({ id: user.id, active: user.is_active }, setActive))}
              />
            )}
            {canImpersonate && !self && user.is_active && (
              <RowAction {...row} label={t('actions.impersonate')} icon={IconUserShare} onClick={() => confirm({ key: 'impersonate', run: impersonate(user) })} />
            )}
            {!self && remove({ disabledReason: row.disabledReason })}
          </>
        );
      }}
    />
  );
}
