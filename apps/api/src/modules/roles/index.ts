import type { ApiModule } from '../module.js';
import { rolesRoutes } from './roles.routes.js';
import { createRolesService } from './roles.service.js';

export const rolesModule: ApiModule = {
  name: 'roles',
  permissionAreas: ['roles'],
  routes: ({ db }) => rolesRoutes(createRolesService(db)),
};
