import type { CustomerStatus } from '@matjar/shared';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/types.js';

export type CustomerRow = Omit<Selectable<Database['customers']>, 'search_text'> & { addresses_count: number };

export const flag = (value: boolean) => (value ? 1 : 0);

export const customersQuery = (db: Db) =>
  db
    .selectFrom('customers')
    .select([
      'customers.id', 'customers.code', 'customers.name', 'customers.phone', 'customers.additional_phone', 'customers.email',
      'customers.is_active', 'customers.created_at', 'customers.updated_at',
    ])
    .select((eb) =>
      eb
        .selectFrom('customer_addresses')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('customer_addresses.customer_id', '=', 'customers.id')
        .as('addresses_count'),
    );

export function filteredCustomers(db: Db, status: CustomerStatus | undefined) {
  const base = customersQuery(db);
  return status ? base.where('customers.is_active', '=', flag(status === 'active')) : base;
}

export const findCustomer = (db: Db, id: number) =>
  customersQuery(db).where('customers.id', '=', id).executeTakeFirst() as Promise<CustomerRow | undefined>;

export const findCustomers = (db: Db, ids: number[]) =>
  customersQuery(db).where('customers.id', 'in', ids).execute() as Promise<CustomerRow[]>;

/** The id of the customer with this phone, if any (phones are unique). */
export const phoneHolder = (db: Db, phone: string) => db.selectFrom('customers').select('id').where('phone', '=', phone).executeTakeFirst();

export const insertCustomer = (db: Db, row: Insertable<Database['customers']>) =>
  db.insertInto('customers').values(row).returning('id').executeTakeFirstOrThrow().then((r) => Number(r.id));

export const updateCustomer = (db: Db, id: number, row: Updateable<Database['customers']>) =>
  db.updateTable('customers').set(row).where('id', '=', id).execute();

export const deleteCustomers = (db: Db, ids: number[]) => db.deleteFrom('customers').where('id', 'in', ids).execute();
