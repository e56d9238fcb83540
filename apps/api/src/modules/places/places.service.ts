import { type CityInput, type CountryInput, type GovernorateInput, type Locale, moneyToStored } from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { nameIn } from '../../lib/in-use.js';
import { bilingualSorts, parentScope, resourceService, storedName } from '../../lib/resource-service.js';
import { toCity, toCountry, toGovernorate } from './place-mapping.js';
import * as repo from './places.repository.js';

/**
 * Countries → governorates → cities. A child is found only under its own parent: each call
 * names them (the path's ids), and a missing parent is a 404. A place that still holds
 * children, or a city that addresses use, cannot be deleted (409 naming them).
 */

/** A place still holding children (a country's governorates, a governorate's cities) stays: the 409 names a few. */
const holdingChildren = (children: 'governorates' | 'cities', key: string) => async (trx: Db, ids: number[], locale: Locale) => {
  const { usedIds, sample, more } = await repo.childrenSample(trx, children, ids);
  return { key, usedIds, items: sample.map((child) => nameIn(locale, child)), more };
};

export function createCountriesService(db: Db) {
  return resourceService(db, {
    model: 'countries',
    repository: repo.countriesRepository,
    present: (rows) => rows.map(toCountry),
    unique: { table: 'countries', fields: [{ field: 'code', column: 'code', value: (input) => input.code, compare: 'exact' }] },
    stored: (input: CountryInput) => ({ ...storedName(input.name, input.code), code: input.code }),
    list: { sorts: bilingualSorts('countries', { code: 'code' }), searchColumn: 'countries.search_text' },
    inUse: holdingChildren('governorates', 'errors.country_has_governorates'),
  });
}

export function createGovernoratesService(db: Db) {
  return resourceService(db, {
    model: 'governorates',
    repository: repo.governoratesRepository,
    present: (rows) => rows.map(toGovernorate),
    scope: parentScope<repo.CountryScope>(
      (trx, { countryId }) => repo.countriesRepository.find(trx, countryId),
      ({ countryId }) => ({ country_id: countryId }),
    ),
    stored: (input: GovernorateInput) => ({ ...storedName(input.name), shipment_fees: moneyToStored(input.shipment_fees) }),
    list: { sorts: bilingualSorts('governorates', { shipment_fees: 'shipment_fees' }), searchColumn: 'governorates.search_text' },
    inUse: holdingChildren('cities', 'errors.governorate_has_cities'),
  });
}

export function createCitiesService(db: Db) {
  return resourceService(db, {
    model: 'cities',
    repository: repo.citiesRepository,
    present: (rows) => rows.map(toCity),
    scope: parentScope<repo.GovernorateScope>(
      (trx, scope) => repo.governoratesRepository.find(trx, scope.governorateId, scope),
      ({ governorateId }) => ({ governorate_id: governorateId }),
    ),
    stored: (input: CityInput) => ({ ...storedName(input.name), shipment_fees: input.shipment_fees == null ? null : moneyToStored(input.shipment_fees) }),
    list: { sorts: bilingualSorts('c', { shipment_fees: 'effective_fees' }), searchColumn: 'c.search_text' },
    inUse: async (trx, ids) => {
      const { usedIds, sample, more } = await repo.citiesInAddresses(trx, ids);
      return { key: 'errors.in_use_by_addresses', usedIds, items: sample.map((c) => `${c.name} (${c.code})`), more };
    },
  });
}
