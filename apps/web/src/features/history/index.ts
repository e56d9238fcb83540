import { IconHistory } from '@tabler/icons-react';
import { createRoute } from '@tanstack/react-router';
import { lazyPage, listScreen } from '../../app/route-kit';
import { defineWebModule } from '../../app/web-module';

/** The spec's `logs`: the user history, read-only; each module names the models it owns. */
export const historyModule = defineWebModule({
  name: 'history',
  namespace: 'history',
  permissionAreas: ['models-history'],
  menu: [{ group: 'users', key: 'logs', to: '/dashboard/logs', icon: IconHistory, permission: 'models-history.all' }],
  routes: (app) => [
    createRoute({ ...listScreen(app, 'models-history.all', 'history'), path: 'logs', component: lazyPage(() => import('./history-page')) }),
  ],
  history: {},
});
