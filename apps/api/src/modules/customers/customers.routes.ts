import {
  customerBatchDelete, customerDetailOut, customerInput, customerListQuery, customerOut, customerUpdateInput, idParam, listMeta,
  translateMessage,
} from '@matjar/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { methodOverrideRoute } from '../../lib/method-override.js';
import { actorOf } from '../../plugins/guard.js';
import type { CustomersService } from './customers.service.js';

const tags = ['customers'];
const one = z.object({ data: customerOut });
const done = z.object({ data: z.object({ message: z.string() }) });

export function customersRoutes(service: CustomersService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = '/api/dashboard/customers';
    const deleted = (request: FastifyRequest) => ({ data: { message: translateMessage(request.locale, 'messages.deleted') } });

    r.get(base, {
      config: { permission: 'customers.view' },
      schema: { tags, querystring: customerListQuery, response: { 200: z.object({ data: z.array(customerOut), meta: listMeta }) } },
      handler: (request) => service.list(request.query),
    });

    // The customer page: the customer with their addresses and cart totals.
    r.get(`${base}/:id`, {
      config: { permission: 'customers.view' },
      schema: { tags, params: idParam, response: { 200: z.object({ data: customerDetailOut }) } },
      handler: async (request) => ({ data: await service.get(request.params.id) }),
    });

    r.post(base, {
      config: { permission: 'customers.create' },
      schema: { tags, body: customerInput, response: { 201: one } },
      handler: async (request, reply) => reply.status(201).send({ data: await service.create(request.body, actorOf(request)) }),
    });

    r.patch(`${base}/:id`, {
      config: { permission: 'customers.update' },
      schema: { tags, params: idParam, body: customerUpdateInput, response: { 200: one } },
      handler: async (request) => ({ data: await service.update(request.params.id, request.body, actorOf(request)) }),
    });

    methodOverrideRoute(app, {
      url: `${base}/:id`,
      tags,
      params: idParam,
      PATCH: {
        permission: 'customers.update',
        body: customerUpdateInput,
        handler: async (request, params, body) => ({ data: await service.update(params.id, body, actorOf(request)) }),
      },
      DELETE: {
        permission: 'customers.delete',
        handler: async (request, params) => {
          await service.remove([params.id], actorOf(request));
          return deleted(request);
        },
      },
    });

    // Enable and disable (each behind a confirmation in the app): idempotent, answering the customer as it now stands.
    for (const [action, active] of [['activate', true], ['deactivate', false]] as const) {
      r.post(`${base}/:id/${action}`, {
        config: { permission: 'customers.update' },
        schema: { tags, params: idParam, response: { 200: one } },
        handler: async (request) => ({ data: await service.setActive(request.params.id, active, actorOf(request)) }),
      });
    }

    r.delete(`${base}/:id`, {
      config: { permission: 'customers.delete' },
      schema: { tags, params: idParam, response: { 200: done } },
      handler: async (request) => {
        await service.remove([request.params.id], actorOf(request));
        return deleted(request);
      },
    });

    r.delete(base, {
      config: { permission: 'customers.delete' },
      schema: { tags, body: customerBatchDelete, response: { 200: done } },
      handler: async (request) => {
        await service.remove(request.body.customers, actorOf(request));
        return deleted(request);
      },
    });
  };
}
