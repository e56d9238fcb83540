import type { Role } from '@matjar/shared';
import { Trans, useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useRetained } from '../../../components/form-drawer';
import { notify } from '../../../lib/notify';
import { useDeleteRole } from '../api/delete-role';

/** Asks before deleting a role; one still held by users (409) keeps the dialog open with the reason. */
export function RoleDeleteDialog({ role, onClose }: { role: Role | null; onClose: () => void }) {
  const { t } = useTranslation('roles');
  const remove = useDeleteRole();
  const shown = useRetained(role);
  return (
    <ConfirmDialog
      opened={role !== null}
      onClose={onClose}
      title={t('delete.title')}
      message={shown ? <Trans t={t} i18nKey="delete.message" values={{ name: shown.name }} components={{ name: <bdi /> }} /> : ''}
      confirmLabel={t('delete.confirm')}
      danger
      onConfirm={async () => {
        if (!role) return;
        await remove.mutateAsync(role.id);
        notify.success(t('toast.deleted'));
      }}
    />
  );
}
