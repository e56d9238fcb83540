import { type Address, type AddressInput, storedToMoney } from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { AppError, notFound } from '../../lib/errors.js';
import { type Actor, recordHistory } from '../../lib/history.js';
import * as repo from './addresses.repository.js';

const model = 'customer_addresses';

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

const stored = (input: AddressInput) => ({
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
  updated_at: nowIso(),
});

/**
 * A customer's addresses at `/api/dashboard/customer-addresses/{customerId}` (ARCHITECTURE):
 * GET lists them, POST adds one or, when the body carries an `id`, edits that one.
 */
export function createAddressesService(db: Db) {
  async function assertCustomer(trx: Db, customerId: number) {
    if (!(await repo.customerExists(trx, customerId))) throw notFound();
  }

  async function load(trx: Db, customerId: number, id: number) {
    const row = await repo.findAddress(trx, customerId, id);
    if (!row) throw notFound();
    return toAddress(row);
  }

  async function list(customerId: number) {
    await assertCustomer(db, customerId);
    return (await repo.addressesOf(db, [customerId])).map(toAddress);
  }

  /** Adds (`created: true`) or edits the address; an `id` of another customer's address is not found. */
  function save(customerId: number, input: AddressInput, actor: Actor) {
    return db.transaction().execute(async (trx) => {
      await assertCustomer(trx, customerId);
      const before = input.id ? await load(trx, customerId, input.id) : null;
      await assertPlaces(trx, input);
      const row = stored(input);
      const id = before ? before.id : await repo.insertAddress(trx, { ...row, customer_id: customerId, created_at: row.updated_at });
      if (before) await repo.updateAddress(trx, id, row);
      const after = await load(trx, customerId, id);
      await recordHistory(trx, actor, before
        ? { action: 'updated', model, modelId: id, before, after }
        : { action: 'created', model, modelId: id, after });
      return { address: after, created: !before };
    });
  }

  function remove(customerId: number, id: number, actor: Actor) {
    return db.transaction().execute(async (trx) => {
      const before = await load(trx, customerId, id);
      await repo.deleteAddresses(trx, [id]);
      await recordHistory(trx, actor, { action: 'deleted', model, modelId: id, before });
    });
  }

  return { list, save, remove };
}
export type AddressesService = ReturnType<typeof createAddressesService>;
