import { IconUsers } from '@tabler/icons-react';
import { createRoute } from '@tanstack/react-router';
import { lazyPage, listScreen } from '../../app/route-kit';
import { defineWebModule } from '../../app/web-module';

/** Staff accounts (`/dashboard/users`): their roles, their access, signing in as them. */
export const usersModule = defineWebModule({
  name: 'users',
  namespace: 'users',
  permissionAreas: ['users'],
  menu: [{ group: 'users', key: 'users', to: '/dashboard/users', icon: IconUsers, permission: 'users.*' }],
  routes: (app) => [
    createRoute({ ...listScreen(app, 'users.view', 'users'), path: 'users', component: lazyPage(() => import('./users-page')) }),
  ],
  history: { users: 'layout:models.users' },
});
