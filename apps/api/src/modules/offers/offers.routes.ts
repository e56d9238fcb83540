import { offerInput, offerListQuery, offerOut } from '@matjar/shared';
import { resourceRoutes } from '../../lib/resource-routes.js';
import type { OffersService } from './offers.service.js';

/** The standard calls with enable/disable (`offers.update`). */
export const offersRoutes = (service: OffersService) =>
  resourceRoutes({
    area: 'offers',
    schemas: { item: offerOut, listQuery: offerListQuery, create: offerInput },
    service,
    switch: { actions: ['activate', 'deactivate'], set: service.setActive },
  });
