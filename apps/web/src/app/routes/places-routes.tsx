import { createRoute, notFound } from '@tanstack/react-router';
import { i18n } from '../../lib/i18n/i18n';
import { lazyPage } from '../lazy-page';
import { requirePermission } from '../route-gate';
import { appLayoutRoute } from './dashboard-routes';

/** List pages read their own search params (paging, sort, search, open dialog). */
const listSearch = (search: Record<string, unknown>) => search;

/** Path ids (`$country`, `$customer`, …) are positive integers; anything else is the 404 screen. */
export function checkPathIds(params: Record<string, string>): void {
  for (const value of Object.values(params)) {
    const id = Number(value);
    if (!Number.isInteger(id) || id < 1) throw notFound();
  }
}

// Governorates and cities have no permission area of their own (spec §6): `countries.*` covers them.
const places = {
  getParentRoute: () => appLayoutRoute,
  validateSearch: listSearch,
  beforeLoad: requirePermission('countries.view'),
} as const;
const loadPlaces = ({ params }: { params: Record<string, string> }) => {
  checkPathIds(params);
  return i18n.loadNamespaces('places');
};

export const countriesRoute = createRoute({
  ...places,
  path: 'countries',
  loader: loadPlaces,
  component: lazyPage(() => import('../../features/places/countries-page')),
});

export const governoratesRoute = createRoute({
  ...places,
  path: 'countries/$country/governorates',
  loader: loadPlaces,
  component: lazyPage(() => import('../../features/places/governorates-page')),
});

export const citiesRoute = createRoute({
  ...places,
  path: 'countries/$country/governorates/$governorate/cities',
  loader: loadPlaces,
  component: lazyPage(() => import('../../features/places/cities-page')),
});

/** The spec's `currency` (singular) screen of the currencies. */
export const currencyRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'currency',
  validateSearch: listSearch,
  beforeLoad: requirePermission('currencies.view'),
  loader: () => i18n.loadNamespaces('currencies'),
  component: lazyPage(() => import('../../features/currencies/currencies-page')),
});
