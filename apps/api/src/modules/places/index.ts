import type { ApiModule } from '../module.js';
import { seedPlaces } from './places.seed.js';
import { placesRoutes } from './places.routes.js';
import { createCitiesService, createCountriesService, createGovernoratesService } from './places.service.js';
import { createRegionsService } from './regions.service.js';

export { cityChains } from './places.repository.js';
export { demoCityPoint } from './places.seed.js';

/** Countries, their governorates and cities (all under `countries.*`), and the shipping regions. */
export const placesModule: ApiModule = {
  name: 'places',
  permissionAreas: ['countries'],
  routes: ({ db }) =>
    placesRoutes({
      countries: createCountriesService(db),
      governorates: createGovernoratesService(db),
      cities: createCitiesService(db),
      regions: createRegionsService(db),
    }),
  seed: seedPlaces,
};
