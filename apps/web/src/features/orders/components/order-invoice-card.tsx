import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { orderNumberLabel, type Order } from '@matjar/shared';
import { IconFileInvoice, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ConfirmDialogOnFirstOpen } from '../../../components/confirm-dialog/confirm-dialog-on-first-open';
import { formatDay } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useCan } from '../../../lib/session/use-can';
import { useChangeOrder } from '../api/change-order';

/**
 * The order's invoice: its code and date, or a way to create it; deleting it comes back
 * here. The server refuses with the spec's messages ("The order is rejected", "order has
 * invoice"); the buttons follow `allowed_actions`, so those are rare.
 */
export function OrderInvoiceCard({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const change = useChangeOrder(order.id);
  const canCreate = useCan('invoices.create') && order.allowed_actions.includes('create_invoice');
  const canDelete = useCan('invoices.delete') && order.allowed_actions.includes('delete_invoice');
  const [confirming, setConfirming] = useState<'create_invoice' | 'delete_invoice' | null>(null);
  const number = orderNumberLabel(order.number);
  const { invoice } = order;

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={4}>{t('invoice.title')}</Title>
        {invoice ? (
          <Stack gap={4}>
            <Group gap="xs">
              <Text fz="sm" c="dimmed">
                {t('invoice.code')}:
              </Text>
              <Text fz="sm" fw={600} ff="monospace" dir="ltr" data-testid="invoice-code">
                {invoice.code}
              </Text>
            </Group>
            <Group gap="xs">
              <Text fz="sm" c="dimmed">
                {t('invoice.date')}:
              </Text>
              <Text fz="sm">{formatDay(invoice.date)}</Text>
            </Group>
          </Stack>
        ) : (
          <Text fz="sm" c="dimmed">
            {t('invoice.none')}
          </Text>
        )}
        {canCreate && (
          <Button leftSection={<IconFileInvoice size={16} />} variant="light" onClick={() => setConfirming('create_invoice')}>
            {t('invoice.create')}
          </Button>
        )}
        {canDelete && (
          <Button leftSection={<IconTrash size={16} />} variant="subtle" color="red" onClick={() => setConfirming('delete_invoice')}>
            {t('invoice.delete')}
          </Button>
        )}
      </Stack>
      <ConfirmDialogOnFirstOpen
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t(confirming === 'delete_invoice' ? 'invoice.deleteTitle' : 'invoice.createTitle')}
        message={
          confirming === 'delete_invoice'
            ? t('invoice.deleteMessage', { code: invoice?.code ?? '', number })
            : t('invoice.createMessage', { number })
        }
        confirmLabel={t(confirming === 'delete_invoice' ? 'invoice.delete' : 'invoice.create')}
        danger={confirming === 'delete_invoice'}
        onConfirm={async () => {
          if (!confirming) return;
          await change.mutateAsync({ kind: confirming });
          notify.success(t(confirming === 'delete_invoice' ? 'invoice.deleted' : 'invoice.created'));
        }}
      />
    </Paper>
  );
}
