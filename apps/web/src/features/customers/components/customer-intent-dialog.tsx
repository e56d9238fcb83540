import type { Customer } from '@matjar/shared';
import { Trans, useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useRetained } from '../../../components/form-drawer';
import { notify } from '../../../lib/notify';
import { useDeleteCustomers } from '../api/delete-customers';
import { useSetCustomerActive } from '../api/set-customer-active';

export interface CustomerIntent {
  kind: 'active' | 'delete';
  customer: Customer;
}

/** The confirmation before enabling, disabling (spec §4) or deleting a customer. */
export function CustomerIntentDialog({
  intent,
  onClose,
  onDeleted,
}: {
  intent: CustomerIntent | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation('customers');
  const setActive = useSetCustomerActive();
  const remove = useDeleteCustomers();
  const shown = useRetained(intent);
  if (!shown) return null;
  const { customer } = shown;
  const active = customer.status === 'active';
  const key = shown.kind === 'delete' ? 'delete' : active ? 'disable' : 'enable';

  return (
    <ConfirmDialog
      opened={intent !== null}
      onClose={onClose}
      title={t(`confirm.${key}.title`)}
      message={<Trans t={t} i18nKey={`confirm.${key}.message`} values={{ name: customer.name }} components={{ name: <bdi /> }} />}
      confirmLabel={t(`confirm.${key}.confirm`)}
      danger={key !== 'enable'}
      onConfirm={async () => {
        if (shown.kind === 'delete') {
          await remove.mutateAsync([customer.id]);
          notify.success(t('toast.deleted'));
          onDeleted?.();
        } else {
          await setActive.mutateAsync({ id: customer.id, active: !active });
          notify.success(t(active ? 'toast.disabled' : 'toast.enabled'));
        }
      }}
    />
  );
}
