import type { ApiModule } from '../module.js';
import { seedUsers } from './users.seed.js';
import { usersRoutes } from './users.routes.js';
import { createUsersService } from './users.service.js';

export * as usersRepository from './users.repository.js';
export { type Caller, callerOf } from './caller.js';
export { type Attempt, type Granter, assertGrantable, assertWithinReach, holderOfRoles } from './grant-rule.js';
export { assertUsersWithinReach, loadUser } from './users.service.js';
export { DEMO_PASSWORD } from './users.seed.js';

/** Staff accounts; the demo seed makes the admin and a few staff with their roles. */
export const usersModule: ApiModule = {
  name: 'users',
  permissionAreas: ['users'],
  routes: ({ db, mailer, config }) => usersRoutes(createUsersService(db, mailer, config.appUrl)),
  seed: seedUsers,
};
