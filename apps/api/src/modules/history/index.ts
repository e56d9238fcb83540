import type { ApiModule } from '../module.js';
import { historyRoutes } from './history.routes.js';
import { createHistoryService } from './history.service.js';

/** The user history's screen (`models-history.all`); entries are written by `recordHistory`. */
export const historyModule: ApiModule = {
  name: 'history',
  permissionAreas: ['models-history'],
  routes: ({ db }) => historyRoutes(createHistoryService(db)),
};
