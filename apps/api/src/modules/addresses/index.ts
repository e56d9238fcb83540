import type { ApiModule } from '../module.js';
import { addressesRoutes } from './addresses.routes.js';
import { createAddressesService } from './addresses.service.js';

export { addressesOf, addressesRepository, deleteAddresses, findAddress } from './addresses.repository.js';
export { toAddress } from './addresses.service.js';

/** Customers' addresses (under `customers.*`); the customers' seed writes the demo ones. */
export const addressesModule: ApiModule = {
  name: 'addresses',
  permissionAreas: [],
  routes: ({ db }) => addressesRoutes(createAddressesService(db)),
};
