import type { ApiModule } from '../module.js';
import { systemRoutes } from './system.routes.js';

/**
 * What the platform itself owns: the bootstrap answer, the permission catalogue, clear-cache.
 * It owns no permission area: the home dashboard's is the reports module's, the settings area
 * (clear-cache among it) the settings module's.
 */
export const systemModule: ApiModule = {
  name: 'system',
  permissionAreas: [],
  routes: (context) => systemRoutes(context),
};
