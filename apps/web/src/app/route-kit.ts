import type { Requirement } from '@matjar/shared';
import { createRoute, notFound } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { i18n } from '../lib/i18n/i18n';
import { lazyPage } from './lazy-page';
import { requirePermission } from './route-gate';

/**
 * What a module's route factory builds its routes from (see `WebModule.routes`): the
 * layouts it hangs them under, lazy pages, permission guards and the usual loaders.
 */
export { lazyPage } from './lazy-page';
export { requirePermission } from './route-gate';
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
 * see the 403 screen) and its loader (`loadScreen`). Spread into `createRoute` beside `path`
 * and `component`; a screen that also needs data replaces `loader`.
 */
export const screen = <Parent>(parent: Parent, permission: Requirement, namespaces: string | readonly string[]) => ({
  getParentRoute: () => parent,
  beforeLoad: requirePermission(permission),
  loader: loadScreen(namespaces),
});

/** The same for a list screen, which reads its own search params. */
export const listScreen = <Parent>(parent: Parent, permission: Requirement, namespaces: string | readonly string[]) => ({
  ...screen(parent, permission, namespaces),
  validateSearch: listSearch,
});

/**
 * The usual list screen in one line: `path` under `parent`, for users meeting `permission`,
 * with its catalogues loaded and its page loaded lazily (`() => import('./units-page')`).
 */
export const listRoute = <const Path extends string>(
  parent: AppLayoutRoute,
  path: Path,
  permission: Requirement,
  namespaces: string | readonly string[],
  page: () => Promise<{ default: ComponentType }>,
) => createRoute({ ...listScreen(parent, permission, namespaces), path, component: lazyPage(page) });
