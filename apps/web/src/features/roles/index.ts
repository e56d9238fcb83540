import type { QueryClient } from '@tanstack/react-query';
import { IconShieldLock } from '@tabler/icons-react';
import { createRoute } from '@tanstack/react-router';
import { checkPathIds, lazyPage, listRoute, screen } from '../../app/route-kit';
import { defineWebModule, menuEntry } from '../../app/web-module';
import { i18n } from '../../lib/i18n/i18n';

/** One module holds the create and edit pages and their loader (see `loadRolePage`). */
const rolePage = () => import('./role-page');
const loadRolePage = async (queryClient: QueryClient, id: number | null) => {
  const [{ loadRolePage: load }] = await Promise.all([rolePage(), i18n.loadNamespaces('roles')]);
  await load(queryClient, id);
};

/** Roles and their permissions (`/dashboard/settings/roles_permissions`). */
export const rolesModule = defineWebModule({
  name: 'roles',
  menu: [menuEntry({ group: 'users', key: 'roles', to: '/dashboard/settings/roles_permissions', icon: IconShieldLock, permission: 'roles.*' })],
  routes: (app) => {
    const rolePageComponent = lazyPage(rolePage);
    return [
      listRoute(app, 'settings/roles_permissions', 'roles.view', 'roles', () => import('./roles-page')),
      createRoute({
        ...screen(app, 'roles.create', 'roles'),
        path: 'settings/roles_permissions/create',
        loader: ({ context }) => loadRolePage(context.queryClient, null),
        component: rolePageComponent,
      }),
      createRoute({
        ...screen(app, ['roles.view', 'roles.update'], 'roles'),
        path: 'settings/roles_permissions/$role',
        loader: ({ context, params }) => {
          checkPathIds(params);
          return loadRolePage(context.queryClient, Number(params.role));
        },
        component: rolePageComponent,
      }),
    ];
  },
  history: { roles: 'layout:models.roles' },
});
