import { Paper, Text, Timeline, Title } from '@mantine/core';
import type { OrderEvent } from '@matjar/shared';
import { IconCircleDot, IconFileInvoice, IconPlus, IconTruck, IconCash } from '@tabler/icons-react';
import type { TFunction } from '../../../lib/i18n/translator';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDateTime } from '../../../lib/format';
import { statusNameOf } from './order-badges';

/** What happened, in words: "Status changed to Accepted", "Invoice created", … */
function describe(event: OrderEvent, t: TFunction): string {
  switch (event.action) {
    case 'created':
      return t('timeline.created');
    case 'shipping':
      return t('timeline.shipping', { state: t(`shipping.${event.to_shipping_status ?? 'pending'}`) });
    case 'payment':
      return t('timeline.payment', { status: t(`payment.${event.to_payment_status ?? 'incomplete'}`) });
    case 'invoice_created':
      return t('timeline.invoiceCreated');
    case 'invoice_deleted':
      return t('timeline.invoiceDeleted');
    default:
      return t('timeline.status', { status: t(`status.${statusNameOf(event.to_status ?? 0)}`) });
  }
}

const ICONS: Partial<Record<OrderEvent['action'], typeof IconCircleDot>> = {
  created: IconPlus,
  shipping: IconTruck,
  payment: IconCash,
  invoice_created: IconFileInvoice,
  invoice_deleted: IconFileInvoice,
};

/** Every change of the order, oldest first, with who made it and when. */
export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  const { t } = useTranslation('orders');
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={4} mb="md">
        {t('page.timeline')}
      </Title>
      {events.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('page.noTimeline')}
        </Text>
      ) : (
        <Timeline active={events.length - 1} bulletSize={22} lineWidth={2} aria-label={t('page.timeline')}>
          {events.map((event) => {
            const Icon = ICONS[event.action] ?? IconCircleDot;
            return (
              <Timeline.Item key={event.id} bullet={<Icon size={12} />} title={describe(event, t)}>
                {event.note && (
                  <Text fz="sm" mt={2}>
                    {t('timeline.note', { note: event.note })}
                  </Text>
                )}
                <Text fz="xs" c="dimmed" mt={2}>
                  {formatDateTime(event.created_at)} · {event.user ? <bdi>{event.user.username}</bdi> : t('page.system')}
                </Text>
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </Paper>
  );
}
