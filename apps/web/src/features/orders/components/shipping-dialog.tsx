import { Input, SegmentedControl, Stack } from '@mantine/core';
import { POSTPONEMENT_REASON_MAX, shippingStatusInput, type ManualShippingStatus, type Order } from '@matjar/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../lib/notify';
import { useChangeOrder } from '../api/change-order';
import { ReasonField } from './reason-field';

interface ShippingDialogProps {
  order: Order;
  opened: boolean;
  onClose: () => void;
}

/** Moves an accepted order between preparing, shipped and postponed; postponing asks why. */
export function ShippingDialog({ order, opened, onClose }: ShippingDialogProps) {
  const { t } = useTranslation('orders');
  const change = useChangeOrder(order.id);
  const choices = order.allowed_shipping_statuses;
  const [state, setState] = useState<ManualShippingStatus | null>(null);
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const chosen = state && choices.includes(state) ? state : (choices[0] ?? null);
  const parsed = shippingStatusInput.safeParse({ shipping_status: chosen, postponement_reason: reason });
  const reasonIssue = parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path[0] === 'postponement_reason');

  // Every closing starts the next opening afresh.
  const close = () => {
    setState(null);
    setReason('');
    setChecked(false);
    onClose();
  };

  return (
    <ConfirmDialog
      opened={opened}
      onClose={close}
      title={t('shippingChange.title')}
      message={t('shippingChange.message')}
      confirmLabel={t('shippingChange.confirm')}
      onConfirm={async () => {
        setChecked(true);
        if (!parsed.success) return false;
        await change.mutateAsync({ kind: 'shipping', input: parsed.data });
        notify.success(t('shippingChange.done'));
      }}
    >
      <Stack gap="md">
        <Input.Wrapper label={t('shippingChange.state')}>
          <SegmentedControl
            fullWidth
            mt={4}
            value={chosen ?? ''}
            onChange={(value) => setState(value as ManualShippingStatus)}
            data={choices.map((value) => ({ value, label: t(`shipping.${value}`) }))}
          />
        </Input.Wrapper>
        {chosen === 'postponed' && (
          <ReasonField
            label={t('shippingChange.reason')}
            hint={t('shippingChange.reasonHint')}
            max={POSTPONEMENT_REASON_MAX}
            value={reason}
            onChange={setReason}
            issue={reasonIssue?.message}
            shown={checked}
          />
        )}
      </Stack>
    </ConfirmDialog>
  );
}
