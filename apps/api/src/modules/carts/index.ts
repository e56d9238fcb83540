import type { ApiModule } from '../module.js';
import { cartsRoutes } from './carts.routes.js';
import { createCartsService } from './carts.service.js';

export { deleteCartsOf, insertCart, insertCartItem } from './carts.repository.js';
export { cartSummary, createCartsService } from './carts.service.js';

/** Customers' carts, read only (the storefront fills them; `customers.view`); the customers' seed writes the demo ones. */
export const cartsModule: ApiModule = {
  name: 'carts',
  permissionAreas: [],
  routes: ({ db }) => cartsRoutes(createCartsService(db)),
};
