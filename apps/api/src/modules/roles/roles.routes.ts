import { listQuery, roleInput, roleOut, roleUpdateInput } from '@matjar/shared';
import { resourceRoutes } from '../../lib/resource-routes.js';
import { callerOf } from '../users/index.js';
import type { RolesService } from './roles.service.js';

/** Roles go one at a time: no batch delete. */
export const rolesRoutes = (service: RolesService) =>
  resourceRoutes({
    area: 'roles',
    schemas: { item: roleOut, listQuery, create: roleInput, update: roleUpdateInput },
    service,
    actor: callerOf,
    // The users screen's role picker and role filter read the list too; the edit form loads the role it changes.
    listPermission: ['roles.view', 'users.view', 'users.create', 'users.update'],
    itemPermission: ['roles.view', 'roles.update'],
    withoutBatchDelete: true,
  });
