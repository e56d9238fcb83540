import { Anchor, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import type { Order } from '@matjar/shared';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLocale } from '../../../lib/i18n/use-locale';
import { useCan } from '../../../lib/session/use-can';
import { addressLines } from './address-lines';
import { PaymentBadge } from './order-badges';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text fz="xs" fw={700} tt="uppercase" c="dimmed">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

const ltr = { dir: 'ltr', style: { unicodeBidi: 'isolate', alignSelf: 'flex-start' } } as const;

/** Customer (a link to their page), shipping address as ordered, payment method and status, reasons. */
export function OrderDetailsCard({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const { locale } = useLocale();
  const canSeeCustomer = useCan('customers.view');
  const { customer, address } = order;

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Title order={4}>{t('page.details')}</Title>
        <Section title={t('page.customer')}>
          {canSeeCustomer ? (
            <Anchor
              renderRoot={(props) => <Link {...props} to="/dashboard/customers/$customer" params={{ customer: String(customer.id) }} />}
              fz="sm"
              fw={500}
            >
              {customer.name}
            </Anchor>
          ) : (
            <Text fz="sm" fw={500}>
              {customer.name}
            </Text>
          )}
          <Text fz="sm" c="dimmed" {...ltr}>
            {customer.phone}
          </Text>
        </Section>
        <Divider />
        <Section title={t('page.shippingAddress')}>
          <Text fz="sm" fw={500}>
            {address.receiver_name} · {address.title}
          </Text>
          {addressLines(address, locale).map((line) => (
            <Text key={line} fz="sm" dir="auto">
              {line}
            </Text>
          ))}
          <Text fz="sm" c="dimmed" {...ltr}>
            {[address.mobile, address.extra_phone].filter(Boolean).join(' · ')}
          </Text>
        </Section>
        <Divider />
        <Section title={t('page.payment')}>
          <Text fz="sm">{order.payment_method.name[locale]}</Text>
          <div>
            <PaymentBadge status={order.payment_status} />
          </div>
        </Section>
        {order.notes && (
          <Section title={t('page.notes')}>
            <Text fz="sm">{order.notes}</Text>
          </Section>
        )}
        {order.rejection_reason && (
          <Section title={t('page.rejectionReason')}>
            <Text fz="sm" c="red">
              {order.rejection_reason}
            </Text>
          </Section>
        )}
        {order.postponement_reason && (
          <Section title={t('page.postponementReason')}>
            <Text fz="sm" c="orange">
              {order.postponement_reason}
            </Text>
          </Section>
        )}
      </Stack>
    </Paper>
  );
}
