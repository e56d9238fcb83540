import type { Requirement } from '@matjar/shared';
import type { QueryClient } from '@tanstack/react-query';
import { createRoute, notFound } from '@tanstack/react-router';
import { createElement, type ComponentType } from 'react';
import { NotFoundPage } from '../components/error-pages/not-found-page';
import { i18n } from '../lib/i18n/i18n';
import { lazyPage } from './lazy-page';
import { requirePermission } from './route-gate';

/**
 * What a module's route factory builds its routes from (see `WebModule.routes`): the
 * layouts it hangs them under, lazy pages, permission guards and the usual loaders.
 */
export { lazyPage } from './lazy-page';
export { requirePermission } from './route-gate';
import type { Resource } from '../components/resource/resource';
import type { AppLayoutRoute } from './routes/dashboard-routes';

export type { AppLayoutRoute, PrintLayoutRoute } from './routes/dashboard-routes';

/** List screens read their own search params (paging, sort, search, filters, the open dialog). */
export const listSearch = (search: Record<string, unknown>) => search;

/** Path ids (`$country`, `$customer`, …) are positive integers; anything else is the 404 screen. */
export function checkPathIds(params: Record<string, string>): void {
  for (const value of Object.values(params)) {
    const id = Number(value);
    if (!Number.isInteger(id) || id < 1) throw notFound();
  }
}

/** Loads a screen's catalogues once its path ids are known to be ids. */
export const loadScreen =
  (namespaces: string | readonly string[]) =>
  ({ params }: { params: Record<string, string> }) => {
    checkPathIds(params);
    return i18n.loadNamespaces(namespaces);
  };

/**
 * The options every module screen starts with: its layout, the permission it needs (others
 * see the 403 screen), its loader (`loadScreen`) and its 404 (a path id that is no id, such
 * as `/dashboard/orders/abc`), shown in its place inside the dashboard's frame rather than
 * bubbling up to the bare root one. Spread into `createRoute` beside `path` and
 * `component`; a screen that also needs data replaces `loader`.
 */
export const screen = <Parent>(parent: Parent, permission: Requirement, namespaces: string | readonly string[]) => ({
  getParentRoute: () => parent,
  beforeLoad: requirePermission(permission),
  loader: loadScreen(namespaces),
  notFoundComponent: () => createElement(NotFoundPage),
});

/** The same for a list screen, which reads its own search params. */
export const listScreen = <Parent>(parent: Parent, permission: Requirement, namespaces: string | readonly string[]) => ({
  ...screen(parent, permission, namespaces),
  validateSearch: listSearch,
});

/** A list's resource and filters, imported on demand by the route that prefetches its first page. */
export type ListData = () => Promise<{ resource: Resource<any, any, any>; filterKeys?: readonly string[] }>;

/**
 * Starts a list's page while the route's code loads, instead of once the screen has
 * rendered: the screen's query (same key, same fetch) finds the answer there or in flight.
 * Nothing waits for it, and a failure is the screen's to show when its query retries. The
 * sort is read without the screen's whitelist: a sort the screen drops costs one request.
 */
function prefetchList(queryClient: QueryClient, search: Record<string, unknown>, data: ListData) {
  void Promise.all([data(), import('../components/data-table/list-params'), import('../components/resource/resource-queries')])
    .then(([{ resource, filterKeys }, { parseListParams }, { resourceListOptions }]) =>
      queryClient.prefetchQuery(resourceListOptions(resource, parseListParams(search, { filterKeys }))),
    )
    .catch(() => undefined);
}

/**
 * The usual list screen in one line: `path` under `parent`, for users meeting `permission`,
 * with its catalogues loaded and its page loaded lazily (`() => import('./units-page')`);
 * with `data`, its first page is asked for in parallel with its code.
 */
export const listRoute = <const Path extends string>(
  parent: AppLayoutRoute,
  path: Path,
  permission: Requirement,
  namespaces: string | readonly string[],
  page: () => Promise<{ default: ComponentType }>,
  data?: ListData,
) =>
  createRoute({
    ...listScreen(parent, permission, namespaces),
    path,
    loader: (options: { params: Record<string, string>; context: { queryClient: QueryClient }; location: { search: Record<string, unknown> } }) => {
      if (data) prefetchList(options.context.queryClient, options.location.search, data);
      return loadScreen(namespaces)(options);
    },
    component: lazyPage(page),
  });
