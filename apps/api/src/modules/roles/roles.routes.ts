import { idParam, listMeta, listQuery, roleInput, roleOut, roleUpdateInput, translateMessage } from '@matjar/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { methodOverrideRoute } from '../../lib/method-override.js';
import { callerOf } from '../users/index.js';
import type { RolesService } from './roles.service.js';

const tags = ['roles'];
const one = z.object({ data: roleOut });

export function rolesRoutes(service: RolesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = '/api/dashboard/roles';

    // The users screen's role picker and role filter read this list too.
    r.get(base, {
      config: { permission: ['roles.view', 'users.view', 'users.create', 'users.update'] },
      schema: { tags, querystring: listQuery, response: { 200: z.object({ data: z.array(roleOut), meta: listMeta }) } },
      handler: (request) => service.list(request.query),
    });

    // The edit form loads the role it changes.
    r.get(`${base}/:id`, {
      config: { permission: ['roles.view', 'roles.update'] },
      schema: { tags, params: idParam, response: { 200: one } },
      handler: async (request) => ({ data: await service.get(request.params.id) }),
    });

    r.post(base, {
      config: { permission: 'roles.create' },
      schema: { tags, body: roleInput, response: { 201: one } },
      handler: async (request, reply) => reply.status(201).send({ data: await service.create(request.body, callerOf(request)) }),
    });

    r.patch(`${base}/:id`, {
      config: { permission: 'roles.update' },
      schema: { tags, params: idParam, body: roleUpdateInput, response: { 200: one } },
      handler: async (request) => ({ data: await service.update(request.params.id, request.body, callerOf(request)) }),
    });

    methodOverrideRoute(app, {
      url: `${base}/:id`,
      tags,
      params: idParam,
      PATCH: {
        permission: 'roles.update',
        body: roleUpdateInput,
        handler: async (request, params, body) => ({ data: await service.update(params.id, body, callerOf(request)) }),
      },
      DELETE: {
        permission: 'roles.delete',
        handler: async (request, params) => {
          await service.remove(params.id, callerOf(request));
          return { data: { message: translateMessage(request.locale, 'messages.deleted') } };
        },
      },
    });

    r.delete(`${base}/:id`, {
      config: { permission: 'roles.delete' },
      schema: { tags, params: idParam, response: { 200: z.object({ data: z.object({ message: z.string() }) }) } },
      handler: async (request) => {
        await service.remove(request.params.id, callerOf(request));
        return { data: { message: translateMessage(request.locale, 'messages.deleted') } };
      },
    });
  };
}
