import {
  currencyBatchDelete, currencyInput, currencyListQuery, currencyOut, currencyUpdateInput, idParam, listMeta, translateMessage,
} from '@matjar/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { methodOverrideRoute } from '../../lib/method-override.js';
import { actorOf } from '../../plugins/guard.js';
import type { CurrenciesService } from './currencies.service.js';

const tags = ['currencies'];
const one = z.object({ data: currencyOut });
const done = z.object({ data: z.object({ message: z.string() }) });

/** `/api/dashboard/currencies` (the screen is `/dashboard/currency`). */
export function currenciesRoutes(service: CurrenciesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = '/api/dashboard/currencies';
    const deleted = (request: FastifyRequest) => ({ data: { message: translateMessage(request.locale, 'messages.deleted') } });

    r.get(base, {
      config: { permission: 'currencies.view' },
      schema: { tags, querystring: currencyListQuery, response: { 200: z.object({ data: z.array(currencyOut), meta: listMeta }) } },
      handler: (request) => service.list(request.query, request.locale),
    });

    r.get(`${base}/:id`, {
      config: { permission: 'currencies.view' },
      schema: { tags, params: idParam, response: { 200: one } },
      handler: async (request) => ({ data: await service.get(request.params.id) }),
    });

    r.post(base, {
      config: { permission: 'currencies.create' },
      schema: { tags, body: currencyInput, response: { 201: one } },
      handler: async (request, reply) => reply.status(201).send({ data: await service.create(request.body, actorOf(request)) }),
    });

    r.patch(`${base}/:id`, {
      config: { permission: 'currencies.update' },
      schema: { tags, params: idParam, body: currencyUpdateInput, response: { 200: one } },
      handler: async (request) => ({ data: await service.update(request.params.id, request.body, actorOf(request)) }),
    });

    methodOverrideRoute(app, {
      url: `${base}/:id`,
      tags,
      params: idParam,
      PATCH: {
        permission: 'currencies.update',
        body: currencyUpdateInput,
        handler: async (request, params, body) => ({ data: await service.update(params.id, body, actorOf(request)) }),
      },
      DELETE: {
        permission: 'currencies.delete',
        handler: async (request, params) => {
          await service.remove([params.id], actorOf(request));
          return deleted(request);
        },
      },
    });

    r.delete(`${base}/:id`, {
      config: { permission: 'currencies.delete' },
      schema: { tags, params: idParam, response: { 200: done } },
      handler: async (request) => {
        await service.remove([request.params.id], actorOf(request));
        return deleted(request);
      },
    });

    r.delete(base, {
      config: { permission: 'currencies.delete' },
      schema: { tags, body: currencyBatchDelete, response: { 200: done } },
      handler: async (request) => {
        await service.remove(request.body.currencies, actorOf(request));
        return deleted(request);
      },
    });
  };
}
