import { type Address, type AddressInput, type Locale, storedToMoney } from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { Actor } from '../../lib/history.js';
import { rowExists } from '../../lib/resource-repository.js';
import { resourceService } from '../../lib/resource-service.js';
import * as repo from './addresses.repository.js';

export const toAddress = (row: repo.AddressRow): Address => ({
  id: Number(row.id),
  customer_id: Number(row.customer_id),
  title: row.title,
  receiver_name: row.receiver_name,
  mobile: row.mobile,
  extra_phone: row.extra_phone,
  country: { id: Number(row.country_id), name: { en: row.country_en, ar: row.country_ar } },
  governorate: { id: Number(row.governorate_id), name: { en: row.governorate_en, ar: row.governorate_ar } },
  city: { id: Number(row.city_id), name: { en: row.city_en, ar: row.city_ar } },
  zip_code: row.zip_code,
  line1: row.line1,
  location: { lat: Number(row.lat), lng: Number(row.lng) },
  shipment_fees: storedToMoney(Number(row.shipment_fees)),
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/** Country → governorate → city must chain; the first broken link is the field in error (422). */
async function assertPlaces(db: Db, input: AddressInput) {
  const { country, governorate, city } = await repo.placeChain(db, input);
  const errors: Record<string, string[]> = {};
  if (!country) errors.country_id = ['validation.exists'];
  if (!governorate) errors.governorate_id = ['validation.exists'];
  else if (country && Number(governorate.country_id) !== input.country_id) errors.governorate_id = ['validation.governorate_not_in_country'];
  if (!city) errors.city_id = ['validation.exists'];
  else if (governorate && Number(city.governorate_id) !== input.governorate_id) errors.city_id = ['validation.city_not_in_governorate'];
  if (Object.keys(errors).length) throw new AppError(422, 'errors.validation_failed', {}, errors);
}

/**
 * A customer's addresses at `/api/dashboard/customer-addresses/{customerId}` (ARCHITECTURE):
 * GET lists them, POST adds one or, when the body carries an `id`, edits that one. Every
 * call names the customer: another customer's address is not found.
 */
export function createAddressesService(db: Db) {
  const assertCustomer = async (trx: Db, customerId: number) => {
    if (!(await rowExists(trx, 'customers', customerId))) throw notFound();
  };
  const kit = resourceService<repo.AddressRow, Address, AddressInput, number>(db, {
    model: 'customer_addresses',
    repository: repo.addressesRepository,
    present: (rows) => rows.map(toAddress),
    scope: {
      assert: assertCustomer,
      columns: (customerId) => ({ customer_id: customerId }),
    },
    beforeWrite: (input, { trx }) => assertPlaces(trx, input),
    stored: (input) => ({
      title: input.title,
      receiver_name: input.receiver_name,
      mobile: input.mobile,
      extra_phone: input.extra_phone ?? null,
      country_id: input.country_id,
      governorate_id: input.governorate_id,
      city_id: input.city_id,
      zip_code: input.zip_code ?? null,
      line1: input.line1,
      lat: input.location.lat,
      lng: input.location.lng,
    }),
  });

  /** Oldest first, all of them (a customer has a handful). */
  async function list(customerId: number) {
    await assertCustomer(db, customerId);
    return (await repo.addressesOf(db, [customerId])).map(toAddress);
  }

  /** Adds (`created: true`) or edits the address; an `id` of another customer's address is not found. */
  async function save(customerId: number, input: AddressInput, actor: Actor) {
    const addresses = kit.scoped(customerId);
    if (input.id) return { address: await addresses.update(input.id, input, actor), created: false };
    return { address: await addresses.create(input, actor), created: true };
  }

  const remove = (customerId: number, id: number, actor: Actor, locale: Locale) => kit.scoped(customerId).remove([id], actor, locale);

  return { list, save, remove };
}
export type AddressesService = ReturnType<typeof createAddressesService>;
