import type { ApiModule } from '../module.js';
import { systemRoutes } from './system.routes.js';

/**
 * What the platform itself owns: the bootstrap answer, the permission catalogue, clear-cache.
 * Its areas are the home dashboard and the settings (clear-cache; the payment methods' switches).
 */
export const systemModule: ApiModule = {
  name: 'system',
  permissionAreas: ['dashboard', 'settings'],
  routes: (context) => systemRoutes(context),
};
