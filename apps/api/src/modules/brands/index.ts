import type { ApiModule } from '../module.js';
import { seedBrands } from './brands.seed.js';
import { brandsRoutes } from './brands.routes.js';
import { createBrandsService } from './brands.service.js';

export const brandsModule: ApiModule = {
  name: 'brands',
  permissionAreas: ['brands'],
  routes: ({ db, media }) => brandsRoutes(createBrandsService(db, media)),
  seed: seedBrands,
};
