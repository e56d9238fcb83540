import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { CustomerDetail } from '@matjar/shared';
import { IconPencil, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { PageBreadcrumbs } from '../../../components/page-header/page-breadcrumbs';
import { PageTitle } from '../../../components/page-header/page-header';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { CustomerStatusBadge } from './customer-status-badge';
import { PhoneText } from './phone-text';

interface CustomerHeaderProps {
  customer: CustomerDetail;
  canUpdate: boolean;
  onEdit: () => void;
  onToggleActive: () => void;
}

/** Name, code, phones, e-mail and status of the customer, with edit and enable / disable. */
export function CustomerHeader({ customer, canUpdate, onEdit, onToggleActive }: CustomerHeaderProps) {
  const { t } = useTranslation(['customers', 'fields']);
  const active = customer.status === 'active';
  return (
    <Stack gap="sm">
      <PageBreadcrumbs>
        <Anchor component={Link} to="/dashboard/customers" fz="sm">
          {t('customers:title')}
        </Anchor>
        <Text span fz="sm" aria-current="page">
          {customer.name}
        </Text>
      </PageBreadcrumbs>
      <Paper withBorder radius="md" p="lg">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={6}>
            <Group gap="sm">
              <PageTitle>{customer.name}</PageTitle>
              <CustomerStatusBadge status={customer.status} />
            </Group>
            <Group gap="lg" fz="sm" c="dimmed">
              <Text span fz="sm">
                {t('fields:code')}: <bdi>{customer.code}</bdi>
              </Text>
              <Text span fz="sm">
                {t('fields:phone')}: <PhoneText phone={customer.phone} />
              </Text>
              {customer.additional_phone && (
                <Text span fz="sm">
                  {t('fields:additional_phone')}: <PhoneText phone={customer.additional_phone} />
                </Text>
              )}
              {customer.email && (
                <Text span fz="sm">
                  {t('fields:email')}: <bdi>{customer.email}</bdi>
                </Text>
              )}
            </Group>
          </Stack>
          {canUpdate && (
            <Group gap="xs">
              <Button variant="default" leftSection={<IconPencil size={16} />} onClick={onEdit}>
                {t('customers:actions.edit')}
              </Button>
              <Button
                variant="light"
                color={active ? 'orange' : 'teal'}
                leftSection={active ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />}
                onClick={onToggleActive}
              >
                {t(active ? 'customers:actions.disable' : 'customers:actions.enable')}
              </Button>
            </Group>
          )}
        </Group>
      </Paper>
    </Stack>
  );
}
