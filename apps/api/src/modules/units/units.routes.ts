import { idParam, translateMessage, listMeta, listQuery, unitBatchDelete, unitInput, unitOut } from '@matjar/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { methodOverrideRoute } from '../../lib/method-override.js';
import { actorOf } from '../../plugins/guard.js';
import type { UnitsService } from './units.service.js';

const tags = ['units'];
const one = z.object({ data: unitOut });
const done = z.object({ message: z.string() });

export function unitsRoutes(service: UnitsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = '/api/dashboard/units';

    r.get(base, {
      config: { permission: 'units.view' },
      schema: { tags, querystring: listQuery, response: { 200: z.object({ data: z.array(unitOut), meta: listMeta }) } },
      handler: (request) => service.list(request.query, request.locale),
    });

    r.get(`${base}/:id`, {
      config: { permission: 'units.view' },
      schema: { tags, params: idParam, response: { 200: one } },
      handler: async (request) => ({ data: await service.get(request.params.id) }),
    });

    r.post(base, {
      config: { permission: 'units.create' },
      schema: { tags, body: unitInput, response: { 201: one } },
      handler: async (request, reply) => reply.status(201).send({ data: await service.create(request.body, actorOf(request)) }),
    });

    r.patch(`${base}/:id`, {
      config: { permission: 'units.update' },
      schema: { tags, params: idParam, body: unitInput, response: { 200: one } },
      handler: async (request) => ({ data: await service.update(request.params.id, request.body, actorOf(request)) }),
    });

    methodOverrideRoute(app, {
      url: `${base}/:id`,
      tags,
      params: idParam,
      PATCH: {
        permission: 'units.update',
        body: unitInput,
        handler: async (request, params, body) => ({ data: await service.update(params.id, body, actorOf(request)) }),
      },
      DELETE: {
        permission: 'units.delete',
        handler: async (request, params) => {
          await service.remove([params.id], actorOf(request), request.locale);
          return { data: { message: translateMessage(request.locale, 'messages.deleted') } };
        },
      },
    });

    r.delete(`${base}/:id`, {
      config: { permission: 'units.delete' },
      schema: { tags, params: idParam, response: { 200: z.object({ data: done }) } },
      handler: async (request) => {
        await service.remove([request.params.id], actorOf(request), request.locale);
        return { data: { message: translateMessage(request.locale, 'messages.deleted') } };
      },
    });

    r.delete(base, {
      config: { permission: 'units.delete' },
      schema: { tags, body: unitBatchDelete, response: { 200: z.object({ data: done }) } },
      handler: async (request) => {
        await service.remove(request.body.units, actorOf(request), request.locale);
        return { data: { message: translateMessage(request.locale, 'messages.deleted') } };
      },
    });
  };
}
