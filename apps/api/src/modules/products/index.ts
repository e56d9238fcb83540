import type { ApiModule, ModuleContext } from '../module.js';
import * as demandLimits from './migrations/2026-12-02-0018-product-demand-limits.js';
import { seedProducts } from './products.seed.js';
import { productsRoutes } from './products.routes.js';
import { createProductsService } from './products.service.js';

export { productsOf, productsUsing } from './product-usage.js';
export { existingProducts, lockProducts, moveStock, sellableProducts } from './products.repository.js';
export type { ProductsService } from './products.service.js';

/** The server's one products service: its list's kept totals are voided by stock moves and category moves too. */
export const productsServiceOf = (context: ModuleContext) =>
  context.shared('products', () => createProductsService(context.db, context.dialect, context.media, context.holders('products')));

export const productsModule: ApiModule = {
  name: 'products',
  permissionAreas: ['products'],
  routes: (context) => productsRoutes(productsServiceOf(context)),
  seed: seedProducts,
  migrations: { '2026-12-02-0018-product-demand-limits': demandLimits },
};
