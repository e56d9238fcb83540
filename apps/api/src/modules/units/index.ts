import type { ApiModule } from '../module.js';
import { seedUnits } from './units.seed.js';
import { unitsRoutes } from './units.routes.js';
import { createUnitsService } from './units.service.js';

export const unitsModule: ApiModule = {
  name: 'units',
  permissionAreas: ['units'],
  routes: ({ db }) => unitsRoutes(createUnitsService(db)),
  seed: seedUnits,
};
