import { ActionIcon, Tooltip } from '@mantine/core';
import type { Role } from '@matjar/shared';
import { IconListDetails, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export interface RolePermissions {
  update: boolean;
  delete: boolean;
}

interface RoleRowActionsProps {
  role: Role;
  allowed: RolePermissions;
  onDelete: (role: Role) => void;
}

/** Edit (or view, for Super Admin and readers) and delete; Super Admin is never deleted. */
export function RoleRowActions({ role, allowed, onDelete }: RoleRowActionsProps) {
  const { t } = useTranslation('roles');
  const editable = allowed.update && !role.is_super_admin;
  const openLabel = t(editable ? 'actions.edit' : 'actions.view');
  const OpenIcon = editable ? IconPencil : IconListDetails;
  return (
    <>
      <Tooltip label={openLabel}>
        <ActionIcon
          renderRoot={(props) => <Link {...props} to="/dashboard/settings/roles_permissions/$role" params={{ role: String(role.id) }} />}
          variant="subtle"
          color="gray"
          aria-label={`${openLabel}: ${role.name}`}
        >
          <OpenIcon size={18} />
        </ActionIcon>
      </Tooltip>
      {allowed.delete && !role.is_super_admin && (
        <Tooltip label={t('actions.delete')}>
          <ActionIcon variant="subtle" color="red" onClick={() => onDelete(role)} aria-label={`${t('actions.delete')}: ${role.name}`}>
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </>
  );
}
