import {
  type ItemsViewRow, type LatestOrderRow, type ListMeta, type ListQuery, type Locale, type MostSellerRow, type MostSellersQuery,
  type OrderStatusCode, type ReportGroup, type ReportPeriodQuery, type ReportSeriesQuery, type SalesPoint, type TopCustomerRow,
  type TopCustomersQuery, type UnderDemandRow, REPORT_DEFAULT_DAYS, REPORT_MAX_DAYS, calendarDayIn, daysBetween, instantInZone,
  storedToMoney,
} from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { fieldError } from '../../lib/errors.js';
import { paginate } from '../../lib/list.js';
import * as q from './report-queries.js';

/** The days a report covers: both ends in the store's time zone, defaults filled (the last 30 days). */
export interface Range {
  date_from: string;
  date_to: string;
}

const DAY_MS = 86_400_000;
export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The period asked for, with what was left out filled in: no end is today, no start the
 * 30 days up to the end. The schema checked what it could; a range one of whose ends is a
 * default is checked here (`date_from=2000-01-01` alone spans decades).
 */
export function rangeOf(query: { date_from?: string | undefined; date_to?: string | undefined }, timeZone: string): Range {
  const today = calendarDayIn(timeZone);
  const to = query.date_to ?? (query.date_from && query.date_from > today ? query.date_from : today);
  const from = query.date_from ?? addDays(to, 1 - REPORT_DEFAULT_DAYS);
  if (to < from) throw fieldError('date_to', 'validation.end_before_start');
  if (daysBetween(from, to) > REPORT_MAX_DAYS) throw fieldError(query.date_to ? 'date_to' : 'date_from', 'validation.report_range_too_long');
  return { date_from: from, date_to: to };
}

const days = (range: Range): q.Days => ({ from: range.date_from, to: range.date_to });

/** The first day of the bucket holding `day`: itself, its ISO week's Monday, or the 1st of its month. */
export function bucketOf(day: string, group: ReportGroup): string {
  if (group === 'day') return day;
  if (group === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** Every bucket of the range, in order, so a chart has a point for each (zeros included). */
export function bucketsOf(range: Range, group: ReportGroup): string[] {
  const out: string[] = [];
  for (let day = range.date_from; day <= range.date_to; day = addDays(day, 1)) {
    const bucket = bucketOf(day, group);
    if (out.at(-1) !== bucket) out.push(bucket);
  }
  return out;
}

const money = (stored: number) => storedToMoney(stored);
const average = (revenue: number, orders: number) => money(orders ? Math.round(revenue / orders) : 0);
const productOf = (row: { id: number; name_en: string; name_ar: string; sku: string; image: string | null }) => ({
  id: Number(row.id), name: { en: row.name_en, ar: row.name_ar }, sku: row.sku, image: row.image,
});

export function createReportsService(db: Db, timeZone: string) {
  /** The instants [start, end) of a range's days in the store's zone. */
  const instantsOf = (range: Range) => ({
    start: instantInZone(timeZone, `${range.date_from}T00:00`).toISOString(),
    end: instantInZone(timeZone, `${addDays(range.date_to, 1)}T00:00`).toISOString(),
  });

  /** The sales of a range: each bucket's orders, revenue and average, and the totals. */
  async function salesOf(range: Range, group: ReportGroup) {
    const rows = await q.salesByDay(db, days(range));
    const byBucket = new Map(bucketsOf(range, group).map((bucket) => [bucket, { orders: 0, revenue: 0 }]));
    for (const row of rows) {
      const sums = byBucket.get(bucketOf(row.day, group));
      if (!sums) continue;
      sums.orders += Number(row.orders);
      sums.revenue += Number(row.revenue);
    }
    const points: SalesPoint[] = [...byBucket].map(([period, s]) => ({ period, orders: s.orders, revenue: money(s.revenue), average_order_value: average(s.revenue, s.orders) }));
    const orders = [...byBucket.values()].reduce((sum, s) => sum + s.orders, 0);
    const revenue = [...byBucket.values()].reduce((sum, s) => sum + s.revenue, 0);
    return { points, totals: { orders, revenue: money(revenue), average_order_value: average(revenue, orders) }, raw: { orders, revenue } };
  }

  async function monthlySales(query: ReportSeriesQuery) {
    const range = rangeOf(query, timeZone);
    const group = query.group ?? 'month';
    const { points, totals } = await salesOf(range, group);
    return { range, group, points, totals };
  }

  async function latestOrders(query: ReportPeriodQuery): Promise<{ data: { range: Range; rows: LatestOrderRow[] }; meta: ListMeta }> {
    const range = rangeOf(query, timeZone);
    const { start, end } = instantsOf(range);
    type Row = Awaited<ReturnType<ReturnType<typeof q.latestOrdersQuery>['executeTakeFirstOrThrow']>>;
    const { rows, meta } = await paginate<Row>(db, q.latestOrdersQuery(db, start, end), query, {
      sorts: { created_at: 'orders.created_at', total: 'orders.total', id: 'orders.id' },
      defaultSort: '-created_at',
      idColumn: 'orders.id',
    });
    return { data: { range, rows: rows.map(toLatestOrder) }, meta };
  }

  async function mostSellers(query: MostSellersQuery, locale: Locale): Promise<{ data: { range: Range; rows: MostSellerRow[] }; meta: ListMeta }> {
    const range = rangeOf(query, timeZone);
    type Row = Awaited<ReturnType<ReturnType<typeof q.mostSellersQuery>['executeTakeFirstOrThrow']>>;
    const { rows, meta } = await paginate<Row>(db, q.mostSellersQuery(db, days(range)), { ...query, sort: query.sort ?? `-${query.by ?? 'quantity'}` }, {
      sorts: { quantity: 'r.quantity', revenue: 'r.revenue', orders_count: 'r.orders_count', name: locale === 'ar' ? 'r.name_ar' : 'r.name_en' },
      defaultSort: '-quantity',
      idColumn: 'r.id',
      searchColumn: 'r.search_text',
    });
    return {
      data: {
        range,
        rows: rows.map((row) => ({ product: productOf(row), quantity: Number(row.quantity), revenue: money(Number(row.revenue)), orders_count: Number(row.orders_count) })),
      },
      meta,
    };
  }

  async function topCustomers(query: TopCustomersQuery): Promise<{ data: { range: Range; rows: TopCustomerRow[] }; meta: ListMeta }> {
    const range = rangeOf(query, timeZone);
    type Row = Awaited<ReturnType<ReturnType<typeof q.topCustomersQuery>['executeTakeFirstOrThrow']>>;
    const sort = query.sort ?? (query.by === 'orders' ? '-orders_count' : '-spend');
    const { rows, meta } = await paginate<Row>(db, q.topCustomersQuery(db, days(range)), { ...query, sort }, {
      sorts: { spend: 'r.spend', orders_count: 'r.orders_count', last_order_at: 'r.last_order_at', name: 'r.name' },
      defaultSort: '-spend',
      idColumn: 'r.id',
      searchColumn: 'r.search_text',
    });
    return {
      data: {
        range,
        rows: rows.map((row) => ({
          customer: { id: Number(row.id), name: row.name, phone: row.phone },
          orders_count: Number(row.orders_count),
          spend: money(Number(row.spend)),
          last_order_at: new Date(String(row.last_order_at)).toISOString(),
        })),
      },
      meta,
    };
  }

  async function itemsView(query: ReportSeriesQuery, locale: Locale) {
    const range = rangeOf(query, timeZone);
    const group = query.group ?? 'day';
    type Row = Awaited<ReturnType<ReturnType<typeof q.itemsViewQuery>['executeTakeFirstOrThrow']>>;
    const [{ rows, meta }, perDay] = await Promise.all([
      paginate<Row>(db, q.itemsViewQuery(db, days(range)), query, {
        sorts: { views: 'r.views', name: locale === 'ar' ? 'r.name_ar' : 'r.name_en' },
        defaultSort: '-views',
        idColumn: 'r.id',
        searchColumn: 'r.search_text',
      }),
      q.viewsByDay(db, days(range)),
    ]);
    const byBucket = new Map(bucketsOf(range, group).map((bucket) => [bucket, 0]));
    for (const row of perDay) {
      const bucket = bucketOf(row.day, group);
      if (byBucket.has(bucket)) byBucket.set(bucket, byBucket.get(bucket)! + Number(row.views));
    }
    const data: { range: Range; group: ReportGroup; rows: ItemsViewRow[]; points: { period: string; views: number }[] } = {
      range,
      group,
      rows: rows.map((row) => ({ product: productOf(row), views: Number(row.views) })),
      points: [...byBucket].map(([period, views]) => ({ period, views })),
    };
    return { data, meta };
  }

  /** Stock today: the period is answered back (the screens share one filter) but does not narrow it. */
  async function underDemand(query: ReportPeriodQuery, locale: Locale): Promise<{ data: { range: Range; rows: UnderDemandRow[] }; meta: ListMeta }> {
    const range = rangeOf(query, timeZone);
    type Row = Awaited<ReturnType<ReturnType<typeof q.underDemandQuery>['executeTakeFirstOrThrow']>>;
    const { rows, meta } = await paginate<Row>(db, q.underDemandQuery(db), query, {
      sorts: {
        quantity: 'products.quantity', demand_limit: 'products.demand_limit', name: locale === 'ar' ? 'products.name_ar' : 'products.name_en',
        id: 'products.id',
      },
      defaultSort: 'quantity',
      idColumn: 'products.id',
      searchColumn: 'products.search_text',
    });
    return { data: { range, rows: rows.map(toUnderDemand) }, meta };
  }

  return { rangeOf: (query: ReportPeriodQuery) => rangeOf(query, timeZone), instantsOf, salesOf, monthlySales, latestOrders, mostSellers, topCustomers, itemsView, underDemand };
}
export type ReportsService = ReturnType<typeof createReportsService>;

export function toLatestOrder(row: Awaited<ReturnType<ReturnType<typeof q.latestOrdersQuery>['executeTakeFirstOrThrow']>>): LatestOrderRow {
  return {
    id: Number(row.id),
    code: row.code,
    customer: { id: Number(row.customer_id), name: row.customer_name, phone: row.customer_phone },
    status: Number(row.status) as OrderStatusCode,
    items_count: Number(row.items_count),
    total: money(Number(row.total)),
    created_at: String(row.created_at),
  };
}

export function toUnderDemand(row: Awaited<ReturnType<ReturnType<typeof q.underDemandQuery>['executeTakeFirstOrThrow']>>): UnderDemandRow {
  return { product: productOf(row), quantity: Number(row.quantity), demand_limit: Number(row.demand_limit) };
}

/** Every page of a list report, for its CSV: the list itself walked by its cursor, a thousand rows at a time. */
export async function* everyPage<Row, Query extends ListQuery>(
  query: Query,
  page: (query: Query) => Promise<{ rows: Row[]; meta: ListMeta }>,
): AsyncGenerator<Row[]> {
  let cursor: string | undefined;
  for (;;) {
    const { rows, meta } = await page({ ...query, page: undefined, perPage: 1000, per_page: undefined, cursor });
    if (rows.length) yield rows;
    if (!meta.next_cursor) return;
    cursor = meta.next_cursor;
  }
}
