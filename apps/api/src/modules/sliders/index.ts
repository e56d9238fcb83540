import type { ApiModule } from '../module.js';
import { seedSliders } from './sliders.seed.js';
import { slidersRoutes } from './sliders.routes.js';
import { createSlidersService } from './sliders.service.js';

/** Slides of the store's main and about sliders (`/api/dashboard/sliders`). */
export const slidersModule: ApiModule = {
  name: 'sliders',
  permissionAreas: ['sliders'],
  routes: ({ db, media }) => slidersRoutes(createSlidersService(db, media)),
  seed: seedSliders,
};
