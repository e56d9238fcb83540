import { brandInput, brandOut, listQuery } from '@matjar/shared';
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../lib/resource-routes.js';
import type { BrandsService } from './brands.service.js';

export function brandsRoutes(service: BrandsService) {
  return async (app: FastifyInstance) => {
    registerResourceRoutes(app, {
      base: '/api/dashboard/brands',
      area: 'brands',
      batchKey: 'brands',
      schemas: { item: brandOut, listQuery, create: brandInput },
      service,
      // Product forms and filters pick brands too: any products permission may read the list.
      listPermission: ['brands.view', 'products.*'],
    });
  };
}
