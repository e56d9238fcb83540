import { Readable } from 'node:stream';
import {
  type Permission, homeOut, homeQuery, itemsViewPageOut, latestOrderRowOut, listQuery, monthlySalesOut, mostSellerRowOut, mostSellersQuery,
  productViewsInput, productViewsOut, reportPageOut, reportPeriodQuery, reportSeriesQuery, topCustomerRowOut, topCustomersQuery,
  underDemandRowOut, can,
} from '@matjar/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/guard.js';
import type { ReportsCsv } from './reports-csv.js';
import type { ReportsService } from './reports.service.js';

const base = '/api/dashboard/reports';
const tags = ['reports'];

export interface ReportsRoutes {
  service: ReportsService;
  csv: ReportsCsv;
  home: (period: 'today' | '7d' | '30d', allowed: (permission: Permission) => boolean) => Promise<z.infer<typeof homeOut>>;
  countViews: (productIds: number[]) => Promise<number>;
  checkStorefrontKey: (sent: string | string[] | undefined) => void;
}

const sendCsv = async (reply: FastifyReply, name: string, rows: AsyncIterable<string> | Promise<AsyncIterable<string>>) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(await rows));

/**
 * The reports (spec §2, §6: each its own permission) with their CSV exports, the dashboard
 * home, and the storefront's batches of product views.
 */
export function reportsRoutes({ service, csv, home, countViews, checkStorefrontKey }: ReportsRoutes) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const csvSummary = (name: string) => `${name} as CSV (streamed, every page; UTF-8 with BOM, header in the request's language)`;

    r.get(`${base}/monthly-sales`, {
      config: { permission: 'reports.view' },
      schema: { tags, querystring: reportSeriesQuery, response: { 200: z.object({ data: monthlySalesOut }) } },
      handler: async (request) => ({ data: await service.monthlySales(request.query) }),
    });
    r.get(`${base}/monthly-sales/export.csv`, {
      config: { permission: 'reports.view' },
      schema: { tags, summary: csvSummary('Monthly sales'), querystring: reportSeriesQuery },
      handler: (request, reply) => sendCsv(reply, 'monthly-sales', csv.monthlySales(request.query, request.locale)),
    });

    r.get(`${base}/latest-orders`, {
      config: { permission: 'reports.view' },
      schema: { tags, querystring: reportPeriodQuery, response: { 200: reportPageOut(latestOrderRowOut) } },
      handler: (request) => service.latestOrders(request.query),
    });
    r.get(`${base}/latest-orders/export.csv`, {
      config: { permission: 'reports.view' },
      schema: { tags, summary: csvSummary('Latest orders'), querystring: reportPeriodQuery },
      handler: (request, reply) => sendCsv(reply, 'latest-orders', csv.latestOrders(request.query, request.locale)),
    });

    r.get(`${base}/most-sellers`, {
      config: { permission: 'reports.product_most_selling' },
      schema: { tags, querystring: mostSellersQuery, response: { 200: reportPageOut(mostSellerRowOut) } },
      handler: (request) => service.mostSellers(request.query, request.locale),
    });
    r.get(`${base}/most-sellers/export.csv`, {
      config: { permission: 'reports.product_most_selling' },
      schema: { tags, summary: csvSummary('Most sellers'), querystring: mostSellersQuery },
      handler: (request, reply) => sendCsv(reply, 'most-sellers', csv.mostSellers(request.query, request.locale)),
    });

    r.get(`${base}/top-customer`, {
      config: { permission: 'reports.top_customer' },
      schema: { tags, querystring: topCustomersQuery, response: { 200: reportPageOut(topCustomerRowOut) } },
      handler: (request) => service.topCustomers(request.query),
    });
    r.get(`${base}/top-customer/export.csv`, {
      config: { permission: 'reports.top_customer' },
      schema: { tags, summary: csvSummary('Top customers'), querystring: topCustomersQuery },
      handler: (request, reply) => sendCsv(reply, 'top-customer', csv.topCustomers(request.query, request.locale)),
    });

    r.get(`${base}/items-view`, {
      config: { permission: 'reports.product_views' },
      schema: { tags, querystring: reportSeriesQuery, response: { 200: itemsViewPageOut } },
      handler: (request) => service.itemsView(request.query, request.locale),
    });
    r.get(`${base}/items-view/export.csv`, {
      config: { permission: 'reports.product_views' },
      schema: { tags, summary: csvSummary('Items view'), querystring: reportSeriesQuery },
      handler: (request, reply) => sendCsv(reply, 'items-view', csv.itemsView(request.query, request.locale)),
    });

    r.get(`${base}/under-demand-limit-items`, {
      config: { permission: 'reports.product_aut_of_stouk' },
      schema: { tags, querystring: reportPeriodQuery, response: { 200: reportPageOut(underDemandRowOut) } },
      handler: (request) => service.underDemand(request.query, request.locale),
    });
    r.get(`${base}/under-demand-limit-items/export.csv`, {
      config: { permission: 'reports.product_aut_of_stouk' },
      schema: { tags, summary: csvSummary('Under demand limit'), querystring: reportPeriodQuery },
      handler: (request, reply) => sendCsv(reply, 'under-demand-limit-items', csv.underDemand(request.query, request.locale)),
    });

    // The JSON list is the carts module's (`GET …/cart-items`); its file is here with the others.
    r.get(`${base}/cart-items/export.csv`, {
      config: { permission: 'customers.view' },
      schema: { tags, summary: csvSummary('Cart items'), querystring: listQuery },
      handler: (request, reply) => sendCsv(reply, 'cart-items', csv.cartItems(request.query, request.locale)),
    });

    // Any signed-in user: each part is there only with its own permission (homeOut).
    r.get('/api/dashboard/home', {
      config: { permission: null },
      schema: { tags, querystring: homeQuery, response: { 200: z.object({ data: homeOut }) } },
      handler: async (request) => {
        const auth = authOf(request);
        return { data: await home(request.query.period ?? '7d', (permission) => can(auth, permission)) };
      },
    });

    r.post('/api/storefront/product-views', {
      config: { public: true },
      // The key first: a caller without it learns nothing of the body's rules.
      onRequest: async (request) => checkStorefrontKey(request.headers['x-storefront-key']),
      schema: {
        tags,
        summary: 'A storefront batch of product views (X-Storefront-Key); ids of no product are left out',
        body: productViewsInput,
        response: { 200: z.object({ data: productViewsOut }) },
      },
      handler: async (request) => ({ data: { counted: await countViews(request.body.product_ids) } }),
    });
  };
}
