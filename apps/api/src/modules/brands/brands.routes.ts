import { brandBatchDelete, brandInput, brandOut, idParam, listMeta, listQuery, translateMessage } from '@matjar/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { methodOverrideRoute } from '../../lib/method-override.js';
import { actorOf } from '../../plugins/guard.js';
import type { BrandsService } from './brands.service.js';

const tags = ['brands'];
const one = z.object({ data: brandOut });
const done = z.object({ data: z.object({ message: z.string() }) });
const deleted = (request: FastifyRequest) => ({ data: { message: translateMessage(request.locale, 'messages.deleted') } });

export function brandsRoutes(service: BrandsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = '/api/dashboard/brands';

    // Product forms and filters pick brands too: any products permission may read the list.
    r.get(base, {
      config: { permission: ['brands.view', 'products.*'] },
      schema: { tags, querystring: listQuery, response: { 200: z.object({ data: z.array(brandOut), meta: listMeta }) } },
      handler: (request) => service.list(request.query, request.locale),
    });

    r.get(`${base}/:id`, {
      config: { permission: 'brands.view' },
      schema: { tags, params: idParam, response: { 200: one } },
      handler: async (request) => ({ data: await service.get(request.params.id) }),
    });

    r.post(base, {
      config: { permission: 'brands.create' },
      schema: { tags, body: brandInput, response: { 201: one } },
      handler: async (request, reply) => reply.status(201).send({ data: await service.create(request.body, actorOf(request)) }),
    });

    r.patch(`${base}/:id`, {
      config: { permission: 'brands.update' },
      schema: { tags, params: idParam, body: brandInput, response: { 200: one } },
      handler: async (request) => ({ data: await service.update(request.params.id, request.body, actorOf(request)) }),
    });

    methodOverrideRoute(app, {
      url: `${base}/:id`,
      tags,
      params: idParam,
      PATCH: {
        permission: 'brands.update',
        body: brandInput,
        handler: async (request, params, body) => ({ data: await service.update(params.id, body, actorOf(request)) }),
      },
      DELETE: {
        permission: 'brands.delete',
        handler: async (request, params) => {
          await service.remove([params.id], actorOf(request), request.locale);
          return deleted(request);
        },
      },
    });

    r.delete(`${base}/:id`, {
      config: { permission: 'brands.delete' },
      schema: { tags, params: idParam, response: { 200: done } },
      handler: async (request) => {
        await service.remove([request.params.id], actorOf(request), request.locale);
        return deleted(request);
      },
    });

    r.delete(base, {
      config: { permission: 'brands.delete' },
      schema: { tags, body: brandBatchDelete, response: { 200: done } },
      handler: async (request) => {
        await service.remove(request.body.brands, actorOf(request), request.locale);
        return deleted(request);
      },
    });
  };
}
