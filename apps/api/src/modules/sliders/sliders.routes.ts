import { sliderInput, sliderListQuery, sliderOut } from '@matjar/shared';
import { resourceRoutes } from '../../lib/resource-routes.js';
import type { SlidersService } from './sliders.service.js';

/** The standard calls with enable/disable, and `POST /sliders/order` to reorder one slider. */
export const slidersRoutes = (service: SlidersService) =>
  resourceRoutes({
    area: 'sliders',
    schemas: { item: sliderOut, listQuery: sliderListQuery, create: sliderInput },
    service,
    switch: { actions: ['activate', 'deactivate'], set: service.setActive },
    reorder: service.reorder,
  });
