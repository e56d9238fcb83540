import type { ApiModule } from '../module.js';
import { currenciesRoutes } from './currencies.routes.js';
import { seedCurrencies } from './currencies.seed.js';
import { createCurrenciesService } from './currencies.service.js';

export const currenciesModule: ApiModule = {
  name: 'currencies',
  permissionAreas: ['currencies'],
  routes: ({ db, dialect }) => currenciesRoutes(createCurrenciesService(db, dialect)),
  seed: seedCurrencies,
};
