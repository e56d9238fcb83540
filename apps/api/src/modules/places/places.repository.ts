import type { Locale } from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { type ResourceRow, childCount, queryRepository } from '../../lib/resource-repository.js';

/** SQL of countries, governorates and cities. Every child query names its parent. */

export type CountryRow = ResourceRow<typeof countriesRepository>;
export type GovernorateRow = ResourceRow<typeof governoratesRepository>;
export type CityRow = ResourceRow<typeof citiesRepository>;

/** The parents a governorate's or a city's calls name (the path's ids). */
export interface CountryScope {
  countryId: number;
}
export interface GovernorateScope extends CountryScope {
  governorateId: number;
}

export const countriesRepository = queryRepository({
  table: 'countries',
  query: (db: Db) =>
    db
      .selectFrom('countries')
      .select(['countries.id', 'countries.name_en', 'countries.name_ar', 'countries.code', 'countries.created_at', 'countries.updated_at'])
      .select(childCount('governorates', 'country_id', 'countries.id').as('governorates_count')),
  idColumn: 'countries.id',
});

/** A country's governorates, each with its number of cities. */
export const governoratesRepository = queryRepository({
  table: 'governorates',
  query: (db: Db, { countryId }: CountryScope) =>
    db
      .selectFrom('governorates')
      .select([
        'governorates.id', 'governorates.country_id', 'governorates.name_en', 'governorates.name_ar',
        'governorates.shipment_fees', 'governorates.created_at', 'governorates.updated_at',
      ])
      .select(childCount('cities', 'governorate_id', 'governorates.id').as('cities_count'))
      .where('governorates.country_id', '=', countryId),
  idColumn: 'governorates.id',
});

/**
 * A governorate's cities with the fee that applies to each, as a derived table `c` so the
 * list can sort by that fee like by any column.
 */
export const citiesRepository = queryRepository({
  table: 'cities',
  query: (db: Db, { governorateId }: GovernorateScope) =>
    db
      .selectFrom(
        db
          .selectFrom('cities')
          .innerJoin('governorates', 'governorates.id', 'cities.governorate_id')
          .select([
            'cities.id', 'cities.governorate_id', 'governorates.country_id', 'cities.name_en', 'cities.name_ar',
            'cities.shipment_fees', 'governorates.shipment_fees as governorate_fees', 'cities.search_text',
            'cities.created_at', 'cities.updated_at',
          ])
          .select((eb) => eb.fn.coalesce('cities.shipment_fees', 'governorates.shipment_fees').as('effective_fees'))
          .where('cities.governorate_id', '=', governorateId)
          .as('c'),
      )
      .select([
        'c.id', 'c.governorate_id', 'c.country_id', 'c.name_en', 'c.name_ar', 'c.shipment_fees', 'c.governorate_fees',
        'c.effective_fees', 'c.created_at', 'c.updated_at',
      ]),
  idColumn: 'c.id',
});

/** A few children of these parents, to name in a 409; `more` when there are others. */
export async function childrenSample(db: Db, table: 'governorates' | 'cities', parentIds: number[], limit = 5) {
  const parent = table === 'governorates' ? 'country_id' : 'governorate_id';
  const rows = await db
    .selectFrom(table)
    .select(['id', 'name_en', 'name_ar', `${parent} as parent_id`])
    .where(parent, 'in', parentIds)
    .orderBy('id')
    .limit(limit + 1)
    .execute();
  const parents = await db.selectFrom(table).select(`${parent} as parent_id`).distinct().where(parent, 'in', parentIds).execute();
  return { usedIds: new Set(parents.map((p) => Number(p.parent_id))), sample: rows.slice(0, limit), more: rows.length > limit };
}

/** Which of these cities addresses use, and a few of the customers using them. */
export async function citiesInAddresses(db: Db, cityIds: number[], limit = 5) {
  const used = await db.selectFrom('customer_addresses').select('city_id').distinct().where('city_id', 'in', cityIds).execute();
  const customers = await db
    .selectFrom('customers')
    .select(['customers.name', 'customers.code'])
    .where('customers.id', 'in', (eb) => eb.selectFrom('customer_addresses').select('customer_id').where('city_id', 'in', cityIds))
    .orderBy('customers.id')
    .limit(limit + 1)
    .execute();
  return { usedIds: new Set(used.map((u) => Number(u.city_id))), sample: customers.slice(0, limit), more: customers.length > limit };
}

/** Every country, governorate and city, for the regions answer (small: a store's shipping map). */
export const allPlaces = async (db: Db, locale: Locale, countryId?: number) => {
  const name = locale === 'ar' ? 'name_ar' : 'name_en';
  let countries = db.selectFrom('countries').select(['id', 'name_en', 'name_ar', 'code']).orderBy(name).orderBy('id');
  let governorates = db
    .selectFrom('governorates')
    .select(['id', 'country_id', 'name_en', 'name_ar', 'shipment_fees'])
    .orderBy(name)
    .orderBy('id');
  let cities = db
    .selectFrom('cities')
    .innerJoin('governorates', 'governorates.id', 'cities.governorate_id')
    .select(['cities.id', 'cities.governorate_id', 'cities.name_en', 'cities.name_ar', 'cities.shipment_fees'])
    .orderBy(`cities.${name}`)
    .orderBy('cities.id');
  if (countryId !== undefined) {
    countries = countries.where('id', '=', countryId);
    governorates = governorates.where('country_id', '=', countryId);
    cities = cities.where('governorates.country_id', '=', countryId);
  }
  const [c, g, ci] = await Promise.all([countries.execute(), governorates.execute(), cities.execute()]);
  return { countries: c, governorates: g, cities: ci };
};

/** Every city with its chain and its country's code, oldest first: what demo addresses are placed in. */
export const cityChains = (db: Db) =>
  db
    .selectFrom('cities')
    .innerJoin('governorates', 'governorates.id', 'cities.governorate_id')
    .innerJoin('countries', 'countries.id', 'governorates.country_id')
    .select(['cities.id as city_id', 'cities.name_en', 'cities.governorate_id', 'governorates.country_id', 'countries.code'])
    .orderBy('cities.id')
    .execute();
