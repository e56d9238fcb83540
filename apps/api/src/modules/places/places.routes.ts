import {
  cityInput, cityOut, countryInput, countryOut, countryParam, governorateInput, governorateOut, governorateParam, listQuery,
  regionCountryOut, regionsQuery,
} from '@matjar/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerResourceRoutes } from '../../lib/resource-routes.js';
import type { createCitiesService, createCountriesService, createGovernoratesService } from './places.service.js';
import type { RegionsService } from './regions.service.js';

interface PlacesServices {
  countries: ReturnType<typeof createCountriesService>;
  governorates: ReturnType<typeof createGovernoratesService>;
  cities: ReturnType<typeof createCitiesService>;
  regions: RegionsService;
}

/** Countries → governorates → cities at the nested routes of spec §7, and the shipping regions. */
export function placesRoutes({ countries, governorates, cities, regions }: PlacesServices) {
  return async (app: FastifyInstance) => {
    const countriesUrl = '/api/dashboard/countries';
    const governoratesUrl = `${countriesUrl}/:countryId/governorates`;

    // Every level is under the countries permissions (spec §6).
    const level = { area: 'countries' } as const;

    registerResourceRoutes(app, {
      ...level,
      base: countriesUrl,
      schemas: { item: countryOut, listQuery, create: countryInput },
      service: countries,
    });

    // Governorates and cities answer under their parents: the service is scoped to the
    // parents named in the path, and a child under the wrong parent is a 404.
    registerResourceRoutes(app, {
      ...level,
      base: governoratesUrl,
      tags: ['governorates'],
      batchKey: 'governorates',
      params: countryParam,
      schemas: { item: governorateOut, listQuery, create: governorateInput },
      service: (request) => {
        const { countryId } = request.params as z.infer<typeof countryParam>;
        return governorates.scoped({ countryId });
      },
    });

    registerResourceRoutes(app, {
      ...level,
      base: `${governoratesUrl}/:governorateId/cities`,
      tags: ['cities'],
      batchKey: 'cities',
      params: governorateParam,
      schemas: { item: cityOut, listQuery, create: cityInput },
      service: (request) => {
        const { countryId, governorateId } = request.params as z.infer<typeof governorateParam>;
        return cities.scoped({ countryId, governorateId });
      },
    });

    // Read by the places screens and by order creation (the fee of a delivery address).
    app.withTypeProvider<ZodTypeProvider>().get('/api/dashboard/regions', {
      config: { permission: ['countries.view', 'orders.view'] },
      schema: { tags: ['regions'], querystring: regionsQuery, response: { 200: z.object({ data: z.array(regionCountryOut) }) } },
      handler: async (request) => ({ data: await regions.list(request.query.country_id, request.locale) }),
    });
  };
}
