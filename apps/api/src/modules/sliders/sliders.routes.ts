import { sliderInput, sliderListQuery, sliderOrderInput, sliderOut } from '@matjar/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/guard.js';
import { registerResourceRoutes } from '../../lib/resource-routes.js';
import type { SlidersService } from './sliders.service.js';

/** The standard calls with enable/disable, and `POST /sliders/order` to reorder a slider. */
export const slidersRoutes = (service: SlidersService) => async (app: FastifyInstance) => {
  registerResourceRoutes(app, {
    area: 'sliders',
    schemas: { item: sliderOut, listQuery: sliderListQuery, create: sliderInput },
    service,
    switch: { actions: ['activate', 'deactivate'], set: service.setActive },
  });

  app.withTypeProvider<ZodTypeProvider>().post('/api/dashboard/sliders/order', {
    config: { permission: 'sliders.update' },
    schema: { tags: ['sliders'], body: sliderOrderInput, response: { 200: z.object({ data: z.array(sliderOut) }) } },
    handler: async (request) => ({ data: await service.reorder(request.body.sliders, actorOf(request)) }),
  });
};
