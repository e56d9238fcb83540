import { createCartsService } from '../carts/index.js';
import type { ApiModule } from '../module.js';
import { createHome } from './home.js';
import * as rollupsTables from './migrations/2026-12-02-0019-report-rollups.js';
import { createProductViews, storefrontKeyCheck } from './product-views.js';
import { reportsCsv } from './reports-csv.js';
import { seedReports } from './reports.seed.js';
import { reportsRoutes } from './reports.routes.js';
import { createReportsService } from './reports.service.js';
import { ordersFollower } from './rollups.js';

export { rebuildRollups } from './rollups.js';

/**
 * Reports and the dashboard home (docs/reports.md): rollups of orders kept in each order
 * write's transaction (`follows.orders`), of storefront views, and the reports read from them.
 */
export const reportsModule: ApiModule = {
  name: 'reports',
  permissionAreas: ['dashboard', 'reports'],
  routes: ({ db, config }) => {
    const service = createReportsService(db, config.storeTimeZone);
    return reportsRoutes({
      service,
      csv: reportsCsv(service, createCartsService(db).report),
      home: createHome(db, service, config.storeTimeZone),
      countViews: createProductViews(db, config.storeTimeZone),
      checkStorefrontKey: storefrontKeyCheck(config.storefrontKey),
    });
  },
  seed: seedReports,
  follows: { orders: ({ config }) => ordersFollower(config.storeTimeZone) },
  migrations: { '2026-12-02-0019-report-rollups': rollupsTables },
};
