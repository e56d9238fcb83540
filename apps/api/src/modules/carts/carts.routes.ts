import { cartOut, cartReportRowOut, idParam, listMeta, listQuery } from '@matjar/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CartsService } from './carts.service.js';

/** Read-only: the storefront fills carts. Both answer to `customers.view` (spec §6: customers link and cart report). */
export function cartsRoutes(service: CartsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/api/dashboard/customers/:id/cart', {
      config: { permission: 'customers.view' },
      schema: { tags: ['carts'], params: idParam, response: { 200: z.object({ data: cartOut }) } },
      handler: async (request) => ({ data: await service.cartOf(request.params.id) }),
    });

    r.get('/api/dashboard/reports/cart-items', {
      config: { permission: 'customers.view' },
      schema: {
        tags: ['carts', 'reports'],
        querystring: listQuery,
        response: { 200: z.object({ data: z.array(cartReportRowOut), meta: listMeta }) },
      },
      handler: (request) => service.report(request.query, request.locale),
    });
  };
}
