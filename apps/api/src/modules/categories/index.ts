import type { ApiModule } from '../module.js';
import * as categoryPositions from './migrations/2026-12-01-0017-category-positions.js';
import { productsServiceOf } from '../products/index.js';
import { categoriesRoutes } from './categories.routes.js';
import { seedCategories } from './categories.seed.js';
import { createCategoriesService } from './categories.service.js';

export const categoriesModule: ApiModule = {
  name: 'categories',
  permissionAreas: ['categories'],
  routes: (context) => categoriesRoutes(createCategoriesService(context.db, context.media, productsServiceOf(context))),
  seed: seedCategories,
  migrations: { '2026-12-01-0017-category-positions': categoryPositions },
};
