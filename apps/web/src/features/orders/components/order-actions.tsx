import { Button, Group, Text } from '@mantine/core';
import { ORDER_TRANSITIONS, orderNumberLabel, type Order, type OrderTransition } from '@matjar/shared';
import {
  IconArrowBackUp,
  IconCheck,
  IconChevronDown,
  IconCircleX,
  IconPrinter,
  IconTrash,
  IconTruckDelivery,
  IconTruck,
  IconX,
} from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ConfirmDialogOnFirstOpen } from '../../../components/confirm-dialog/confirm-dialog-on-first-open';
import { notify } from '../../../lib/notify';
import { useCan } from '../../../lib/session/use-can';
import { useChangeOrder } from '../api/change-order';
import { useDeleteOrder } from '../api/delete-order';
import { ShippingDialog, TransitionDialog } from './on-first-use';
import { DirectionalIcon } from '../../../components/directional-icon/directional-icon';
import { MenuOnFirstUse } from '../../../components/deferred/menu-on-first-use';

const TRANSITION_ICONS: Record<OrderTransition, ReactNode> = {
  accept: <IconCheck size={16} />,
  reject: <IconX size={16} />,
  cancel: <IconCircleX size={16} />,
  pending: <DirectionalIcon icon={IconArrowBackUp} size={16} />,
  deliver: <IconTruckDelivery size={16} />,
};
const TRANSITION_COLORS: Partial<Record<OrderTransition, string>> = { accept: 'teal', reject: 'red', cancel: 'red' };

/**
 * The order's moves, each behind its confirmation: only those in the order's
 * `allowed_actions` (the server's transition table) and the user's permissions. Printing
 * is always there.
 */
export function OrderActions({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const change = useChangeOrder(order.id);
  const remove = useDeleteOrder();
  const canUpdate = useCan('orders.update');
  const canDelete = useCan('orders.delete');
  const [transition, setTransition] = useState<OrderTransition | null>(null);
  const [dialog, setDialog] = useState<'shipping' | 'delete' | null>(null);
  const allowed = (action: Order['allowed_actions'][number]) => order.allowed_actions.includes(action);
  const transitions = canUpdate ? ORDER_TRANSITIONS.filter(allowed) : [];
  const number = orderNumberLabel(order.number);
  const params = { order: String(order.id) };

  return (
    <Group gap="xs" wrap="wrap">
      {transitions.map((action) => (
        <Button
          key={action}
          variant={action === 'accept' ? 'filled' : 'light'}
          color={TRANSITION_COLORS[action]}
          leftSection={TRANSITION_ICONS[action]}
          onClick={() => setTransition(action)}
        >
          {t(`transition.${action}.action`)}
        </Button>
      ))}
      {canUpdate && allowed('shipping') && (
        <Button variant="default" leftSection={<IconTruck size={16} />} onClick={() => setDialog('shipping')}>
          {t('actions.shipping')}
        </Button>
      )}
      <MenuOnFirstUse
        position="bottom-end"
        withinPortal
        target={
          <Button variant="default" leftSection={<IconPrinter size={16} />} rightSection={<IconChevronDown size={14} />}>
            {t('actions.print')}
          </Button>
        }
      >
        {(Menu) => (
          <>
            <Menu.Item renderRoot={(props) => <Link {...props} to="/dashboard/orders/$order/print" params={params} />}>
              {t('actions.printInvoice')}
            </Menu.Item>
            <Menu.Item
              renderRoot={(props) => (
                <Link {...props} to="/dashboard/orders/$order/print" params={params} search={{ doc: 'packing-slip' }} />
              )}
            >
              {t('actions.printPackingSlip')}
            </Menu.Item>
          </>
        )}
      </MenuOnFirstUse>
      {canDelete && allowed('delete') && (
        <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={() => setDialog('delete')}>
          {t('actions.delete')}
        </Button>
      )}
      {transitions.length === 0 && !allowed('shipping') && (
        <Text fz="sm" c="dimmed">
          {t('page.noActions')}
        </Text>
      )}

      <TransitionDialog
        action={transition}
        onClose={() => setTransition(null)}
        title={transition ? t(`transition.${transition}.title`) : ''}
        message={transition ? t(`transition.${transition}.message`, { number }) : ''}
        onConfirm={async (reason) => {
          if (!transition) return;
          await change.mutateAsync({ kind: 'transition', action: transition, reason });
          notify.success(t(`transition.${transition}.done`));
        }}
      />
      <ShippingDialog order={order} opened={dialog === 'shipping'} onClose={() => setDialog(null)} />
      <ConfirmDialogOnFirstOpen
        opened={dialog === 'delete'}
        onClose={() => setDialog(null)}
        title={t('delete.title')}
        message={t('delete.message', { number })}
        confirmLabel={t('actions.delete')}
        danger
        onConfirm={async () => {
          await remove.mutateAsync(order.id);
          notify.success(t('delete.done'));
          await navigate({ to: '/dashboard/orders' });
        }}
      />
    </Group>
  );
}
