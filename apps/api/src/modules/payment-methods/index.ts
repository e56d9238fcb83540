import type { ApiModule } from '../module.js';
import { paymentMethodsRoutes } from './payment-methods.routes.js';
import { createPaymentMethodsService } from './payment-methods.service.js';

/** The store's payment methods: read by the order screens, switched on and off in the settings (an area of the platform's). */
export const paymentMethodsModule: ApiModule = {
  name: 'payment-methods',
  permissionAreas: [],
  routes: ({ db }) => paymentMethodsRoutes(createPaymentMethodsService(db)),
};
