import { useNavigate } from '@tanstack/react-router';
import { Trans, useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useRetained } from '../../../components/form-drawer';
import { notify } from '../../../lib/notify';
import { useDeleteUser } from '../api/delete-user';
import { useSetUserActive } from '../api/set-user-active';
import { useStartImpersonation } from '../api/start-impersonation';
import type { UserRowIntent } from './user-row-actions';

interface UserIntentDialogProps {
  intent: UserRowIntent | null;
  onClose: () => void;
}

/**
 * The confirmation before enabling, disabling, deleting or impersonating a user (spec §4).
 * A refusal (409: yourself, the last Super Admin) keeps the dialog open with the server's reason.
 */
export function UserIntentDialog({ intent, onClose }: UserIntentDialogProps) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const setActive = useSetUserActive();
  const remove = useDeleteUser();
  const impersonate = useStartImpersonation();
  const shown = useRetained(intent);
  if (!shown) return null;

  const { user } = shown;
  const name = <bdi />;
  const key =
    shown.kind === 'active' ? (user.is_active ? 'disable' : 'enable') : shown.kind === 'delete' ? 'delete' : 'impersonate';

  const run = async () => {
    if (shown.kind === 'active') {
      await setActive.mutateAsync({ id: user.id, active: !user.is_active });
      notify.success(t(user.is_active ? 'toast.disabled' : 'toast.enabled'));
    } else if (shown.kind === 'delete') {
      await remove.mutateAsync(user.id);
      notify.success(t('toast.deleted'));
    } else {
      const { token } = await impersonate.mutateAsync(user.id);
      await navigate({ to: '/dashboard/impersonate/{-$token}', params: { token } });
    }
  };

  return (
    <ConfirmDialog
      opened={intent !== null}
      onClose={onClose}
      title={t(`confirm.${key}.title`)}
      message={<Trans t={t} i18nKey={`confirm.${key}.message`} values={{ name: user.username }} components={{ name }} />}
      confirmLabel={t(`confirm.${key}.confirm`)}
      danger={key === 'delete' || key === 'disable'}
      onConfirm={run}
    />
  );
}
