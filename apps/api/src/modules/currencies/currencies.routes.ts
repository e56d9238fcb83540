import { currencyInput, currencyListQuery, currencyOut, currencyUpdateInput } from '@matjar/shared';
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../lib/resource-routes.js';
import type { CurrenciesService } from './currencies.service.js';

/** `/api/dashboard/currencies` (the screen is `/dashboard/currency`). */
export function currenciesRoutes(service: CurrenciesService) {
  return async (app: FastifyInstance) => {
    registerResourceRoutes(app, {
      base: '/api/dashboard/currencies',
      area: 'currencies',
      batchKey: 'currencies',
      schemas: { item: currencyOut, listQuery: currencyListQuery, create: currencyInput, update: currencyUpdateInput },
      service,
    });
  };
}
