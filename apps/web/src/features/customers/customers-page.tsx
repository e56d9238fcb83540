import { customerSorts } from '@matjar/shared';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { RowAction, filtersOnFirstUse } from '../../components/data-table';
import { activeIntent, ResourceListPage, useResourceList, useSetActive } from '../../components/resource';
import { useCustomerColumns } from './components/use-customer-columns';
import { CUSTOMER_FILTER_KEYS, customers } from './customers-resource';
import { onFirstRender } from '../../components/deferred/on-first-render';

const CustomerFilters = filtersOnFirstUse(() => import('./components/customer-filters').then((module) => module.CustomerFilters));

const CustomerForm = onFirstRender(() => import('./components/customer-form').then((module) => module.CustomerForm));

/** /dashboard/customers: search by name, phone or code, filter by status, enable or disable. */
export default function CustomersPage() {
  const page = useResourceList(customers, { sortFields: customerSorts, filterKeys: CUSTOMER_FILTER_KEYS });
  const { t, can } = page;
  const setActive = useSetActive(customers).mutateAsync;

  return (
    <ResourceListPage
      page={page}
      columns={useCustomerColumns()}
      nameOf={(customer) => customer.name}
      filters={(list) => <CustomerFilters list={list} />}
      minWidth={820}
      form={(props) => <CustomerForm {...props} />}
      rowActions={(customer, { name, edit, remove, confirm }) => {
        const active = customer.status === 'active';
        return (
          <>
            {edit()}
            {can.update && (
              <RowAction
                label={t(active ? 'actions.disable' : 'actions.enable')}
                rowName={name}
                icon={active ? IconPlayerPause : IconPlayerPlay}
                color={active ? 'orange' : 'teal'}
                onClick={() => confirm(activeIntent({ id: customer.id, active }, setActive))}
              />
            )}
            {remove()}
          </>
        );
      }}
    />
  );
}
