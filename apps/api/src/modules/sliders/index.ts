import type { ApiModule } from '../module.js';
import * as slidersTable from './migrations/2026-11-25-0010-sliders.js';
import { seedSliders } from './sliders.seed.js';
import { slidersRoutes } from './sliders.routes.js';
import { createSlidersService } from './sliders.service.js';

/** Slides of the store's main and about sliders (`/api/dashboard/sliders`). */
export const slidersModule: ApiModule = {
  name: 'sliders',
  permissionAreas: ['sliders'],
  routes: ({ db, media }) => slidersRoutes(createSlidersService(db, media)),
  seed: seedSliders,
  migrations: { '2026-11-25-0010-sliders': slidersTable },
};
