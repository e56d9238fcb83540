import type { Customer, CustomerDetail, CustomerUpdateInput } from '@matjar/shared';
import { defineResource } from '../../components/resource';

/**
 * `/api/dashboard/customers`. A customer's record also holds their addresses and their
 * cart's totals, so it is read by id rather than taken from a list row.
 */
export const customers = defineResource<Customer, CustomerUpdateInput, CustomerDetail>({ area: 'customers', path: '/dashboard/customers' });

/** Search-param names of the customers list's filters, as the API reads them. */
export const CUSTOMER_FILTER_KEYS = ['status'] as const;
