import { IconHistory } from '@tabler/icons-react';
import { listRoute } from '../../app/route-kit';
import { defineWebModule, menuEntry } from '../../app/web-module';

/** The spec's `logs`: the user history, read-only; each module names the models it owns. */
export const historyModule = defineWebModule({
  name: 'history',
  permissionAreas: ['models-history'],
  menu: [menuEntry({ group: 'users', key: 'logs', to: '/dashboard/logs', icon: IconHistory, permission: 'models-history.all' })],
  routes: (app) => [listRoute(app, 'logs', 'models-history.all', 'history', () => import('./history-page'))],
  history: {},
});
