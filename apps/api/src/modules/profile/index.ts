import type { ApiModule } from '../module.js';
import { profileRoutes } from './profile.routes.js';
import { createProfileService } from './profile.service.js';

/** The signed-in user's own account: any signed-in user, no permission area. */
export const profileModule: ApiModule = {
  name: 'profile',
  permissionAreas: [],
  routes: ({ db, config }) => profileRoutes(createProfileService(db, config)),
};
