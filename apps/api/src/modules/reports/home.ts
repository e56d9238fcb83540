import {
  type CountKpi, type Home, type HomePeriod, type MoneyKpi, type OrderStatusCode, type Permission, ORDER_STATUS_CODES, calendarDayIn,
  storedToMoney,
} from '@matjar/shared';
import type { Db } from '../../db/database.js';
import * as q from './report-queries.js';
import { type Range, type ReportsService, addDays, toLatestOrder, toUnderDemand } from './reports.service.js';

const PERIOD_DAYS: Record<HomePeriod, number> = { today: 1, '7d': 7, '30d': 30 };
const HOME_ITEMS = 5;

/** `(value - previous) / previous`, rounded to four places; null when there was nothing before. */
const changeOf = (value: number, previous: number) => (previous === 0 ? null : Math.round(((value - previous) / previous) * 10_000) / 10_000);
const countKpi = (value: number, previous: number): CountKpi => ({ value, previous, change: changeOf(value, previous) });
const moneyKpi = (value: number, previous: number): MoneyKpi => ({ value: storedToMoney(value), previous: storedToMoney(previous), change: changeOf(value, previous) });

/**
 * The dashboard home (`homeOut`): each part read only for a caller holding its permission,
 * else null; the KPIs against the period of equal length just before.
 */
export function createHome(db: Db, reports: ReportsService, timeZone: string) {
  return async function home(period: HomePeriod, allowed: (permission: Permission) => boolean): Promise<Home> {
    const today = calendarDayIn(timeZone);
    const length = PERIOD_DAYS[period];
    const range: Range = { date_from: addDays(today, 1 - length), date_to: today };
    const before: Range = { date_from: addDays(today, 1 - 2 * length), date_to: addDays(today, -length) };
    const sales = allowed('reports.view');

    const kpis = async () => {
      const [now, then] = await Promise.all([reports.salesOf(range, 'day'), reports.salesOf(before, 'day')]);
      const newCustomers = allowed('customers.view')
        ? await Promise.all([range, before].map((r) => {
            const { start, end } = reports.instantsOf(r);
            return q.newCustomers(db, start, end);
          }))
        : null;
      const aov = (s: { orders: number; revenue: number }) => (s.orders ? Math.round(s.revenue / s.orders) : 0);
      return {
        revenue: moneyKpi(now.raw.revenue, then.raw.revenue),
        orders: countKpi(now.raw.orders, then.raw.orders),
        average_order_value: moneyKpi(aov(now.raw), aov(then.raw)),
        new_customers: newCustomers ? countKpi(newCustomers[0]!, newCustomers[1]!) : null,
      };
    };
    // The last twelve months, this one included.
    const [year, month] = today.split('-').map(Number) as [number, number];
    const firstMonth = new Date(Date.UTC(year, month - 12, 1)).toISOString().slice(0, 10);
    const monthly = async () => (await reports.salesOf({ date_from: firstMonth, date_to: today }, 'month')).points;
    const byStatus = async () => {
      const counts = new Map((await q.ordersByStatus(db, { from: range.date_from, to: range.date_to })).map((row) => [Number(row.status), Number(row.count)]));
      return ORDER_STATUS_CODES.map((status) => ({ status: status as OrderStatusCode, count: counts.get(status) ?? 0 }));
    };
    const latest = async () =>
      (await q.latestOrdersQuery(db, '2000-01-01T00:00:00.000Z', '9999-12-31T00:00:00.000Z').orderBy('orders.created_at', 'desc').orderBy('orders.id', 'desc').limit(HOME_ITEMS).execute())
        .map(toLatestOrder);
    const lowStock = async () => {
      const [count, items] = await Promise.all([
        db.selectFrom(q.underDemandQuery(db).as('u')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        q.underDemandQuery(db).orderBy('products.quantity').orderBy('products.id').limit(HOME_ITEMS).execute(),
      ]);
      return { count: Number(count.n), items: items.map(toUnderDemand) };
    };
    const top = async () => (await reports.mostSellers({ ...range, by: 'revenue', perPage: HOME_ITEMS }, 'en')).data.rows;

    const [kpisPart, monthlyPart, statusPart, latestPart, lowPart, topPart, ticketsPart, used] = await Promise.all([
      sales ? kpis() : null,
      sales ? monthly() : null,
      sales ? byStatus() : null,
      allowed('orders.view') ? latest() : null,
      allowed('products.view') ? lowStock() : null,
      allowed('reports.product_most_selling') ? top() : null,
      allowed('support.view') ? q.openTickets(db, HOME_ITEMS) : null,
      q.anyProductOrOrder(db),
    ]);
    return {
      period,
      range,
      is_new_store: !used,
      kpis: kpisPart,
      monthly_sales: monthlyPart,
      orders_by_status: statusPart,
      latest_orders: latestPart,
      low_stock: lowPart,
      top_products: topPart,
      open_tickets: ticketsPart,
    };
  };
}
