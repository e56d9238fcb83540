import { IconPackage } from '@tabler/icons-react';
import { defineWebModule, menuEntry } from '../../app/web-module';
import { productsRoutes } from './products-routes';

/** The catalogue: products with their prices, stock and variants. */
export const productsModule = defineWebModule({
  name: 'products',
  menu: [menuEntry({ group: 'basicData', key: 'products', to: '/dashboard/products', icon: IconPackage, permission: 'products.*' })],
  routes: productsRoutes,
  history: { products: 'layout:models.products' },
});
