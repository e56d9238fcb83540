import type { QueryClient } from '@tanstack/react-query';
import { createRoute, notFound } from '@tanstack/react-router';
import { i18n } from '../../lib/i18n/i18n';
import { lazyPage } from '../lazy-page';
import { requirePermission } from '../route-gate';
import { appLayoutRoute } from './dashboard-routes';

/** List pages read their own search params (paging, sort, filters, open dialog). */
const listSearch = (search: Record<string, unknown>) => search;

export const usersRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'users',
  validateSearch: listSearch,
  beforeLoad: requirePermission('users.view'),
  loader: () => i18n.loadNamespaces('users'),
  component: lazyPage(() => import('../../features/users/users-page')),
});

/** The spec's `logs`: the user history. */
export const logsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'logs',
  validateSearch: listSearch,
  beforeLoad: requirePermission('models-history.all'),
  loader: () => i18n.loadNamespaces('history'),
  component: lazyPage(() => import('../../features/history/history-page')),
});

export const rolesRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'settings/roles_permissions',
  validateSearch: listSearch,
  beforeLoad: requirePermission('roles.view'),
  loader: () => i18n.loadNamespaces('roles'),
  component: lazyPage(() => import('../../features/roles/roles-page')),
});

/** One module holds the create and edit pages and their loader (see `loadRolePage`). */
const rolePage = () => import('../../features/roles/role-page');
const rolePageComponent = lazyPage(rolePage);
const loadRolePage = async (queryClient: QueryClient, id: number | null) => {
  const [{ loadRolePage: load }] = await Promise.all([rolePage(), i18n.loadNamespaces('roles')]);
  await load(queryClient, id);
};

export const roleCreateRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'settings/roles_permissions/create',
  beforeLoad: requirePermission('roles.create'),
  loader: ({ context }) => loadRolePage(context.queryClient, null),
  component: rolePageComponent,
});

export const roleRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'settings/roles_permissions/$role',
  beforeLoad: requirePermission(['roles.view', 'roles.update']),
  loader: ({ context, params }) => {
    const id = Number(params.role);
    if (!Number.isInteger(id) || id < 1) throw notFound();
    return loadRolePage(context.queryClient, id);
  },
  component: rolePageComponent,
});

/** User menu → Settings: one's own account. Every signed-in user may open it. */
export const profileRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'profile',
  loader: () => i18n.loadNamespaces('profile'),
  component: lazyPage(() => import('../../features/profile/profile-page')),
});
