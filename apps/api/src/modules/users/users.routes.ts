import {
  idParam, listMeta, translateMessage, userBatchDelete, userCreateInput, userListQuery, userOut, userUpdateInput,
} from '@matjar/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { methodOverrideRoute } from '../../lib/method-override.js';
import { callerOf } from './caller.js';
import type { UsersService } from './users.service.js';

const tags = ['users'];
const one = z.object({ data: userOut });
const done = z.object({ data: z.object({ message: z.string() }) });

export function usersRoutes(service: UsersService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = '/api/dashboard/users';

    r.get(base, {
      config: { permission: 'users.view' },
      schema: { tags, querystring: userListQuery, response: { 200: z.object({ data: z.array(userOut), meta: listMeta }) } },
      handler: (request) => service.list(request.query),
    });

    r.get(`${base}/:id`, {
      config: { permission: 'users.view' },
      schema: { tags, params: idParam, response: { 200: one } },
      handler: async (request) => ({ data: await service.get(request.params.id) }),
    });

    r.post(base, {
      config: { permission: 'users.create' },
      schema: { tags, body: userCreateInput, response: { 201: one } },
      handler: async (request, reply) => reply.status(201).send({ data: await service.create(request.body, callerOf(request)) }),
    });

    r.patch(`${base}/:id`, {
      config: { permission: 'users.update' },
      schema: { tags, params: idParam, body: userUpdateInput, response: { 200: one } },
      handler: async (request) => ({ data: await service.update(request.params.id, request.body, callerOf(request)) }),
    });

    methodOverrideRoute(app, {
      url: `${base}/:id`,
      tags,
      params: idParam,
      PATCH: {
        permission: 'users.update',
        body: userUpdateInput,
        handler: async (request, params, body) => ({ data: await service.update(params.id, body, callerOf(request)) }),
      },
      DELETE: {
        permission: 'users.delete',
        handler: async (request, params) => {
          await service.remove([params.id], callerOf(request));
          return { data: { message: translateMessage(request.locale, 'messages.deleted') } };
        },
      },
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

    r.delete(`${base}/:id`, {
      config: { permission: 'users.delete' },
      schema: { tags, params: idParam, response: { 200: done } },
      handler: async (request) => {
        await service.remove([request.params.id], callerOf(request));
        return { data: { message: translateMessage(request.locale, 'messages.deleted') } };
      },
    });

    r.delete(base, {
      config: { permission: 'users.delete' },
      schema: { tags, body: userBatchDelete, response: { 200: done } },
      handler: async (request) => {
        await service.remove(request.body.users, callerOf(request));
        return { data: { message: translateMessage(request.locale, 'messages.deleted') } };
      },
    });
  };
}
