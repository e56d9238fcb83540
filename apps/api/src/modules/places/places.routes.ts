import {
  cityBatchDelete, cityInput, cityOut, countryBatchDelete, countryInput, countryOut, countryParam, governorateBatchDelete,
  governorateInput, governorateOut, governorateParam, regionCountryOut, regionsQuery,
} from '@matjar/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CitiesService } from './cities.service.js';
import type { CountriesService } from './countries.service.js';
import type { GovernoratesService } from './governorates.service.js';
import { levelRoutes } from './level-routes.js';
import type { RegionsService } from './regions.service.js';

interface PlacesServices {
  countries: CountriesService;
  governorates: GovernoratesService;
  cities: CitiesService;
  regions: RegionsService;
}

/** Countries → governorates → cities at the nested routes of spec §7, and the shipping regions. */
export function placesRoutes({ countries, governorates, cities, regions }: PlacesServices) {
  return async (app: FastifyInstance) => {
    const countriesUrl = '/api/dashboard/countries';
    const governoratesUrl = `${countriesUrl}/:countryId/governorates`;

    levelRoutes(app, {
      url: countriesUrl,
      tag: 'countries',
      params: z.object({}),
      parentOf: () => null,
      input: countryInput,
      out: countryOut,
      batch: countryBatchDelete,
      batchKey: 'countries',
      service: {
        list: (_, query, locale) => countries.list(query, locale),
        get: (_, id) => countries.get(id),
        create: (_, input, actor) => countries.create(input, actor),
        update: (_, id, input, actor) => countries.update(id, input, actor),
        remove: (_, ids, actor, locale) => countries.remove(ids, actor, locale),
      },
    });

    levelRoutes(app, {
      url: governoratesUrl,
      tag: 'governorates',
      params: countryParam,
      parentOf: (params) => ({ countryId: params.countryId }),
      input: governorateInput,
      out: governorateOut,
      batch: governorateBatchDelete,
      batchKey: 'governorates',
      service: governorates,
    });

    levelRoutes(app, {
      url: `${governoratesUrl}/:governorateId/cities`,
      tag: 'cities',
      params: governorateParam,
      parentOf: (params) => ({ countryId: params.countryId, governorateId: params.governorateId }),
      input: cityInput,
      out: cityOut,
      batch: cityBatchDelete,
      batchKey: 'cities',
      service: cities,
    });

    // Read by the places screens and by order creation (the fee of a delivery address).
    app.withTypeProvider<ZodTypeProvider>().get('/api/dashboard/regions', {
      config: { permission: ['countries.view', 'orders.view'] },
      schema: { tags: ['regions'], querystring: regionsQuery, response: { 200: z.object({ data: z.array(regionCountryOut) }) } },
      handler: async (request) => ({ data: await regions.list(request.query.country_id, request.locale) }),
    });
  };
}
