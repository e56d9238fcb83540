import { listQuery, unitInput, unitOut } from '@matjar/shared';
import { resourceRoutes } from '../../lib/resource-routes.js';
import type { UnitsService } from './units.service.js';

export const unitsRoutes = (service: UnitsService) =>
  resourceRoutes({
    area: 'units',
    schemas: { item: unitOut, listQuery, create: unitInput },
    service,
    // The product form picks its unit too: any products permission may read the list.
    listPermission: ['units.view', 'products.*'],
  });
