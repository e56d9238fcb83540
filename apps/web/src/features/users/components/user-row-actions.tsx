import { ActionIcon, Tooltip } from '@mantine/core';
import type { User } from '@matjar/shared';
import { IconPencil, IconTrash, IconUserCheck, IconUserOff, IconUserShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

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
  onEdit: (user: User) => void;
  onIntent: (intent: UserRowIntent) => void;
}

/** Edit, enable/disable, impersonate and delete of one row, each shown only when it can apply. */
export function UserRowActions({ user, self, allowed, onEdit, onIntent }: UserRowActionsProps) {
  const { t } = useTranslation('users');
  const action = (label: string) => ({ 'aria-label': `${label}: ${user.username}` });
  const activeLabel = t(user.is_active ? 'actions.disable' : 'actions.enable');
  const ActiveIcon = user.is_active ? IconUserOff : IconUserCheck;

  return (
    <>
      {allowed.update && (
        <Tooltip label={t('actions.edit')}>
          <ActionIcon variant="subtle" color="gray" onClick={() => onEdit(user)} {...action(t('actions.edit'))}>
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {allowed.update && !self && (
        <Tooltip label={activeLabel}>
          <ActionIcon
            variant="subtle"
            color={user.is_active ? 'orange' : 'teal'}
            onClick={() => onIntent({ kind: 'active', user })}
            {...action(activeLabel)}
          >
            <ActiveIcon size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {allowed.impersonate && !self && user.is_active && (
        <Tooltip label={t('actions.impersonate')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => onIntent({ kind: 'impersonate', user })}
            {...action(t('actions.impersonate'))}
          >
            <IconUserShare size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {allowed.delete && !self && (
        <Tooltip label={t('actions.delete')}>
          <ActionIcon variant="subtle" color="red" onClick={() => onIntent({ kind: 'delete', user })} {...action(t('actions.delete'))}>
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </>
  );
}
