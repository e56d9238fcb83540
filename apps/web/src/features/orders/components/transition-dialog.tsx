import { Textarea } from '@mantine/core';
import { REJECTION_REASON_MAX, REJECTION_REASON_MIN, rejectionReason, type OrderTransition } from '@matjar/shared';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';

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
  const { t } = useTranslation(['orders', 'validation']);
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const [shown, setShown] = useState(action);
  // A new opening starts with an empty reason.
  if (action !== shown) {
    setShown(action);
    setReason('');
    setChecked(false);
  }
  const label = t('orders:transition.reject.reason');
  const parsed = rejectionReason.safeParse(reason);
  const issue = parsed.success ? undefined : parsed.error.issues[0]?.message;
  const error =
    checked && issue
      ? t(issue.replace('.', ':'), { field: label, min: REJECTION_REASON_MIN, max: REJECTION_REASON_MAX })
      : undefined;

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
        <Textarea
          label={label}
          description={t('orders:transition.reject.reasonHint')}
          withAsterisk
          autosize
          minRows={2}
          maxLength={REJECTION_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          onBlur={() => setChecked(reason !== '')}
          error={error}
          data-autofocus
        />
      )}
    </ConfirmDialog>
  );
}
