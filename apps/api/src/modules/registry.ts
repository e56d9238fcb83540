import { addressesModule } from './addresses/index.js';
import { adsModule } from './ads/index.js';
import { authModule } from './auth/index.js';
import { brandsModule } from './brands/index.js';
import { cartsModule } from './carts/index.js';
import { categoriesModule } from './categories/index.js';
import { couponsModule } from './coupons/index.js';
import { currenciesModule } from './currencies/index.js';
import { customersModule } from './customers/index.js';
import { historyModule } from './history/index.js';
import { impersonationModule } from './impersonation/index.js';
import { mediaModule } from './media/index.js';
import { notificationsModule } from './notifications/index.js';
import { offersModule } from './offers/index.js';
import { type ApiModule, migrationsOf } from './module.js';
import { orderCommentsModule } from './order-comments/index.js';
import { ordersModule } from './orders/index.js';
import { passwordsModule } from './passwords/index.js';
import { paymentMethodsModule } from './payment-methods/index.js';
import { placesModule } from './places/index.js';
import { productsModule } from './products/index.js';
import { profileModule } from './profile/index.js';
import { reportsModule } from './reports/index.js';
import { rolesModule } from './roles/index.js';
import { settingsModule } from './settings/index.js';
import { slidersModule } from './sliders/index.js';
import { systemModule } from './system/index.js';
import { ticketsModule } from './tickets/index.js';
import { unitsModule } from './units/index.js';
import { usersModule } from './users/index.js';

/**
 * Every module of the API, once. The server registers their routes in this order, and the
 * demo seed runs theirs in it too: a module comes after those whose rows its seed uses.
 */
export const apiModules: readonly ApiModule[] = [
  authModule,
  systemModule,
  settingsModule,
  historyModule,
  usersModule,
  rolesModule,
  passwordsModule,
  profileModule,
  impersonationModule,
  unitsModule,
  mediaModule,
  brandsModule,
  categoriesModule,
  productsModule,
  placesModule,
  currenciesModule,
  customersModule,
  addressesModule,
  cartsModule,
  // Before orders: the demo orders use the demo offers and coupons.
  offersModule,
  couponsModule,
  ordersModule,
  orderCommentsModule,
  paymentMethodsModule,
  slidersModule,
  adsModule,
  notificationsModule,
  ticketsModule,
  // After orders: its seed sums the demo orders into the rollups.
  reportsModule,
];

/** Every migration of the API, released and the modules' own, in the order they run. */
export const migrations = migrationsOf(apiModules);
