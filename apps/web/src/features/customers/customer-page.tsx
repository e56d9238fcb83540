import { Stack, Tabs } from '@mantine/core';
import { IconMapPin, IconShoppingCart } from '@tabler/icons-react';
import { getRouteApi, Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { RecordPending } from '../../components/error-pages/record-error';
import { useDialogParams } from '../../components/form-drawer';
import { activeIntent, useResourceRecord, useResourceTexts, useSetActive, type ConfirmIntent } from '../../components/resource';
import { ConfirmIntentDialog } from '../../components/resource/confirm-intent-dialog';
import { ResourceFormDrawer } from '../../components/resource/resource-form-drawer';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { useCan } from '../../lib/session/use-can';
import { CustomerHeader } from './components/customer-header';
import { customers } from './customers-resource';
import { onFirstRender } from '../../components/deferred/on-first-render';

const DIALOGS = ['create', 'edit'] as const;

const route = getRouteApi('/dashboard/_app/customers/$customer');

const CustomerForm = onFirstRender(() => import('./components/customer-form').then((module) => module.CustomerForm));

/** /dashboard/customers/{customer}: the header, then the addresses or the cart below it. */
export default function CustomerPage() {
  const t = useResourceTexts(customers);
  const navigate = useNavigate();
  const id = Number(route.useParams().customer);
  const customer = useResourceRecord(customers, id);
  usePageTitle(customer.isError ? null : 'customers:page.title');
  const dialog = useDialogParams(DIALOGS);
  const [intent, setIntent] = useState<ConfirmIntent | null>(null);
  const setActive = useSetActive(customers).mutateAsync;
  const canUpdate = useCan('customers.update');
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const tab = pathname.endsWith('/carts') ? 'carts' : 'addresess';

  if (!customer.isSuccess) return <RecordPending query={customer} />;

  const params = { customer: String(id) };
  return (
    <Stack gap="lg">
      <CustomerHeader
        customer={customer.data}
        canUpdate={canUpdate}
        onEdit={() => dialog.open('edit', id)}
        onToggleActive={() =>
          setIntent({ name: customer.data.name, ...activeIntent({ id, active: customer.data.status === 'active' }, setActive) })
        }
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
      <ResourceFormDrawer resource={customers} dialog={dialog} form={(props) => <CustomerForm {...props} />} />
      <ConfirmIntentDialog intent={intent} t={t} onClose={() => setIntent(null)} />
    </Stack>
  );
}
