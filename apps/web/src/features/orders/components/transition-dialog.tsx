import { REJECTION_REASON_MAX, rejectionReason, type OrderTransition } from '@matjar/shared';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ReasonField } from './reason-field';

interface TransitionDialogProps {
  /** The move to confirm; null when closed. */
  action: OrderTransition | null;
  onClose: () => void;
  title: string;
  message: ReactNode;
  /** Runs the move; `reason` is the trimmed rejection reason for `reject`. */
  onConfirm: (reason: string | undefined) => Promise<unknown>;
}

/**
 * The confirmation of an order's move (spec §4: accept, reject, cancel, return to pending,
 * deliver). Rejecting asks for the reason, checked with the shared schema (3 to 255 characters).
 */
export function TransitionDialog({ action, onClose, title, message, onConfirm }: TransitionDialogProps) {
  const { t } = useTranslation('orders');
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const [shown, setShown] = useState(action);
  // A new opening starts with an empty reason.
  if (action !== shown) {
    setShown(action);
    setReason('');
    setChecked(false);
  }
  const parsed = rejectionReason.safeParse(reason);

  return (
    <ConfirmDialog
      opened={action !== null}
      onClose={onClose}
      title={title}
      message={message}
      confirmLabel={action ? t(`orders:transition.${action}.action`) : undefined}
      danger={action === 'reject' || action === 'cancel'}
      onConfirm={async () => {
        if (action !== 'reject') return onConfirm(undefined);
        setChecked(true);
        if (!parsed.success) return false;
        return onConfirm(parsed.data);
      }}
    >
      {action === 'reject' && (
        <ReasonField
          label={t('orders:transition.reject.reason')}
          hint={t('orders:transition.reject.reasonHint')}
          max={REJECTION_REASON_MAX}
          value={reason}
          onChange={setReason}
          issue={parsed.success ? undefined : parsed.error.issues[0]?.message}
          shown={checked}
          onBlur={() => setChecked(reason !== '')}
        />
      )}
    </ConfirmDialog>
  );
}
