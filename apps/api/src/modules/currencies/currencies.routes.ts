import { currencyInput, currencyListQuery, currencyOut, currencyUpdateInput } from '@matjar/shared';
import { resourceRoutes } from '../../lib/resource-routes.js';
import type { CurrenciesService } from './currencies.service.js';

/** `/api/dashboard/currencies` (the screen is `/dashboard/currency`). */
export const currenciesRoutes = (service: CurrenciesService) =>
  resourceRoutes({
    area: 'currencies',
    schemas: { item: currencyOut, listQuery: currencyListQuery, create: currencyInput, update: currencyUpdateInput },
    service,
  });
