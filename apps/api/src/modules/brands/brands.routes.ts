import { brandInput, brandOut, listQuery } from '@matjar/shared';
import { resourceRoutes } from '../../lib/resource-routes.js';
import type { BrandsService } from './brands.service.js';

export const brandsRoutes = (service: BrandsService) =>
  resourceRoutes({
    area: 'brands',
    schemas: { item: brandOut, listQuery, create: brandInput },
    service,
    // Product forms and filters pick brands too: any products permission may read the list.
    listPermission: ['brands.view', 'products.*'],
  });
