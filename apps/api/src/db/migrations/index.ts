import type { Migration } from 'kysely';
import * as foundation from './2026-11-22-0001-foundation.js';
import * as usersRecovery from './2026-11-22-0002-users-recovery.js';
import * as catalogue from './2026-11-22-0003-catalogue.js';
import * as placesCustomers from './2026-11-22-0004-places-customers.js';
import * as orders from './2026-11-23-0005-orders.js';
import * as productsSearchStatistics from './2026-11-23-0006-products-search-statistics.js';
import * as customersSearchIndex from './2026-11-24-0007-customers-search-index.js';
import * as orderItemBarcodes from './2026-11-25-0008-order-item-barcodes.js';
import * as loginThrottles from './2026-11-25-0009-login-throttles.js';
import * as ordersCodeTrigrams from './2026-11-25-0012-orders-code-trigrams.js';
import * as offersCoupons from './2026-11-27-0013-offers-coupons.js';
import * as orderPromotions from './2026-11-27-0014-order-promotions.js';
import * as support from './2026-11-27-0015-support.js';
import * as scheduleTimes from './2026-12-01-0016-schedule-times.js';

/**
 * The migrations released before each module kept its own in its folder
 * (`ApiModule.migrations`; `migrationsOf` runs both in one order, by name). Listed rather
 * than read from the folder so the bundled server carries them; names and contents are
 * frozen, and no migration is added here.
 */
export const releasedMigrations: Readonly<Record<string, Migration>> = {
  '2026-11-22-0001-foundation': foundation,
  '2026-11-22-0002-users-recovery': usersRecovery,
  '2026-11-22-0003-catalogue': catalogue,
  '2026-11-22-0004-places-customers': placesCustomers,
  '2026-11-23-0005-orders': orders,
  '2026-11-23-0006-products-search-statistics': productsSearchStatistics,
  '2026-11-24-0007-customers-search-index': customersSearchIndex,
  '2026-11-25-0008-order-item-barcodes': orderItemBarcodes,
  '2026-11-25-0009-login-throttles': loginThrottles,
  '2026-11-25-0012-orders-code-trigrams': ordersCodeTrigrams,
  '2026-11-27-0013-offers-coupons': offersCoupons,
  '2026-11-27-0014-order-promotions': orderPromotions,
  '2026-11-27-0015-support': support,
  '2026-12-01-0016-schedule-times': scheduleTimes,
};
