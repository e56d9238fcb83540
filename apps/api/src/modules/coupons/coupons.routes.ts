import { couponInput, couponListQuery, couponOut, couponUsageOut, idParam, listMeta, listQuery } from '@matjar/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerResourceRoutes } from '../../lib/resource-routes.js';
import type { CouponsService } from './coupons.service.js';

/**
 * Reading coupons asks the spec's `coupon.valid` (spec §6, the Coupons menu) or the
 * catalogue's `coupon.view`; writing asks `coupon.create|update|delete` (docs/permissions.md).
 */
const couponReaders = ['coupon.valid', 'coupon.view'] as const;

/** The standard calls at `/coupons` (the area is the spec's singular `coupon`), enable/disable, and a coupon's usages. */
export const couponsRoutes = (service: CouponsService) => async (app: FastifyInstance) => {
  registerResourceRoutes(app, {
    area: 'coupon',
    base: '/api/dashboard/coupons',
    batchKey: 'coupons',
    tags: ['coupons'],
    schemas: { item: couponOut, listQuery: couponListQuery, create: couponInput },
    service,
    listPermission: couponReaders,
    itemPermission: couponReaders,
    switch: { actions: ['activate', 'deactivate'], set: service.setActive },
  });

  app.withTypeProvider<ZodTypeProvider>().get('/api/dashboard/coupons/:id/usages', {
    config: { permission: couponReaders },
    schema: { tags: ['coupons'], params: idParam, querystring: listQuery, response: { 200: z.object({ data: z.array(couponUsageOut), meta: listMeta }) } },
    handler: (request) => service.usages(request.params.id, request.query),
  });
};
