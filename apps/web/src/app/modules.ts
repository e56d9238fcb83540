import type { HistoryModelLabels } from '../components/history-model-labels';
import { adsModule } from '../features/ads';
import { brandsModule } from '../features/brands';
import { categoriesModule } from '../features/categories';
import { commentsModule } from '../features/comments';
import { currenciesModule } from '../features/currencies';
import { customersModule } from '../features/customers';
import { couponsModule } from '../features/coupons';
import { historyModule } from '../features/history';
import { offersModule } from '../features/offers';
import { ordersModule } from '../features/orders';
import { placesModule } from '../features/places';
import { productsModule } from '../features/products';
import { reportsModule } from '../features/reports';
import { rolesModule } from '../features/roles';
import { settingsModule } from '../features/settings';
import { slidersModule } from '../features/sliders';
import { supportModule } from '../features/support';
import { unitsModule } from '../features/units';
import { usersModule } from '../features/users';

/**
 * Every feature module of the signed-in app, one line each. The route tree, the sidebar
 * and the history screen's model names are built from this list; within a sidebar group,
 * entries follow its order (the groups' own order is `MENU_GROUPS`).
 */
export const webModules = [
  customersModule,
  reportsModule,
  placesModule,
  currenciesModule,
  unitsModule,
  categoriesModule,
  brandsModule,
  productsModule,
  offersModule,
  couponsModule,
  ordersModule,
  commentsModule,
  adsModule,
  slidersModule,
  usersModule,
  historyModule,
  rolesModule,
  settingsModule,
  supportModule,
] as const;

/** The history models the modules own, each with the catalogue key of its name. */
export const historyModelLabels: HistoryModelLabels = new Map(webModules.flatMap((module) => Object.entries(module.history)));
