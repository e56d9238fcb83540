import type { ApiModule } from '../module.js';
import { seedOffers } from './offers.seed.js';
import { offersRoutes } from './offers.routes.js';
import { createOffersService } from './offers.service.js';

export { type RunningOffer, runningOffersFor } from './running-offers.js';

/** Offers and flash sales on products and variants (`/api/dashboard/offers`). */
export const offersModule: ApiModule = {
  name: 'offers',
  permissionAreas: ['offers'],
  routes: ({ db, dialect, media, config }) => offersRoutes(createOffersService(db, dialect, media, config.storeTimeZone)),
  seed: seedOffers,
};
