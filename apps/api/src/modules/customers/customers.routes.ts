import {
  customerDetailOut, customerInput, customerListQuery, customerOut, customerUpdateInput, idParam,
} from '@matjar/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerResourceRoutes } from '../../lib/resource-routes.js';
import { actorOf } from '../../plugins/guard.js';
import type { CustomersService } from './customers.service.js';

export function customersRoutes(service: CustomersService) {
  return async (app: FastifyInstance) => {
    const base = '/api/dashboard/customers';
    registerResourceRoutes(app, {
      base,
      area: 'customers',
      batchKey: 'customers',
      // The customer page's call answers the customer with their addresses and cart totals.
      schemas: { item: customerOut, detail: customerDetailOut, listQuery: customerListQuery, create: customerInput, update: customerUpdateInput },
      service,
    });

    // Enable and disable (each behind a confirmation in the app): idempotent, answering the customer as it now stands.
    const r = app.withTypeProvider<ZodTypeProvider>();
    for (const [action, active] of [['activate', true], ['deactivate', false]] as const) {
      r.post(`${base}/:id/${action}`, {
        config: { permission: 'customers.update' },
        schema: { tags: ['customers'], params: idParam, response: { 200: z.object({ data: customerOut }) } },
        handler: async (request) => ({ data: await service.setActive(request.params.id, active, actorOf(request)) }),
      });
    }
  };
}
