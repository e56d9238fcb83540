import { type Locale, type RegionCountry } from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { feeOf, ownFeeOf } from './place-mapping.js';
import * as repo from './places.repository.js';

/**
 * The shipping regions: every country with its governorates and their cities, each city
 * with the fee that applies to it (its own, else its governorate's), sorted by name in the
 * request's language. One answer, not paged: a store ships to hundreds of places, not millions.
 */
function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

export function createRegionsService(db: Db) {
  async function list(countryId: number | undefined, locale: Locale): Promise<RegionCountry[]> {
    const { countries, governorates, cities } = await repo.allPlaces(db, locale, countryId);
    const name = (row: { name_en: string; name_ar: string }) => ({ en: row.name_en, ar: row.name_ar });
    const citiesOf = groupBy(cities, (c) => Number(c.governorate_id));
    const governoratesOf = groupBy(governorates, (g) => Number(g.country_id));
    return countries.map((country) => ({
      id: Number(country.id),
      name: name(country),
      code: country.code,
      governorates: (governoratesOf.get(Number(country.id)) ?? []).map((governorate) => ({
        id: Number(governorate.id),
        name: name(governorate),
        shipment_fees: feeOf(governorate.shipment_fees),
        cities: (citiesOf.get(Number(governorate.id)) ?? []).map((city) => ({
          id: Number(city.id),
          name: name(city),
          shipment_fees: ownFeeOf(city.shipment_fees),
          effective_shipment_fees: feeOf(city.shipment_fees ?? governorate.shipment_fees),
        })),
      })),
    }));
  }
  return { list };
}
export type RegionsService = ReturnType<typeof createRegionsService>;
