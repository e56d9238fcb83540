import { idParam, userCreateInput, userListQuery, userOut, userUpdateInput } from '@matjar/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerResourceRoutes } from '../../lib/resource-routes.js';
import { callerOf } from './caller.js';
import type { UsersService } from './users.service.js';

const tags = ['users'];
const one = z.object({ data: userOut });

export function usersRoutes(service: UsersService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = '/api/dashboard/users';

    registerResourceRoutes(app, {
      base,
      area: 'users',
      batchKey: 'users',
      schemas: { item: userOut, listQuery: userListQuery, create: userCreateInput, update: userUpdateInput },
      service,
      actor: callerOf,
    });

    // Enabling and disabling are their own calls (each behind a confirmation in the app),
    // idempotent, answering the user as it now stands.
    for (const [action, active] of [['activate', true], ['deactivate', false]] as const) {
      r.post(`${base}/:id/${action}`, {
        config: { permission: 'users.update' },
        schema: { tags, params: idParam, response: { 200: one } },
        handler: async (request) => ({ data: await service.setActive(request.params.id, active, callerOf(request)) }),
      });
    }
  };
}
