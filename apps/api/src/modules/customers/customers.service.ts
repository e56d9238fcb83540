import {
  type Customer, type CustomerDetail, type CustomerInput, type CustomerUpdateInput, customerCodeOf, foldForSearch, nationalDigitsOf,
} from '@matjar/shared';
import type { Db, Dialect } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import type { Actor } from '../../lib/history.js';
import { resourceService } from '../../lib/resource-service.js';
import { flag } from '../../lib/resource-repository.js';
import { addressesOf, deleteAddresses, toAddress } from '../addresses/index.js';
import { cartSummary, deleteCartsOf } from '../carts/index.js';
import type { Holders } from '../module.js';
import * as repo from './customers.repository.js';

const model = 'customers';

export const toCustomer = (row: repo.CustomerRow): Customer => ({
  id: Number(row.id),
  code: row.code ?? customerCodeOf(Number(row.id)),
  name: row.name,
  phone: row.phone,
  additional_phone: row.additional_phone,
  email: row.email,
  status: row.is_active ? 'active' : 'inactive',
  addresses_count: Number(row.addresses_count ?? 0),
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/** Name, code, e-mail and both phones as typed with or without the country prefix. */
export const customerSearchText = (c: { code: string; name: string; phone: string; additional_phone: string | null; email: string | null }) =>
  foldForSearch(
    [c.name, c.code, c.phone, nationalDigitsOf(c.phone), c.additional_phone ?? '', c.additional_phone ? nationalDigitsOf(c.additional_phone) : '', c.email ?? '']
      .join(' '),
  );

/**
 * Customers. The code (`C-000123`) follows from the id and is written in the creating
 * transaction. Deleting a customer deletes their addresses and cart with them; a customer
 * with orders cannot be deleted (409 naming them and a few order numbers).
 */
export function createCustomersService(db: Db, dialect: Dialect, holders: Holders) {
  const kit = resourceService<repo.CustomerRow, Customer, CustomerInput>(db, {
    model,
    repository: repo.searchedCustomers(dialect),
    present: (rows) => rows.map(toCustomer),
    list: {
      // Codes follow ids, so the id orders them (and has the index).
      sorts: () => ({ name: 'customers.name', code: 'customers.id', created_at: 'customers.created_at', updated_at: 'customers.updated_at', id: 'customers.id' }),
    },
    // Orders (a higher module) say which customers they hold.
    inUse: holders.inUse,
    nameOf: (row) => row.name,
    unique: { table: 'customers', fields: [{ field: 'phone', column: 'phone', value: (input) => input.phone, compare: 'exact' }] },
    // Each customer goes with their addresses and cart; the history keeps the addresses.
    beforeDelete: async (trx, rows) => {
      const ids = rows.map((row) => Number(row.id));
      const addresses = (await addressesOf(trx, ids)).map(toAddress);
      await deleteCartsOf(trx, ids);
      await deleteAddresses(trx, addresses.map((a) => a.id));
      return addresses.map((a) => ({ action: 'deleted' as const, model: 'customer_addresses', modelId: a.id, before: a }));
    },
  });

  async function detail(id: number): Promise<CustomerDetail> {
    const customer = await kit.load(db, id);
    const [addresses, cart] = await Promise.all([addressesOf(db, [id]), cartSummary(db, id)]);
    return { ...customer, addresses: addresses.map(toAddress), cart };
  }

  function create(input: CustomerInput, actor: Actor) {
    return kit.write(async (trx) => {
      await kit.refuseTaken(trx, input);
      const now = nowIso();
      const fields = { name: input.name, phone: input.phone, additional_phone: input.additional_phone ?? null, email: input.email ?? null };
      const id = await repo.customersRepository.insert(trx, {
        ...fields,
        is_active: flag(input.status === 'active'),
        search_text: '',
        created_at: now,
        updated_at: now,
      });
      const code = customerCodeOf(id);
      await repo.customersRepository.update(trx, id, { code, search_text: customerSearchText({ ...fields, code }) });
      return kit.created(trx, id, actor);
    });
  }

  /** Changes the fields sent; `status` alone is what activate and deactivate send. */
  function update(id: number, input: CustomerUpdateInput, actor: Actor) {
    return kit.write(async (trx) => {
      const before = await kit.load(trx, id);
      await kit.refuseTaken(trx, input, id);
      const next = {
        name: input.name ?? before.name,
        phone: input.phone ?? before.phone,
        additional_phone: input.additional_phone === undefined ? before.additional_phone : input.additional_phone,
        email: input.email === undefined ? before.email : input.email,
      };
      const status = input.status ?? before.status;
      // A repeated activate or deactivate changes nothing and writes nothing.
      if (Object.entries(next).every(([key, value]) => before[key as keyof typeof next] === value) && status === before.status) return before;
      await repo.customersRepository.update(trx, id, {
        ...next,
        is_active: flag(status === 'active'),
        search_text: customerSearchText({ ...next, code: before.code }),
        updated_at: nowIso(),
      });
      return kit.updated(trx, id, before, actor);
    });
  }

  return {
    list: kit.list,
    get: detail,
    create,
    update,
    setActive: (id: number, active: boolean, actor: Actor) => update(id, { status: active ? 'active' : 'inactive' }, actor),
    remove: kit.remove,
  };
}
export type CustomersService = ReturnType<typeof createCustomersService>;
