import { IconRuler2 } from '@tabler/icons-react';
import { createRoute } from '@tanstack/react-router';
import { lazyPage, listScreen } from '../../app/route-kit';
import { defineWebModule } from '../../app/web-module';

/** Units of measure (`/dashboard/units`), each with its history of changes. */
export const unitsModule = defineWebModule({
  name: 'units',
  namespace: 'units',
  permissionAreas: ['units'],
  menu: [{ group: 'basicData', key: 'units', to: '/dashboard/units', icon: IconRuler2, permission: 'units.*' }],
  routes: (app) => [
    createRoute({ ...listScreen(app, 'units.view', 'units'), path: 'units', component: lazyPage(() => import('./units-page')) }),
  ],
  history: { units: 'layout:models.units' },
});
