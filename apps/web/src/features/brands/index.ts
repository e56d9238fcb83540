import { IconTag } from '@tabler/icons-react';
import { createRoute } from '@tanstack/react-router';
import { lazyPage, listScreen } from '../../app/route-kit';
import { defineWebModule } from '../../app/web-module';

/** Brands: the list with logos (`/dashboard/brands`). */
export const brandsModule = defineWebModule({
  name: 'brands',
  namespace: 'brands',
  permissionAreas: ['brands'],
  menu: [{ group: 'basicData', key: 'brands', to: '/dashboard/brands', icon: IconTag, permission: 'brands.*' }],
  routes: (app) => [
    createRoute({ ...listScreen(app, 'brands.view', 'brands'), path: 'brands', component: lazyPage(() => import('./brands-page')) }),
  ],
  history: { brands: 'layout:models.brands' },
});
