import { IconTag } from '@tabler/icons-react';
import { listRoute } from '../../app/route-kit';
import { defineWebModule, menuEntry } from '../../app/web-module';

/** Brands: the list with logos (`/dashboard/brands`). */
export const brandsModule = defineWebModule({
  name: 'brands',
  menu: [menuEntry({ group: 'basicData', key: 'brands', to: '/dashboard/brands', icon: IconTag, permission: 'brands.*' })],
  routes: (app) => [listRoute(app, 'brands', 'brands.view', 'brands', () => import('./brands-page'))],
  history: { brands: 'layout:models.brands' },
});
