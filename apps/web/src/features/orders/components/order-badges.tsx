import { Badge, Group, ThemeIcon } from '@mantine/core';
import {
  ORDER_STATUS_NAMES,
  type OrderStatusCode,
  type OrderStatusName,
  type PaymentStatus,
  type ShippingStatus,
} from '@matjar/shared';
import { IconBan, IconFileInvoice } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { LazyTooltip } from '../../../components/deferred/lazy-tooltip';
import { WHOLE_BADGE } from '../../../components/whole-badge';

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
    <Badge {...WHOLE_BADGE} variant="light" color={STATUS_COLORS[name]} data-status={status}>
      {t(`status.${name}`)}
    </Badge>
  );
}

/**
 * `labelled` (a list row, where it sits under the order's status badge and both may read
 * "Pending"): the badge names what it is, "Shipping: Pending".
 */
export function ShippingBadge({ status, labelled = false }: { status: ShippingStatus; labelled?: boolean }) {
  const { t } = useTranslation('orders');
  const state = t(`shipping.${status}`);
  return (
    <Badge {...WHOLE_BADGE} variant="dot" color={SHIPPING_COLORS[status]} data-shipping={status}>
      {labelled ? t('columns.shippingState', { state }) : state}
    </Badge>
  );
}

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('orders');
  return (
    <Badge {...WHOLE_BADGE} variant="outline" color={PAYMENT_COLORS[status]}>
      {t(`payment.${status}`)}
    </Badge>
  );
}

/**
 * Spec §4: a rejected order, or one with an invoice, is flagged, named with the spec's
 * words. `compact` (list rows): icons with the words as their name and tooltip.
 */
export function OrderFlags({ order, compact }: { order: { is_rejected: boolean; has_invoice: boolean }; compact?: boolean }) {
  const { t } = useTranslation(['orders', 'errors']);
  const flags = [
    order.is_rejected && { key: 'rejected', label: t('errors:order_rejected'), short: t('orders:flags.rejected'), color: 'red', Icon: IconBan },
    order.has_invoice && { key: 'invoiced', label: t('errors:order_has_invoice'), short: t('orders:flags.invoiced'), color: 'grape', Icon: IconFileInvoice },
  ].filter((flag) => flag !== false);
  if (flags.length === 0) return null;
  return (
    <Group gap={4} wrap="nowrap">
      {flags.map(({ key, label, short, color, Icon }) => (
        <LazyTooltip key={key} label={label} withArrow>
          {compact ? (
            <ThemeIcon size="sm" radius="xl" variant="light" color={color} role="img" aria-label={label} data-flag={key}>
              <Icon size={12} />
            </ThemeIcon>
          ) : (
            <Badge {...WHOLE_BADGE} color={color} variant="light" leftSection={<Icon size={12} />} aria-label={label} data-flag={key}>
              {short}
            </Badge>
          )}
        </LazyTooltip>
      ))}
    </Group>
  );
}
