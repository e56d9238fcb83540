import type { ApiModule } from '../module.js';
import { passwordsRoutes } from './passwords.routes.js';
import { createPasswordsService } from './passwords.service.js';

/** Password recovery by mail: public routes, no permission area. */
export const passwordsModule: ApiModule = {
  name: 'passwords',
  permissionAreas: [],
  routes: ({ db, mailer, config }) => passwordsRoutes(createPasswordsService(db, mailer, config)),
};
