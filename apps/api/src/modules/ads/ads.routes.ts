import { adInput, adListQuery, adOut } from '@matjar/shared';
import { resourceRoutes } from '../../lib/resource-routes.js';
import type { AdsService } from './ads.service.js';

/** The standard calls with enable/disable, and `POST /ads/order` to reorder one slot. */
export const adsRoutes = (service: AdsService) =>
  resourceRoutes({
    area: 'ads',
    schemas: { item: adOut, listQuery: adListQuery, create: adInput },
    service,
    switch: { actions: ['activate', 'deactivate'], set: service.setActive },
    reorder: service.reorder,
  });
