import {
  type Customer, type CustomerDetail, type CustomerInput, type CustomerListQuery, type CustomerUpdateInput, type Locale,
  customerCodeOf, foldForSearch, nationalDigitsOf, orderNumberLabel,
} from '@matjar/shared';
import type { Db, Dialect } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { conflict, fieldError, notFound } from '../../lib/errors.js';
import { type Actor, recordHistory } from '../../lib/history.js';
import { paginate } from '../../lib/list.js';
import { addressesOf, deleteAddresses } from '../addresses/addresses.repository.js';
import { toAddress } from '../addresses/addresses.service.js';
import { deleteCartsOf } from '../carts/carts.repository.js';
import { cartSummary } from '../carts/carts.service.js';
import { orderNumbersOf } from '../orders/orders.repository.js';
import { listNames } from '../products/product-usage.js';
import * as repo from './customers.repository.js';
import { whereCustomerText } from './customer-search.js';

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
 * with orders cannot be deleted.
 */
export function createCustomersService(db: Db, dialect: Dialect) {
  async function load(trx: Db, id: number): Promise<Customer> {
    const row = await repo.findCustomer(trx, id);
    if (!row) throw notFound();
    return toCustomer(row);
  }

  async function detail(trx: Db, id: number): Promise<CustomerDetail> {
    const customer = await load(trx, id);
    const [addresses, cart] = await Promise.all([addressesOf(trx, [id]), cartSummary(trx, id)]);
    return { ...customer, addresses: addresses.map(toAddress), cart };
  }

  async function assertPhoneFree(trx: Db, phone: string, id?: number) {
    const holder = await repo.phoneHolder(trx, phone);
    if (holder && Number(holder.id) !== id) throw fieldError('phone', 'validation.unique');
  }

  async function list(query: CustomerListQuery) {
    const found = whereCustomerText(repo.filteredCustomers(db, query.status), dialect, query.search);
    const { rows, meta } = await paginate<repo.CustomerRow>(db, found, query, {
      sorts: {
        name: 'customers.name',
        // Codes follow ids, so the id orders them (and has the index).
        code: 'customers.id',
        created_at: 'customers.created_at',
        updated_at: 'customers.updated_at',
        id: 'customers.id',
      },
      defaultSort: '-id',
      idColumn: 'customers.id',
    });
    return { data: rows.map(toCustomer), meta };
  }

  function create(input: CustomerInput, actor: Actor) {
    return db.transaction().execute(async (trx) => {
      await assertPhoneFree(trx, input.phone);
      const now = nowIso();
      const fields = { name: input.name, phone: input.phone, additional_phone: input.additional_phone ?? null, email: input.email ?? null };
      const id = await repo.insertCustomer(trx, {
        ...fields,
        is_active: repo.flag(input.status === 'active'),
        search_text: '',
        created_at: now,
        updated_at: now,
      });
      const code = customerCodeOf(id);
      await repo.updateCustomer(trx, id, { code, search_text: customerSearchText({ ...fields, code }) });
      const customer = await load(trx, id);
      await recordHistory(trx, actor, { action: 'created', model, modelId: id, after: customer });
      return customer;
    });
  }

  /** Changes the fields sent; `status` alone is what activate and deactivate send. */
  function update(id: number, input: CustomerUpdateInput, actor: Actor) {
    return db.transaction().execute(async (trx) => {
      const before = await load(trx, id);
      if (input.phone !== undefined) await assertPhoneFree(trx, input.phone, id);
      const next = {
        name: input.name ?? before.name,
        phone: input.phone ?? before.phone,
        additional_phone: input.additional_phone === undefined ? before.additional_phone : input.additional_phone,
        email: input.email === undefined ? before.email : input.email,
      };
      const status = input.status ?? before.status;
      // A repeated activate or deactivate changes nothing and writes nothing.
      if (Object.entries(next).every(([key, value]) => before[key as keyof typeof next] === value) && status === before.status) return before;
      await repo.updateCustomer(trx, id, {
        ...next,
        is_active: repo.flag(status === 'active'),
        search_text: customerSearchText({ ...next, code: before.code }),
        updated_at: nowIso(),
      });
      const after = await load(trx, id);
      await recordHistory(trx, actor, { action: 'updated', model, modelId: id, before, after });
      return after;
    });
  }

  /**
   * All or none. Each customer goes with their addresses and cart; the history keeps the
   * addresses. A customer with orders stays (409 naming them and a few order numbers).
   */
  function remove(ids: number[], actor: Actor, locale: Locale) {
    return db.transaction().execute(async (trx) => {
      const unique = [...new Set(ids)];
      const rows = await repo.findCustomers(trx, unique);
      if (rows.length !== unique.length) throw notFound();
      const ordered = await orderNumbersOf(trx, unique, 6);
      if (ordered.length) {
        const holders = new Set(ordered.map((o) => Number(o.customer_id)));
        throw conflict('errors.customer_has_orders', {
          names: listNames(locale, rows.filter((row) => holders.has(Number(row.id))).map((row) => row.name)),
          items: listNames(locale, ordered.slice(0, 5).map((o) => orderNumberLabel(Number(o.number))), ordered.length > 5),
        });
      }
      const addresses = (await addressesOf(trx, unique)).map(toAddress);
      await deleteCartsOf(trx, unique);
      await deleteAddresses(trx, addresses.map((a) => a.id));
      await repo.deleteCustomers(trx, unique);
      await recordHistory(trx, actor, [
        ...addresses.map((a) => ({ action: 'deleted' as const, model: 'customer_addresses', modelId: a.id, before: a })),
        ...rows.map((row) => ({ action: 'deleted' as const, model, modelId: row.id, before: toCustomer(row) })),
      ]);
    });
  }

  return {
    list,
    get: (id: number) => detail(db, id),
    create,
    update,
    setActive: (id: number, active: boolean, actor: Actor) => update(id, { status: active ? 'active' : 'inactive' }, actor),
    remove,
  };
}
export type CustomersService = ReturnType<typeof createCustomersService>;
