import {
  type CartReportRow, type ListMeta, type ListQuery, type Locale, type ReportKind, ORDER_STATUS_NAMES, type OrderStatusCode, translateMessage,
} from '@matjar/shared';
import { type Cell, CSV_BOM, csvLine } from '../../lib/csv.js';
import type { ReportsService } from './reports.service.js';
import { everyPage } from './reports.service.js';

/**
 * Each report as CSV, the rows of its JSON in the same order, every page of it: streamed a
 * thousand rows at a time. Header row in the request's language; figures in Western digits
 * as the JSON has them (money as decimal text), times in ISO 8601; UTF-8 with a BOM.
 */

type Columns = readonly string[];
type Rows = AsyncIterable<Cell[][]>;

const COLUMNS: Record<ReportKind, Columns> = {
  'monthly-sales': ['period', 'orders', 'revenue', 'average_order_value'],
  'latest-orders': ['order_id', 'code', 'customer_id', 'customer', 'phone', 'status', 'items_count', 'total', 'created_at'],
  'most-sellers': ['product_id', 'product', 'product_ar', 'sku', 'quantity', 'revenue', 'orders_count'],
  'top-customer': ['customer_id', 'customer', 'phone', 'orders_count', 'spend', 'last_order_at'],
  'items-view': ['product_id', 'product', 'product_ar', 'sku', 'views'],
  'cart-items': ['product_id', 'product', 'product_ar', 'sku', 'carts_count', 'quantity', 'value', 'last_added_at'],
  'under-demand-limit-items': ['product_id', 'product', 'product_ar', 'sku', 'quantity', 'demand_limit'],
};

const csvLines = (batch: Cell[][]) => batch.map(csvLine).join('');

/**
 * The first rows are read before anything is sent, so a query the report refuses (an
 * unknown sort, say) answers its 4xx instead of a stream cut after a 200.
 */
async function csvOf(kind: ReportKind, locale: Locale, rows: Rows): Promise<AsyncIterable<string>> {
  const header = `${CSV_BOM}${csvLine(COLUMNS[kind].map((column) => translateMessage(locale, `reports.${column}`)))}`;
  const batches = rows[Symbol.asyncIterator]();
  const first = await batches.next();
  return (async function* () {
    yield first.done ? header : header + csvLines(first.value);
    for (let next = await batches.next(); !next.done; next = await batches.next()) yield csvLines(next.value);
  })();
}

async function* mapped<Row>(pages: AsyncIterable<Row[]>, cells: (row: Row) => Cell[]): Rows {
  for await (const rows of pages) yield rows.map(cells);
}

const product = (p: { id: number; name: { en: string; ar: string }; sku: string }) => [p.id, p.name.en, p.name.ar, p.sku];
const statusText = (locale: Locale, status: number) => translateMessage(locale, `orders.status_${ORDER_STATUS_NAMES[status as OrderStatusCode]}`);

/** What each export reads: the report's own service call, so the file and the JSON cannot differ. */
export function reportsCsv(service: ReportsService, cartReport: (query: ListQuery, locale: Locale) => Promise<{ data: CartReportRow[]; meta: ListMeta }>) {
  const pagesOf = <Row, Q extends ListQuery>(query: Q, page: (query: Q) => Promise<{ data: { rows: Row[] }; meta: ListMeta }>) =>
    everyPage(query, async (q) => {
      const answer = await page(q);
      return { rows: answer.data.rows, meta: answer.meta };
    });

  return {
    monthlySales: async (query: Parameters<ReportsService['monthlySales']>[0], locale: Locale) => {
      const { points } = await service.monthlySales(query);
      return csvOf('monthly-sales', locale, (async function* () {
        yield points.map((p) => [p.period, p.orders, p.revenue, p.average_order_value]);
      })());
    },
    latestOrders: (query: Parameters<ReportsService['latestOrders']>[0], locale: Locale) =>
      csvOf('latest-orders', locale, mapped(pagesOf(query, service.latestOrders), (o) => [
        o.id, o.code, o.customer.id, o.customer.name, o.customer.phone, statusText(locale, o.status), o.items_count, o.total, o.created_at,
      ])),
    mostSellers: (query: Parameters<ReportsService['mostSellers']>[0], locale: Locale) =>
      csvOf('most-sellers', locale, mapped(pagesOf(query, (q) => service.mostSellers(q, locale)), (r) => [
        ...product(r.product), r.quantity, r.revenue, r.orders_count,
      ])),
    topCustomers: (query: Parameters<ReportsService['topCustomers']>[0], locale: Locale) =>
      csvOf('top-customer', locale, mapped(pagesOf(query, service.topCustomers), (r) => [
        r.customer.id, r.customer.name, r.customer.phone, r.orders_count, r.spend, r.last_order_at,
      ])),
    itemsView: (query: Parameters<ReportsService['itemsView']>[0], locale: Locale) =>
      csvOf('items-view', locale, mapped(pagesOf(query, (q) => service.itemsView(q, locale)), (r) => [...product(r.product), r.views])),
    underDemand: (query: Parameters<ReportsService['underDemand']>[0], locale: Locale) =>
      csvOf('under-demand-limit-items', locale, mapped(pagesOf(query, (q) => service.underDemand(q, locale)), (r) => [
        ...product(r.product), r.quantity, r.demand_limit,
      ])),
    cartItems: (query: ListQuery, locale: Locale) =>
      csvOf('cart-items', locale, mapped(
        everyPage(query, async (q) => {
          const answer = await cartReport(q, locale);
          return { rows: answer.data, meta: answer.meta };
        }),
        (r) => [...product(r.product), r.carts_count, r.quantity, r.value, r.last_added_at],
      )),
  };
}
export type ReportsCsv = ReturnType<typeof reportsCsv>;
