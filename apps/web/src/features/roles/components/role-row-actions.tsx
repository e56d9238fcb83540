import { ActionIcon, Tooltip } from '@mantine/core';
import type { Role } from '@matjar/shared';
import { IconListDetails, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RowAction } from '../../../components/data-table';

export interface RolePermissions {
  update: boolean;
  delete: boolean;
}

interface RoleRowActionsProps {
  role: Role;
  allowed: RolePermissions;
  /** Why the signed-in user cannot change or delete this role (it holds what they lack), if so. */
  outOfReach?: string | undefined;
  onDelete: (role: Role) => void;
}

/**
 * Edit (or view, for Super Admin, readers and a role out of reach) and delete; Super Admin
 * is never deleted, and a role out of reach shows its delete disabled with the reason.
 */
export function RoleRowActions({ role, allowed, outOfReach, onDelete }: RoleRowActionsProps) {
  const { t } = useTranslation('roles');
  const editable = allowed.update && !role.is_super_admin && !outOfReach;
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
        <RowAction label={t('actions.delete')} rowName={role.name} icon={IconTrash} danger onClick={() => onDelete(role)} disabledReason={outOfReach} />
      )}
    </>
  );
}
