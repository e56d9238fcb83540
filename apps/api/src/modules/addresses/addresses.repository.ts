import type { Db } from '../../db/database.js';
import { queryRepository } from '../../lib/resource-repository.js';

/** Addresses with the names of their places and the fee that applies (the city's, else the governorate's). */
export const addressesQuery = (db: Db) =>
  db
    .selectFrom('customer_addresses as a')
    .innerJoin('countries', 'countries.id', 'a.country_id')
    .innerJoin('governorates', 'governorates.id', 'a.governorate_id')
    .innerJoin('cities', 'cities.id', 'a.city_id')
    .select([
      'a.id', 'a.customer_id', 'a.title', 'a.receiver_name', 'a.mobile', 'a.extra_phone', 'a.country_id', 'a.governorate_id',
      'a.city_id', 'a.zip_code', 'a.line1', 'a.lat', 'a.lng', 'a.created_at', 'a.updated_at',
      'countries.name_en as country_en', 'countries.name_ar as country_ar',
      'governorates.name_en as governorate_en', 'governorates.name_ar as governorate_ar',
      'cities.name_en as city_en', 'cities.name_ar as city_ar',
    ])
    .select((eb) => eb.fn.coalesce('cities.shipment_fees', 'governorates.shipment_fees').as('shipment_fees'));

export type AddressRow = Awaited<ReturnType<ReturnType<typeof addressesQuery>['executeTakeFirstOrThrow']>>;

/** The addresses of these customers, oldest first. */
export const addressesOf = (db: Db, customerIds: number[]) =>
  customerIds.length
    ? addressesQuery(db).where('a.customer_id', 'in', customerIds).orderBy('a.id').execute()
    : Promise.resolve([]);

/** A customer's addresses (the scope is the customer's id). */
export const addressesRepository = queryRepository({
  table: 'customer_addresses',
  query: (db: Db, customerId: number) => addressesQuery(db).where('a.customer_id', '=', customerId),
  idColumn: 'a.id',
});

export const findAddress = (db: Db, customerId: number, id: number) => addressesRepository.find(db, id, customerId);

/** The place chain as stored: which country a governorate is in, which governorate a city is in. */
export async function placeChain(db: Db, ids: { country_id: number; governorate_id: number; city_id: number }) {
  const [country, governorate, city] = await Promise.all([
    db.selectFrom('countries').select('id').where('id', '=', ids.country_id).executeTakeFirst(),
    db.selectFrom('governorates').select(['id', 'country_id']).where('id', '=', ids.governorate_id).executeTakeFirst(),
    db.selectFrom('cities').select(['id', 'governorate_id']).where('id', '=', ids.city_id).executeTakeFirst(),
  ]);
  return { country, governorate, city };
}

export const deleteAddresses = addressesRepository.deleteMany;
