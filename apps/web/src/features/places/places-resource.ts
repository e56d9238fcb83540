import type { City, CityInput, Country, CountryInput, Governorate, GovernorateInput } from '@matjar/shared';
import { regionsQueryOptions } from '../../components/pickers/regions-query';
import { defineResource, type Resource } from '../../components/resource/resource';

/**
 * Which list of places a screen shows: the countries, the governorates of one country,
 * or the cities of one governorate. The API nests its paths the same way (spec §7).
 */
export type PlaceScope =
  | { level: 'countries' }
  | { level: 'governorates'; countryId: number }
  | { level: 'cities'; countryId: number; governorateId: number };

export type PlaceLevel = PlaceScope['level'];
export type PlaceRow = Country | Governorate | City;
export type PlaceInput = CountryInput | GovernorateInput | CityInput;

/** `/dashboard/countries/1/governorates/4/cities` — the collection path of a scope. */
export function placesPath(scope: PlaceScope): string {
  if (scope.level === 'countries') return '/dashboard/countries';
  const country = `/dashboard/countries/${scope.countryId}/governorates`;
  return scope.level === 'governorates' ? country : `${country}/${scope.governorateId}/cities`;
}

/**
 * One level of places as a resource. Governorates and cities have no permission area of
 * their own (spec §6): `countries.*` covers them; each level has its texts under
 * `places:<level>.…`. A change refreshes every level (their counts) and the regions the
 * place pickers read.
 */
export function placeResource<Row extends PlaceRow = PlaceRow>(scope: PlaceScope): Resource<Row, PlaceInput> {
  const path = placesPath(scope);
  return defineResource<Row, PlaceInput>({
    area: 'countries',
    namespace: 'places',
    keyPrefix: scope.level,
    path,
    key: ['places', path],
    batchKey: scope.level,
    rowIsRecord: true,
    alsoRefresh: [['places'], regionsQueryOptions().queryKey],
  });
}

/** The countries, whose names the lower levels' headings and breadcrumbs show. */
export const countries = placeResource<Country>({ level: 'countries' });
