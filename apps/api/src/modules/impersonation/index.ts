import { authServiceOf } from '../auth/index.js';
import type { ApiModule } from '../module.js';
import { impersonationRoutes } from './impersonation.routes.js';
import { createImpersonationService } from './impersonation.service.js';

/** Signing in as another user (`users.impersonate`, of the users area). */
export const impersonationModule: ApiModule = {
  name: 'impersonation',
  permissionAreas: [],
  routes: (context) => impersonationRoutes(createImpersonationService(context.db, authServiceOf(context))),
};
