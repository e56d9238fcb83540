import { userCreateInput, userListQuery, userOut, userUpdateInput } from '@matjar/shared';
import { resourceRoutes } from '../../lib/resource-routes.js';
import { callerOf } from './caller.js';
import type { UsersService } from './users.service.js';

export const usersRoutes = (service: UsersService) =>
  resourceRoutes({
    area: 'users',
    schemas: { item: userOut, listQuery: userListQuery, create: userCreateInput, update: userUpdateInput },
    service,
    actor: callerOf,
    // Enabling and disabling are their own calls (each behind a confirmation in the app).
    switch: { actions: ['activate', 'deactivate'], set: service.setActive },
  });
