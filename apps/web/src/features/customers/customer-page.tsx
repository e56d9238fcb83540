import { Center, Loader, Stack, Tabs } from '@mantine/core';
import { IconMapPin, IconShoppingCart } from '@tabler/icons-react';
import { Outlet, useNavigate, useParams, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListError } from '../../components/data-table/data-table-states';
import { useDialogParams } from '../../components/form-drawer';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { useCan } from '../../lib/session/use-can';
import { useCustomer } from './api/get-customer';
import { CUSTOMER_DIALOGS } from './components/customer-dialogs';
import { CustomerFormDrawer } from './components/customer-form-drawer';
import { CustomerHeader } from './components/customer-header';
import { CustomerIntentDialog, type CustomerIntent } from './components/customer-intent-dialog';

/** /dashboard/customers/{customer}: the header, then the addresses or the cart below it. */
export default function CustomerPage() {
  usePageTitle('customers:page.title');
  const { t } = useTranslation('customers');
  const navigate = useNavigate();
  const id = Number((useParams({ strict: false }) as { customer: string }).customer);
  const customer = useCustomer(id);
  const dialog = useDialogParams(CUSTOMER_DIALOGS);
  const [intent, setIntent] = useState<CustomerIntent | null>(null);
  const canUpdate = useCan('customers.update');
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const tab = pathname.endsWith('/carts') ? 'carts' : 'addresess';

  if (customer.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  if (customer.isError) return <ListError error={customer.error} onRetry={customer.refetch} />;

  const params = { customer: String(id) };
  return (
    <Stack gap="lg">
      <CustomerHeader
        customer={customer.data}
        canUpdate={canUpdate}
        onEdit={() => dialog.open('edit', id)}
        onToggleActive={() => setIntent({ kind: 'active', customer: customer.data })}
      />
      <Tabs
        value={tab}
        onChange={(next) =>
          void navigate(
            next === 'carts'
              ? { to: '/dashboard/customers/$customer/carts', params }
              : { to: '/dashboard/customers/$customer/addresess', params },
          )
        }
      >
        <Tabs.List>
          <Tabs.Tab value="addresess" leftSection={<IconMapPin size={16} />}>
            {t('tabs.addresses')}
          </Tabs.Tab>
          <Tabs.Tab value="carts" leftSection={<IconShoppingCart size={16} />}>
            {t('tabs.cart')}
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Outlet />
      <CustomerFormDrawer dialog={dialog} />
      <CustomerIntentDialog intent={intent} onClose={() => setIntent(null)} />
    </Stack>
  );
}
