import type { User } from '@matjar/shared';
import { IconPencil, IconTrash, IconUserCheck, IconUserOff, IconUserShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RowAction } from '../../../components/data-table';

/** What the signed-in user may do to a user; worked out once per page, not per row. */
export interface UserPermissions {
  update: boolean;
  delete: boolean;
  impersonate: boolean;
}

/** A confirmed action on one row: enable/disable, delete, impersonate. */
export type UserRowIntent = { kind: 'active' | 'delete' | 'impersonate'; user: User };

interface UserRowActionsProps {
  user: User;
  /** The signed-in user's own row: no disabling, deleting or impersonating yourself. */
  self: boolean;
  allowed: UserPermissions;
  /** Why this user is out of the signed-in user's reach (holds what they lack), if so: every action shows disabled with it. */
  outOfReach?: string | undefined;
  onEdit: (user: User) => void;
  onIntent: (intent: UserRowIntent) => void;
}

/** Edit, enable/disable, impersonate and delete of one row, each shown only when it can apply. */
export function UserRowActions({ user, self, allowed, outOfReach, onEdit, onIntent }: UserRowActionsProps) {
  const { t } = useTranslation('users');
  const row = { rowName: user.username, disabledReason: outOfReach };

  return (
    <>
      {allowed.update && <RowAction {...row} label={t('actions.edit')} icon={IconPencil} onClick={() => onEdit(user)} />}
      {allowed.update && !self && (
        <RowAction
          {...row}
          label={t(user.is_active ? 'actions.disable' : 'actions.enable')}
          icon={user.is_active ? IconUserOff : IconUserCheck}
          color={user.is_active ? 'orange' : 'teal'}
          onClick={() => onIntent({ kind: 'active', user })}
        />
      )}
      {allowed.impersonate && !self && user.is_active && (
        <RowAction {...row} label={t('actions.impersonate')} icon={IconUserShare} onClick={() => onIntent({ kind: 'impersonate', user })} />
      )}
      {allowed.delete && !self && (
        <RowAction {...row} label={t('actions.delete')} icon={IconTrash} danger onClick={() => onIntent({ kind: 'delete', user })} />
      )}
    </>
  );
}
