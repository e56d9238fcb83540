import { idParam, paymentMethodGroupOut, paymentMethodOut, paymentMethodToggleInput } from '@matjar/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { methodOverrideRoute } from '../../lib/method-override.js';
import { actorOf } from '../../plugins/guard.js';
import type { PaymentMethodsService } from './payment-methods.service.js';

/** `companys-payments`: the spec's spelling of the URL (spec §7). */
export function paymentMethodsRoutes(service: PaymentMethodsService) {
  return async (app: FastifyInstance) => {
    const base = '/api/dashboard/companys-payments';
    const tags = ['payment-methods'];
    const r = app.withTypeProvider<ZodTypeProvider>();

    // The order filters and the payment settings page both read it.
    r.get(base, {
      config: { permission: ['orders.view', 'settings.view'] },
      schema: { tags, response: { 200: z.object({ data: z.array(paymentMethodGroupOut) }) } },
      handler: async () => ({ data: await service.groups() }),
    });

    const toggle = { permission: 'settings.update' as const, body: paymentMethodToggleInput };
    r.patch(`${base}/:id`, {
      config: { permission: toggle.permission },
      schema: { tags, params: idParam, body: paymentMethodToggleInput, response: { 200: z.object({ data: paymentMethodOut }) } },
      handler: async (request) => ({ data: await service.setActive(request.params.id, request.body.is_active, actorOf(request)) }),
    });
    methodOverrideRoute(app, {
      url: `${base}/:id`,
      tags,
      params: idParam,
      PATCH: {
        ...toggle,
        handler: async (request, params, body) => ({ data: await service.setActive(params.id, body.is_active, actorOf(request)) }),
      },
    });
  };
}
