import { IconCoin } from '@tabler/icons-react';
import { createRoute } from '@tanstack/react-router';
import { lazyPage, listScreen } from '../../app/route-kit';
import { defineWebModule } from '../../app/web-module';

/** Currencies, on the spec's `currency` (singular) screen. */
export const currenciesModule = defineWebModule({
  name: 'currencies',
  namespace: 'currencies',
  permissionAreas: ['currencies'],
  menu: [{ group: 'basicData', key: 'currency', to: '/dashboard/currency', icon: IconCoin, permission: 'currencies.*' }],
  routes: (app) => [
    createRoute({ ...listScreen(app, 'currencies.view', 'currencies'), path: 'currency', component: lazyPage(() => import('./currencies-page')) }),
  ],
  history: { currencies: 'layout:models.currencies' },
});
