import { IconUsers } from '@tabler/icons-react';
import { listRoute } from '../../app/route-kit';
import { defineWebModule, menuEntry } from '../../app/web-module';

/** Staff accounts (`/dashboard/users`): their roles, their access, signing in as them. */
export const usersModule = defineWebModule({
  name: 'users',
  menu: [menuEntry({ group: 'users', key: 'users', to: '/dashboard/users', icon: IconUsers, permission: 'users.*' })],
  routes: (app) => [listRoute(app, 'users', 'users.view', 'users', () => import('./users-page'))],
  history: { users: 'layout:models.users' },
});
