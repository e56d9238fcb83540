import { Button, Stack } from '@mantine/core';
import { customerSorts } from '@matjar/shared';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, useListParams } from '../../components/data-table';
import { useDeleteSelected } from '../../components/data-table/use-delete-selected';
import { useDialogParams } from '../../components/form-drawer';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { useCan } from '../../lib/session/use-can';
import { useDeleteCustomers } from './api/delete-customers';
import { useCustomers } from './api/get-customers';
import { CUSTOMER_DIALOGS } from './components/customer-dialogs';
import { CUSTOMER_FILTER_KEYS, CustomerFilters } from './components/customer-filters';
import { CustomerFormDrawer } from './components/customer-form-drawer';
import { CustomerIntentDialog, type CustomerIntent } from './components/customer-intent-dialog';
import { CustomerRowActions } from './components/customer-row-actions';
import { useCustomerColumns } from './components/use-customer-columns';
import { PageHeader } from '../../components/page-header/page-header';

/** /dashboard/customers: search by name, phone or code, filter by status, enable or disable. */
export default function CustomersPage() {
  usePageTitle('customers:title');
  const { t } = useTranslation('customers');
  const list = useListParams({ sortFields: customerSorts, filterKeys: CUSTOMER_FILTER_KEYS });
  const customers = useCustomers(list.params);
  const dialog = useDialogParams(CUSTOMER_DIALOGS);
  const columns = useCustomerColumns();
  const [intent, setIntent] = useState<CustomerIntent | null>(null);
  const deleteMany = useDeleteCustomers();
  const canCreate = useCan('customers.create');
  const allowed = { update: useCan('customers.update'), delete: useCan('customers.delete') };
  const deleteSelected = useDeleteSelected(allowed.delete, deleteMany.mutateAsync, 'customers');

  const createButton = canCreate && (
    <Button leftSection={<IconPlus size={18} />} onClick={() => dialog.open('create')}>
      {t('actions.create')}
    </Button>
  );

  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} description={t('description')} action={createButton} />

      <DataTable
        label={t('title')}
        columns={columns}
        list={list}
        query={customers}
        searchPlaceholder={t('search')}
        filters={<CustomerFilters list={list} />}
        rowLabel={(customer) => customer.name}
        minWidth={820}
        empty={{ title: t('empty.title'), description: t('empty.description'), action: createButton }}
        rowActions={
          allowed.update || allowed.delete
            ? (customer) => (
                <CustomerRowActions
                  customer={customer}
                  allowed={allowed}
                  onEdit={(row) => dialog.open('edit', row.id)}
                  onIntent={setIntent}
                />
              )
            : undefined
        }
        onDeleteSelected={deleteSelected}
      />

      <CustomerFormDrawer dialog={dialog} />
      <CustomerIntentDialog intent={intent} onClose={() => setIntent(null)} />
    </Stack>
  );
}
