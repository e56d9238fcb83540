import { Anchor, Stack, Text } from '@mantine/core';
import type { Customer } from '@matjar/shared';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { CODE, textColumn, type DataTableColumn } from '../../../components/data-table';
import { formatNumber } from '../../../lib/format';
import { CustomerStatusBadge } from './customer-status-badge';
import { PhoneText } from './phone-text';

/** Code, name (a link to the customer's page), phones, status and addresses. */
export function useCustomerColumns(): DataTableColumn<Customer>[] {
  const { t } = useTranslation(['customers', 'fields']);
  return useMemo(
    () => [
      textColumn({ key: 'code', header: t('fields:code'), sortField: 'code', width: 120, value: (customer) => customer.code, text: CODE }),
      {
        key: 'name',
        header: t('fields:name'),
        sortField: 'name',
        cell: (customer) => (
          <Stack gap={0} align="flex-start">
            <Anchor renderRoot={(props) => <Link {...props} to="/dashboard/customers/$customer" params={{ customer: String(customer.id) }} />} fz="sm" fw={500}>
              {customer.name}
            </Anchor>
            {customer.email && (
              <Text span fz="xs" c="dimmed" dir="ltr" style={{ unicodeBidi: 'isolate' }}>
                {customer.email}
              </Text>
            )}
          </Stack>
        ),
      },
      {
        key: 'phone',
        header: t('fields:phone'),
        cell: (customer) => (
          <Stack gap={0} align="flex-start">
            <PhoneText phone={customer.phone} />
            {customer.additional_phone && <PhoneText phone={customer.additional_phone} dimmed />}
          </Stack>
        ),
      },
      {
        key: 'status',
        header: t('fields:status'),
        width: 120,
        cell: (customer) => <CustomerStatusBadge status={customer.status} />,
      },
      {
        key: 'addresses_count',
        header: t('customers:columns.addresses'),
        width: 110,
        cell: (customer) => formatNumber(customer.addresses_count),
      },
    ],
    [t],
  );
}
