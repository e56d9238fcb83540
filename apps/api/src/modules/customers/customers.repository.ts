import type { CustomerListQuery } from '@matjar/shared';
import type { Db, Dialect } from '../../db/database.js';
import { type ResourceRow, childCount, queryRepository, flag } from '../../lib/resource-repository.js';
import { whereCustomerText } from './customer-search.js';

/** Customers, each with their number of addresses. */
export const customersRepository = queryRepository({
  table: 'customers',
  query: (db: Db) =>
    db
      .selectFrom('customers')
      .select([
        'customers.id', 'customers.code', 'customers.name', 'customers.phone', 'customers.additional_phone', 'customers.email',
        'customers.is_active', 'customers.created_at', 'customers.updated_at',
      ])
      .select(childCount('customer_addresses', 'customer_id', 'customers.id').as('addresses_count')),
  idColumn: 'customers.id',
});
export type CustomerRow = ResourceRow<typeof customersRepository>;

/** The same, listed by status and searched the way each database serves fastest (see `whereCustomerText`). */
export const searchedCustomers = (dialect: Dialect) => ({
  ...customersRepository,
  listed: (db: Db, list: CustomerListQuery) => {
    const base = customersRepository.query(db);
    return whereCustomerText(list.status ? base.where('customers.is_active', '=', flag(list.status === 'active')) : base, dialect, list.search);
  },
});
