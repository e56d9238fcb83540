import type { ApiModule } from '../module.js';
import * as adsTable from './migrations/2026-11-25-0011-ads.js';
import { seedAds } from './ads.seed.js';
import { adsRoutes } from './ads.routes.js';
import { createAdsService } from './ads.service.js';

/** Ads in the store's slots (`/api/dashboard/ads`). */
export const adsModule: ApiModule = {
  name: 'ads',
  permissionAreas: ['ads'],
  routes: ({ db, media, config }) => adsRoutes(createAdsService(db, media, config.storeTimeZone)),
  seed: seedAds,
  migrations: { '2026-11-25-0011-ads': adsTable },
};
