import { z } from 'zod';
import { bilingualOut, listMeta, listQuery } from './common.js';
import { dateQuery, requiredId } from './form-fields.js';
import { ORDER_STATUS, ORDER_STATUS_CODES, type OrderStatusCode } from './order-states.js';

/**
 * Reports and the dashboard home (ARCHITECTURE "Reports"). A sale is an order that is not
 * rejected or canceled, counted on the calendar day it was placed in the store's time
 * zone; its revenue is the order's total. Money travels as decimal strings.
 */

/** The reports of the sidebar's Reports group, each `GET /api/dashboard/reports/{kind}` (and `/export.csv`). */
export const REPORT_KINDS = [
  'monthly-sales',
  'latest-orders',
  'most-sellers',
  'top-customer',
  'items-view',
  'cart-items',
  'under-demand-limit-items',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** How a time series is bucketed. */
export const REPORT_GROUPS = ['day', 'week', 'month'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

/** The earliest day a report reaches back to, and the longest range it covers. */
export const REPORT_EARLIEST_DAY = '2000-01-01';
export const REPORT_MAX_DAYS = 1_098;
/** Without `date_from`/`date_to` a report covers the last 30 days, today included. */
export const REPORT_DEFAULT_DAYS = 30;

/** The home's periods: today, the last 7 and the last 30 days (each compared with the one before it). */
export const HOME_PERIODS = ['today', '7d', '30d'] as const;
export type HomePeriod = (typeof HOME_PERIODS)[number];

/** Most sellers rank by quantity sold or by revenue; top customers by spend or by order count. */
export const MOST_SELLERS_BY = ['quantity', 'revenue'] as const;
export const TOP_CUSTOMERS_BY = ['spend', 'orders'] as const;

/** Product ids one storefront batch of views may carry. */
export const MAX_PRODUCT_VIEWS_BATCH = 500;

/** The statuses whose orders are sales (all but rejected and canceled). */
export const SALE_STATUSES: readonly OrderStatusCode[] = [ORDER_STATUS.pending, ORDER_STATUS.accepted, ORDER_STATUS.delivered];

/** The days from `from` to `to`, both included (`YYYY-MM-DD`). */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * The rules of a report's period that need no clock: no day before REPORT_EARLIEST_DAY, the
 * end not before the start, at most REPORT_MAX_DAYS days. A range one end of which is left to
 * its default is checked again by the server once it has filled it.
 */
type PeriodKeys = { date_from?: string | undefined; date_to?: string | undefined };
function checkPeriod(query: PeriodKeys, ctx: z.core.$RefinementCtx) {
  for (const field of ['date_from', 'date_to'] as const) {
    const day = query[field];
    if (day && day < REPORT_EARLIEST_DAY) ctx.addIssue({ code: 'custom', path: [field], message: 'validation.report_too_early' });
  }
  const { date_from: from, date_to: to } = query;
  if (!from || !to || from < REPORT_EARLIEST_DAY) return;
  if (to < from) ctx.addIssue({ code: 'custom', path: ['date_to'], message: 'validation.end_before_start' });
  else if (daysBetween(from, to) > REPORT_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['date_to'], message: 'validation.report_range_too_long' });
}

/** A report's query: the list's paging, the period, and the report's own keys; strict (an unknown key is a 422). */
const reportQuery = <Shape extends z.ZodRawShape>(shape: Shape) =>
  listQuery.extend({ date_from: dateQuery, date_to: dateQuery, ...shape }).superRefine((query, ctx) => checkPeriod(query as PeriodKeys, ctx));

/**
 * A report's query: its period (days in the store's time zone, both included) with the list
 * paging of `listQuery`. Each report adds its own keys (`group`, `by`); an unknown key, an
 * inverted range, a day before REPORT_EARLIEST_DAY or a range over REPORT_MAX_DAYS is a 422.
 */
export const reportPeriodQuery = reportQuery({});
export type ReportPeriodQuery = z.infer<typeof reportPeriodQuery>;
/** Monthly sales and items view: `group` day|week|month (default month for sales, day for views). */
export const reportSeriesQuery = reportQuery({ group: z.enum(REPORT_GROUPS).optional() });
export type ReportSeriesQuery = z.infer<typeof reportSeriesQuery>;
/** Most sellers: `by` quantity (default) or revenue. */
export const mostSellersQuery = reportQuery({ by: z.enum(MOST_SELLERS_BY).optional() });
export type MostSellersQuery = z.infer<typeof mostSellersQuery>;
/** Top customers: `by` spend (default) or orders. */
export const topCustomersQuery = reportQuery({ by: z.enum(TOP_CUSTOMERS_BY).optional() });
export type TopCustomersQuery = z.infer<typeof topCustomersQuery>;

/** `GET /api/dashboard/home?period=` */
export const homeQuery = z.strictObject({ period: z.enum(HOME_PERIODS).optional() });

/**
 * `POST /api/storefront/product-views` with `X-Storefront-Key`: one view of each id listed (an
 * id listed twice is two views); ids of no product are left out. Answers `{ data: { counted } }`.
 */
export const productViewsInput = z.object({
  product_ids: z.array(requiredId).min(1, 'validation.required').max(MAX_PRODUCT_VIEWS_BATCH, 'validation.too_many_items'),
});
export const productViewsOut = z.object({ counted: z.number() });

export const reportProductOut = z.object({ id: z.number(), name: bilingualOut, sku: z.string(), image: z.string().nullable() });
export const reportCustomerOut = z.object({ id: z.number(), name: z.string(), phone: z.string() });

/** The range a report answered for, as days. */
export const reportRangeOut = z.object({ date_from: z.string(), date_to: z.string() });

/** One bucket of a sales series: `period` is its first day (`2026-11-01` for November by month). */
export const salesPointOut = z.object({ period: z.string(), orders: z.number(), revenue: z.string(), average_order_value: z.string() });
export type SalesPoint = z.infer<typeof salesPointOut>;
export const salesTotalsOut = z.object({ orders: z.number(), revenue: z.string(), average_order_value: z.string() });

export const monthlySalesOut = z.object({ range: reportRangeOut, group: z.enum(REPORT_GROUPS), points: z.array(salesPointOut), totals: salesTotalsOut });
export type MonthlySales = z.infer<typeof monthlySalesOut>;

export const mostSellerRowOut = z.object({ product: reportProductOut, quantity: z.number(), revenue: z.string(), orders_count: z.number() });
export type MostSellerRow = z.infer<typeof mostSellerRowOut>;

export const topCustomerRowOut = z.object({ customer: reportCustomerOut, orders_count: z.number(), spend: z.string(), last_order_at: z.string() });
export type TopCustomerRow = z.infer<typeof topCustomerRowOut>;

export const viewsPointOut = z.object({ period: z.string(), views: z.number() });
export const itemsViewRowOut = z.object({ product: reportProductOut, views: z.number() });
export type ItemsViewRow = z.infer<typeof itemsViewRowOut>;

export const underDemandRowOut = z.object({ product: reportProductOut, quantity: z.number(), demand_limit: z.number() });
export type UnderDemandRow = z.infer<typeof underDemandRowOut>;

export const latestOrderRowOut = z.object({
  id: z.number(),
  code: z.string(),
  customer: reportCustomerOut,
  status: z.union(ORDER_STATUS_CODES.map((code) => z.literal(code))),
  items_count: z.number(),
  total: z.string(),
  created_at: z.string(),
});
export type LatestOrderRow = z.infer<typeof latestOrderRowOut>;

/** A list report's page: `{ data: { range, rows }, meta }`; time series add `points`. */
export const reportPageOut = <Row extends z.ZodType>(row: Row) =>
  z.object({ data: z.object({ range: reportRangeOut, rows: z.array(row) }), meta: listMeta });

/** Items view: the page of products by views, with the views of every product over the period. */
export const itemsViewPageOut = z.object({
  data: z.object({ range: reportRangeOut, group: z.enum(REPORT_GROUPS), rows: z.array(itemsViewRowOut), points: z.array(viewsPointOut) }),
  meta: listMeta,
});
export type ItemsViewPage = z.infer<typeof itemsViewPageOut>;

/** A figure of the home with the same figure of the period before; `change` is the ratio (0.125 = +12.5 %), null when the earlier one is 0. */
export const moneyKpiOut = z.object({ value: z.string(), previous: z.string(), change: z.number().nullable() });
export const countKpiOut = z.object({ value: z.number(), previous: z.number(), change: z.number().nullable() });
export type MoneyKpi = z.infer<typeof moneyKpiOut>;
export type CountKpi = z.infer<typeof countKpiOut>;

/**
 * `GET /api/dashboard/home?period=today|7d|30d` (default `7d`). Each part is there only for
 * a caller holding its permission, else null: `kpis` revenue, orders and average order value
 * and `monthly_sales` (the last twelve months) and `orders_by_status` with `reports.view`,
 * `kpis.new_customers` with `customers.view`, `latest_orders` with `orders.view`,
 * `low_stock` with `products.view`, `top_products` with `reports.product_most_selling`,
 * `open_tickets` with `support.view`. `is_new_store`: no product and no order yet, so the
 * home shows the first steps instead of zeros.
 */
export const homeOut = z.object({
  period: z.enum(HOME_PERIODS),
  range: reportRangeOut,
  is_new_store: z.boolean(),
  kpis: z
    .object({ revenue: moneyKpiOut, orders: countKpiOut, average_order_value: moneyKpiOut, new_customers: countKpiOut.nullable() })
    .nullable(),
  monthly_sales: z.array(salesPointOut).nullable(),
  orders_by_status: z.array(z.object({ status: z.union(ORDER_STATUS_CODES.map((code) => z.literal(code))), count: z.number() })).nullable(),
  latest_orders: z.array(latestOrderRowOut).nullable(),
  low_stock: z.object({ count: z.number(), items: z.array(underDemandRowOut) }).nullable(),
  top_products: z.array(mostSellerRowOut).nullable(),
  open_tickets: z
    .object({ count: z.number(), items: z.array(z.object({ id: z.number(), code: z.string(), subject: z.string(), status: z.string(), created_at: z.string() })) })
    .nullable(),
});
export type Home = z.infer<typeof homeOut>;
