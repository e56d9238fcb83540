import { IconCoin } from '@tabler/icons-react';
import { listRoute } from '../../app/route-kit';
import { defineWebModule, menuEntry } from '../../app/web-module';

/** Currencies, on the spec's `currency` (singular) screen. */
export const currenciesModule = defineWebModule({
  name: 'currencies',
  menu: [menuEntry({ group: 'basicData', key: 'currency', to: '/dashboard/currency', icon: IconCoin, permission: 'currencies.*' })],
  routes: (app) => [listRoute(app, 'currency', 'currencies.view', 'currencies', () => import('./currencies-page'))],
  history: { currencies: 'layout:models.currencies' },
});
