import type { ApiModule } from '../module.js';
import { productsServiceOf } from '../products/index.js';
import { categoriesRoutes } from './categories.routes.js';
import { seedCategories } from './categories.seed.js';
import { createCategoriesService } from './categories.service.js';

export const categoriesModule: ApiModule = {
  name: 'categories',
  permissionAreas: ['categories'],
  routes: (context) => categoriesRoutes(createCategoriesService(context.db, context.media, productsServiceOf(context))),
  seed: seedCategories,
};
