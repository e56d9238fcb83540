import type { City, Country, Governorate } from '@matjar/shared';

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

/** `/dashboard/countries/1/governorates/4/cities` — the collection path of a scope. */
export function placesPath(scope: PlaceScope): string {
  if (scope.level === 'countries') return '/dashboard/countries';
  const country = `/dashboard/countries/${scope.countryId}/governorates`;
  return scope.level === 'governorates' ? country : `${country}/${scope.governorateId}/cities`;
}

/** The scope one level down from a row of this scope (a country's governorates, …). */
export function childScope(scope: PlaceScope, id: number): PlaceScope | null {
  if (scope.level === 'countries') return { level: 'governorates', countryId: id };
  if (scope.level === 'governorates') return { level: 'cities', countryId: scope.countryId, governorateId: id };
  return null;
}

/** A stable text for query keys. */
export const scopeKey = (scope: PlaceScope) => placesPath(scope);
