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
import { parseListParams } from '../components/data-table/list-params';
import { resourceListQuery, type Resource } from '../components/resource/resource';
// Imported, then exported: import/no-cycle takes `export type … from` for a runtime import.
import type { AppLayoutRoute, PrintLayoutRoute } from './routes/dashboard-routes';

export type { AppLayoutRoute, PrintLayoutRoute };

/** List screens read their own search params (paging, sort, search, filters, the open dialog). */
export const listSearch = (search: Record<string, unknown>) => search;

/** Path ids (`$country`, `$customer`, …) are positive integers; anything else is the 404 screen. */
export function checkPathIds(params: Record<string, string>): void {
  for (const value of Object.values(params)) {
    const id = Number(value);
    if (!Number.isInteger(id) || id < 1) throw notFound();
  }
}

/**
 * What a screen asks the server for while its code loads: run by its loader when the app
 * navigates there, and at a signed-in start by `startMatchedScreens` (`app/start-screens.ts`)
 * at once, without waiting for the profile. It starts requests and waits for none.
 */
export type ScreenData = (queryClient: QueryClient, match: { params: Record<string, string>; search: Record<string, unknown> }) => void;

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The screen's catalogues, loaded by its loader and, at a signed-in start, with its code. */
    namespaces?: readonly string[];
    data?: ScreenData;
  }
}

/** Loads a screen's catalogues once its path ids are known to be ids. */
export const loadScreen =
  (namespaces: string | readonly string[]) =>
  ({ params }: { params: Record<string, string> }) => {
    checkPathIds(params);
    return i18n.loadNamespaces(namespaces);
  };

type LoaderOptions = { params: Record<string, string>; context: { queryClient: QueryClient }; location: { search: Record<string, unknown> } };

/**
 * The options every module screen starts with: its layout, the permission it needs (others
 * see the 403 screen), its loader (`loadScreen`, and `data` started beside it) and its 404
 * (a path id that is no id, such as `/dashboard/orders/abc`), shown in its place inside the
 * dashboard's frame rather than bubbling up to the bare root one. Spread into `createRoute`
 * beside `path` and `component`; a screen that must wait for its data to render (an
 * unknown id is a 404) replaces `loader` and awaits what `data` started.
 */
export const screen = <Parent>(parent: Parent, permission: Requirement, namespaces: string | readonly string[], data?: ScreenData) => ({
  getParentRoute: () => parent,
  beforeLoad: requirePermission(permission),
  staticData: { namespaces: typeof namespaces === 'string' ? [namespaces] : namespaces, data },
  loader: (options: LoaderOptions) => {
    const strings = loadScreen(namespaces)(options);
    data?.(options.context.queryClient, { params: options.params, search: options.location.search });
    return strings;
  },
  notFoundComponent: () => createElement(NotFoundPage),
});

/** The same for a list screen, which reads its own search params. */
export const listScreen = <Parent>(parent: Parent, permission: Requirement, namespaces: string | readonly string[], data?: ScreenData) => ({
  ...screen(parent, permission, namespaces, data),
  validateSearch: listSearch,
});

/** A list's resource and filters, imported on demand by the route that prefetches its first page. */
export type ListData = () => Promise<{ resource: Resource<any, any, any>; filterKeys?: readonly string[] }>;

/**
 * A list's first page, asked for while the route's code loads instead of once the screen
 * has rendered: the screen's query (same key, same fetch) finds the answer there or in
 * flight. A failure is the screen's to show when its query retries. The sort is read
 * without the screen's whitelist: a sort the screen drops costs one request. The list's
 * parameters and key come from modules of the first bundle, imported statically: a
 * dynamic import resolves in a task of its own, which waits behind the long tasks of the
 * screen's code arriving, and the request went out with the screen's render.
 */
const listData =
  (data: ListData): ScreenData =>
  (queryClient, { search }) => {
    void data()
      .then(({ resource, filterKeys }) => queryClient.prefetchQuery(resourceListQuery(resource, parseListParams(search, { filterKeys }))))
      .catch(() => undefined);
  };

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
    ...listScreen(parent, permission, namespaces, data && listData(data)),
    path,
    component: lazyPage(page),
  });
