import { IconUserHeart } from '@tabler/icons-react';
import { defineWebModule, menuEntry } from '../../app/web-module';
import { customersRoutes } from './customers-routes';

/** Customers: the list, each customer's page with their addresses and cart. */
export const customersModule = defineWebModule({
  name: 'customers',
  menu: [menuEntry({ group: 'dashboard', key: 'customers', to: '/dashboard/customers', icon: IconUserHeart, permission: 'customers.*' })],
  routes: customersRoutes,
  history: { customers: 'layout:models.customers', customer_addresses: 'layout:models.customer_addresses' },
});
