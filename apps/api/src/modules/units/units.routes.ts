import { listQuery, unitInput, unitOut } from '@matjar/shared';
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../lib/resource-routes.js';
import type { UnitsService } from './units.service.js';

export function unitsRoutes(service: UnitsService) {
  return async (app: FastifyInstance) => {
    registerResourceRoutes(app, {
      base: '/api/dashboard/units',
      area: 'units',
      batchKey: 'units',
      schemas: { item: unitOut, listQuery, create: unitInput },
      service,
      // The product form picks its unit too: any products permission may read the list.
      listPermission: ['units.view', 'products.*'],
    });
  };
}
