import { IconRuler2 } from '@tabler/icons-react';
import { listRoute } from '../../app/route-kit';
import { defineWebModule, menuEntry } from '../../app/web-module';

/** Units of measure (`/dashboard/units`), each with its history of changes. */
export const unitsModule = defineWebModule({
  name: 'units',
  menu: [menuEntry({ group: 'basicData', key: 'units', to: '/dashboard/units', icon: IconRuler2, permission: 'units.*' })],
  routes: (app) => [listRoute(app, 'units', 'units.view', 'units', () => import('./units-page'))],
  history: { units: 'layout:models.units' },
});
