import type { ApiModule } from '../module.js';
import { customersRoutes } from './customers.routes.js';
import { seedCustomers } from './customers.seed.js';
import { createCustomersService } from './customers.service.js';

export { whereCustomerText } from './customer-search.js';
export { customerSearchText } from './customers.service.js';

/** Customers; their seed also writes their demo addresses and carts. */
export const customersModule: ApiModule = {
  name: 'customers',
  permissionAreas: ['customers'],
  routes: ({ db, dialect, holders }) => customersRoutes(createCustomersService(db, dialect, holders('customers'))),
  seed: seedCustomers,
};
