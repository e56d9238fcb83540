import { customerDetailOut, customerInput, customerListQuery, customerOut, customerUpdateInput } from '@matjar/shared';
import { resourceRoutes } from '../../lib/resource-routes.js';
import type { CustomersService } from './customers.service.js';

export const customersRoutes = (service: CustomersService) =>
  resourceRoutes({
    area: 'customers',
    // The customer page's call answers the customer with their addresses and cart totals.
    schemas: { item: customerOut, detail: customerDetailOut, listQuery: customerListQuery, create: customerInput, update: customerUpdateInput },
    service,
    // Enable and disable (each behind a confirmation in the app).
    switch: { actions: ['activate', 'deactivate'], set: service.setActive },
  });
