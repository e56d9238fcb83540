import type { PermissionAreaName, Requirement } from '@matjar/shared';
import type { TablerIcon } from '@tabler/icons-react';
import type { AppLayoutRoute, PrintLayoutRoute } from './route-kit';

/**
 * The sidebar's groups in the spec's order (§2 "Sidebar groups"), then the support link the
 * spec offers beside them; a group no one can see is hidden.
 */
export const MENU_GROUPS = ['dashboard', 'reports', 'basicData', 'offers', 'orders', 'content', 'users', 'invoices', 'support'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/**
 * One sidebar entry of a module. Its texts are `layout:menu.items.<key>` and
 * `layout:menu.descriptions.<key>` (the chrome's catalogue, loaded with every signed-in screen).
 */
export interface ModuleMenuEntry {
  group: MenuGroup;
  key: string;
  /** The screen's path; `app/menu.ts` checks it against the route tree. */
  to: string;
  icon: TablerIcon;
  permission: Requirement;
}

/**
 * One sidebar entry, checked on its own: a misspelt permission or group is one error on this
 * call. Written inline in `menu`, it would make the module fail `defineWebModule`'s
 * constraint, lose its literal types and fail the route tree's types in every file (79
 * errors in 40). The path keeps its literal type for `app/menu.ts`.
 */
export const menuEntry = <const To extends string>(entry: ModuleMenuEntry & { to: To }): ModuleMenuEntry & { to: To } => entry;

/**
 * What a feature brings to the app, exported once from its `index.ts` and listed once in
 * `app/modules.ts`: the route tree, the sidebar and the history screen are built from it.
 */
export interface WebModule {
  /**
   * Its plural name (CONVENTIONS.md), which is also its catalogue
   * (`locales/{en,ar}/<name>.json`) and its permission area unless it says otherwise.
   */
  name: string;
  /** Its catalogue, loaded by its routes, when not named as the module. */
  namespace?: string;
  /** The permission areas its screens are guarded by, when not the module's name alone. */
  permissionAreas?: readonly PermissionAreaName[];
  /** Its sidebar entries (`menuEntry`); within a group they follow the order of `app/modules.ts`. */
  menu: readonly ModuleMenuEntry[];
  /**
   * Its routes, built under the signed-in layout it is given: the factory keeps each route's
   * own type, so typed links, params and search reach every screen. Pages load lazily.
   * (`unknown`, not the router's route type: checking that here would make TypeScript work
   * out the router's types while it is still inferring them; `addChildren` checks them.)
   */
  routes: (parent: AppLayoutRoute) => readonly unknown[];
  /** Pages printed without the dashboard's chrome (an order's invoice). */
  printRoutes?: (parent: PrintLayoutRoute) => readonly unknown[];
  /** The history models it owns and the catalogue key naming each (`{ units: 'layout:models.units' }`). */
  history: Readonly<Record<string, string>>;
}

/** What the app reads of a module, its defaults filled in. */
export type DefinedModule<M extends WebModule> = M & { namespace: string; permissionAreas: readonly PermissionAreaName[] };

/** Declares a module, keeping the literal types of its routes and menu paths for the route tree and the sidebar. */
export const defineWebModule = <const M extends WebModule>(module: M): DefinedModule<M> => ({
  ...module,
  namespace: module.namespace ?? module.name,
  permissionAreas: module.permissionAreas ?? [module.name as PermissionAreaName],
});
