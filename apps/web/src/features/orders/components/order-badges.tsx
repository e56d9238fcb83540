import { Badge, Group, Tooltip } from '@mantine/core';
import {
  ORDER_STATUS_NAMES,
  type OrderStatusCode,
  type OrderStatusName,
  type PaymentStatus,
  type ShippingStatus,
} from '@matjar/shared';
import { IconBan, IconFileInvoice } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<OrderStatusName, string> = {
  pending: 'yellow',
  accepted: 'blue',
  rejected: 'red',
  canceled: 'gray',
  delivered: 'teal',
};

const SHIPPING_COLORS: Record<ShippingStatus, string> = {
  pending: 'gray',
  preparing: 'indigo',
  shipped: 'blue',
  delivered: 'teal',
  rejected: 'red',
  postponed: 'orange',
};

const PAYMENT_COLORS: Record<PaymentStatus, string> = { successful: 'teal', failed: 'red', incomplete: 'yellow' };

/** The status name of a code from the wire (spec §4: 0 Pending … 4 Delivered). */
export const statusNameOf = (code: number): OrderStatusName => ORDER_STATUS_NAMES[code as OrderStatusCode] ?? 'pending';

export function OrderStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('orders');
  const name = statusNameOf(status);
  return (
    <Badge variant="light" color={STATUS_COLORS[name]} data-status={status}>
      {t(`status.${name}`)}
    </Badge>
  );
}

export function ShippingBadge({ status }: { status: ShippingStatus }) {
  const { t } = useTranslation('orders');
  return (
    <Badge variant="dot" color={SHIPPING_COLORS[status]}>
      {t(`shipping.${status}`)}
    </Badge>
  );
}

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('orders');
  return (
    <Badge variant="outline" color={PAYMENT_COLORS[status]}>
      {t(`payment.${status}`)}
    </Badge>
  );
}

/** Spec §4: a rejected order, or one with an invoice, is flagged (with the spec's words). */
export function OrderFlags({ order }: { order: { is_rejected: boolean; has_invoice: boolean } }) {
  const { t } = useTranslation(['orders', 'errors']);
  if (!order.is_rejected && !order.has_invoice) return null;
  return (
    <Group gap={4} wrap="nowrap">
      {order.is_rejected && (
        <Tooltip label={t('errors:order_rejected')} withArrow>
          <Badge size="sm" color="red" variant="filled" leftSection={<IconBan size={12} />} aria-label={t('errors:order_rejected')}>
            {t('orders:flags.rejected')}
          </Badge>
        </Tooltip>
      )}
      {order.has_invoice && (
        <Tooltip label={t('errors:order_has_invoice')} withArrow>
          <Badge size="sm" color="grape" variant="light" leftSection={<IconFileInvoice size={12} />} aria-label={t('errors:order_has_invoice')}>
            {t('orders:flags.invoiced')}
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
}
