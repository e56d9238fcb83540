import { REPORT_KINDS, calendarDayIn, instantInZone } from '@matjar/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rebuildRollups } from '../src/modules/reports/index.js';
import { type TestUser, signInAdmin, userWith } from './accounts.js';
import { expectStatus, readOk } from './answers.js';
import { type Api, type Suite, type TestServer, describeEachDatabase } from './harness.js';
import { type OrderSetup, type Refs, catalogueRefs, makeCustomer, makeProduct, makeVariantProduct, paymentMethodIds, placeOrder } from './order-fixtures.js';
import { ZONE, daysAgo, expectedRollups, inRange, money, ordersAsStored, storedRollups, today } from './report-fixtures.js';

const reports = '/api/dashboard/reports';
const KEY = 'storefront-test-key-0123456789';

/** Runs `fn` with the server's clock (this process's Date) at `at`; timers and sockets keep real time. */
async function at<T>(instant: Date, fn: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(instant);
  try {
    return await fn();
  } finally {
    vi.useRealTimers();
  }
}

/** An instant given as a wall-clock time of the store's zone `days` ago. */
const storeTime = (days: number, time: string) => instantInZone(ZONE, `${daysAgo(days)}T${time}`);

async function startReportsSuite(suite: Suite) {
  const server = await suite.start({ STOREFRONT_KEY: KEY });
  const session = await signInAdmin(server);
  const methods = await paymentMethodIds(session.admin);
  const refs = await catalogueRefs(session.admin);
  const customers = [await makeCustomer(session.admin), await makeCustomer(session.admin)];
  const setups: OrderSetup[] = customers.map((c) => ({ ...c, paymentMethodId: methods.cash }));
  return { ...session, server, refs, setups };
}

describeEachDatabase('reports', (suite) => {
  let server: TestServer, admin: Api, adminAr: Api, token: string, refs: Refs, setups: OrderSetup[];
  let p1: number, p2: number, variant: { parent: number; variants: number[] };
  const move = async (id: number, action: string) =>
    expectStatus(await admin.post(`/api/dashboard/orders/${id}/${action}`, action === 'reject' ? { reason: 'Customer unreachable' } : undefined), 200);

  beforeAll(async () => {
    ({ server, admin, adminAr, token, refs, setups } = await startReportsSuite(suite));
    p1 = await makeProduct(admin, refs, { quantity: 500 });
    p2 = await makeProduct(admin, refs, { quantity: 500, selling_price: '40.00' });
    variant = await makeVariantProduct(admin, refs, [300, 300]);

    // A sequence over several store days: one at 00:30 Cairo (the day before in UTC), moves of every kind, deletes.
    const [a, b] = setups as [OrderSetup, OrderSetup];
    const plan: { days: number; time: string; setup: OrderSetup; items: { product_id: number; quantity: number }[]; moves: string[] }[] = [
      { days: 40, time: '10:00', setup: a, items: [{ product_id: p1, quantity: 2 }], moves: ['accept', 'deliver'] },
      { days: 40, time: '18:00', setup: a, items: [{ product_id: p2, quantity: 1 }], moves: ['cancel'] },
      { days: 12, time: '00:30', setup: b, items: [{ product_id: p1, quantity: 1 }, { product_id: p2, quantity: 3 }], moves: ['accept'] },
      { days: 12, time: '23:30', setup: b, items: [{ product_id: variant.variants[0]!, quantity: 2 }], moves: ['reject', 'pending'] },
      { days: 3, time: '12:00', setup: a, items: [{ product_id: variant.variants[1]!, quantity: 1 }, { product_id: p1, quantity: 1 }], moves: ['accept', 'cancel'] },
      { days: 3, time: '13:00', setup: b, items: [{ product_id: p2, quantity: 2 }], moves: ['reject'] },
      { days: 1, time: '09:00', setup: a, items: [{ product_id: p1, quantity: 4 }], moves: [] },
      { days: 0, time: '00:05', setup: b, items: [{ product_id: p2, quantity: 1 }], moves: ['accept', 'pending'] },
    ];
    const ids: number[] = [];
    for (const step of plan) {
      const order = await at(storeTime(step.days, step.time), () => placeOrder(admin, step.setup, step.items));
      ids.push(order.id);
      for (const action of step.moves) await move(order.id, action);
    }
    // Deleted: a canceled one, a rejected one, and a pending one that still counted as a sale.
    for (const id of [ids[1]!, ids[5]!, ids[6]!]) expectStatus(await admin.delete(`/api/dashboard/orders/${id}`), 200);
    const bulk = await admin.post('/api/dashboard/orders/bulk-status', { orders: [ids[3]!, ids[7]!], action: 'accept' });
    expectStatus(bulk, 200);
  });

  afterEach(() => vi.useRealTimers());

  it('keeps every rollup equal to a sum of the orders by hand, and to a rebuild from scratch', async () => {
    const stored = await storedRollups(server.db);
    expect(stored).toEqual(expectedRollups(await ordersAsStored(server.db)));
    // The order placed at 00:30 Cairo time counts on that Cairo day, not the UTC day before.
    expect(stored.orders.some((r) => r.day === daysAgo(12) && r.status === 1)).toBe(true);
    await rebuildRollups(server.db, ZONE);
    expect(await storedRollups(server.db)).toEqual(stored);
  });

  it('answers monthly sales, by day, week and month, as the orders add up', async () => {
    const orders = await ordersAsStored(server.db);
    const from = daysAgo(60);
    const to = today();
    const sales = orders.filter((o) => o.sale && inRange(o, from, to));
    for (const group of ['day', 'week', 'month'] as const) {
      const answer = (await readOk(admin, `${reports}/monthly-sales?date_from=${from}&date_to=${to}&group=${group}`)).body.data;
      expect(answer.range).toEqual({ date_from: from, date_to: to });
      expect(answer.totals.orders).toBe(sales.length);
      expect(answer.totals.revenue).toBe(money(sales.reduce((s, o) => s + o.total, 0)));
      expect(answer.points.reduce((s: number, p: { orders: number }) => s + p.orders, 0)).toBe(sales.length);
      if (group === 'day') {
        expect(answer.points).toHaveLength(61);
        for (const point of answer.points) {
          const onDay = sales.filter((o) => o.day === point.period);
          expect(point, point.period).toMatchObject({ orders: onDay.length, revenue: money(onDay.reduce((s, o) => s + o.total, 0)) });
        }
      }
      if (group === 'week') expect(answer.points.every((p: { period: string }) => new Date(`${p.period}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
      if (group === 'month') expect(answer.points.every((p: { period: string }) => p.period.endsWith('-01'))).toBe(true);
    }
    // Without a period: the last 30 days, today included.
    const standard = (await readOk(admin, `${reports}/monthly-sales?group=day`)).body.data;
    expect(standard.range).toEqual({ date_from: daysAgo(29), date_to: today() });
  });

  it('answers most sellers, top customers and latest orders as the orders add up', async () => {
    const orders = await ordersAsStored(server.db);
    const from = daysAgo(45);
    const to = today();
    const sales = orders.filter((o) => o.sale && inRange(o, from, to));
    const period = `date_from=${from}&date_to=${to}&perPage=10000`;

    const sellers = (await readOk(admin, `${reports}/most-sellers?${period}&by=revenue`)).body.data.rows as any[];
    const expected = new Map<number, { quantity: number; revenue: number; orders: number }>();
    for (const o of sales) {
      for (const id of new Set(o.lines.map((l) => l.product_id))) {
        const lines = o.lines.filter((l) => l.product_id === id);
        const e = expected.get(id) ?? { quantity: 0, revenue: 0, orders: 0 };
        e.quantity += lines.reduce((s, l) => s + l.quantity, 0);
        e.revenue += lines.reduce((s, l) => s + l.revenue, 0);
        e.orders += 1;
        expected.set(id, e);
      }
    }
    expect(sellers).toHaveLength(expected.size);
    for (const row of sellers) {
      const e = expected.get(row.product.id)!;
      expect(row).toMatchObject({ quantity: e.quantity, revenue: money(e.revenue), orders_count: e.orders });
    }
    expect(sellers.map((r) => Number(r.revenue))).toEqual(sellers.map((r) => Number(r.revenue)).sort((x, y) => y - x));
    // A variant's sales count for its product.
    expect(sellers.some((r) => r.product.id === variant.parent)).toBe(true);
    const byQuantity = (await readOk(admin, `${reports}/most-sellers?${period}`)).body.data.rows as any[];
    expect(byQuantity.map((r) => r.quantity)).toEqual(byQuantity.map((r) => r.quantity).sort((x, y) => y - x));

    const top = (await readOk(admin, `${reports}/top-customer?${period}`)).body.data.rows as any[];
    const spend = new Map<number, { orders: number; spend: number; last: string }>();
    for (const o of sales) {
      const e = spend.get(o.customer_id) ?? { orders: 0, spend: 0, last: o.created_at };
      e.orders += 1;
      e.spend += o.total;
      if (o.created_at > e.last) e.last = o.created_at;
      spend.set(o.customer_id, e);
    }
    expect(top).toHaveLength(spend.size);
    for (const row of top) {
      const e = spend.get(row.customer.id)!;
      expect(row).toMatchObject({ orders_count: e.orders, spend: money(e.spend), last_order_at: e.last });
    }
    const byOrders = (await readOk(admin, `${reports}/top-customer?${period}&by=orders`)).body.data.rows as any[];
    expect(byOrders.map((r) => r.orders_count)).toEqual(byOrders.map((r) => r.orders_count).sort((x, y) => y - x));

    const latest = (await readOk(admin, `${reports}/latest-orders?${period}`)).body;
    const placed = orders.filter((o) => inRange(o, from, to)).sort((x, y) => y.created_at.localeCompare(x.created_at) || y.id - x.id);
    expect(latest.meta.total).toBe(placed.length);
    expect(latest.data.rows.map((r: any) => r.id)).toEqual(placed.map((o) => o.id));
    expect(latest.data.rows[0]).toMatchObject({ status: placed[0]!.status, total: money(placed[0]!.total) });
  });

  it('lists what is at or under its own demand limit, variants by themselves', async () => {
    const low = await makeProduct(admin, refs, { quantity: 8, demand_limit: 10 });
    const plenty = await makeProduct(admin, refs, { quantity: 8 });
    expect((await readOk(admin, `/api/dashboard/products/${plenty}`)).body.data.demand_limit).toBe(5);
    const rows = (await readOk(admin, `${reports}/under-demand-limit-items?perPage=10000`)).body.data.rows as any[];
    const expected = (await server.db.selectFrom('products as p').leftJoin('products as parent', 'parent.id', 'p.parent_id')
      .select(['p.id']).where('p.variants_count', '=', 0).where('p.is_archived', '=', 0 as never)
      .where((eb) => eb.or([eb('parent.id', 'is', null), eb('parent.is_archived', '=', 0 as never)]))
      .whereRef('p.quantity', '<=', 'p.demand_limit').execute()).map((r) => Number(r.id));
    expect(rows.map((r) => r.product.id).sort((x, y) => x - y)).toEqual(expected.sort((x, y) => x - y));
    expect(rows.find((r) => r.product.id === low)).toMatchObject({ quantity: 8, demand_limit: 10 });
    expect(rows.some((r) => r.product.id === plenty)).toBe(false);
    expect(rows.map((r) => r.quantity)).toEqual(rows.map((r) => r.quantity).sort((x, y) => x - y));
  });

  it('counts storefront views with the key, and nothing on a refusal', async () => {
    const views = (body: unknown, key: string | null = KEY) =>
      server.request('POST', '/api/storefront/product-views', { body, headers: key === null ? {} : { 'x-storefront-key': key } });
    const viewsOf = async (id: number) =>
      Number((await server.db.selectFrom('report_daily_product_views').select((eb) => eb.fn.sum<number>('views').as('n')).where('product_id', '=', id).executeTakeFirst())?.n ?? 0);

    const ok = await views({ product_ids: [p1, p1, p2, 99_999_999] });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data).toEqual({ counted: 3 });
    expect([await viewsOf(p1), await viewsOf(p2)]).toEqual([2, 1]);

    expect((await views({ product_ids: [p1] }, 'wrong')).status).toBe(401);
    expect((await views({ product_ids: [p1] }, null)).status).toBe(401);
    const tooMany = await views({ product_ids: Array.from({ length: 100_000 }, () => p1) });
    expect(tooMany.status).toBeGreaterThanOrEqual(400);
    expect(tooMany.status).toBeLessThan(500);
    const batch = await views({ product_ids: Array.from({ length: 501 }, () => p1) });
    expect(batch.status).toBe(422);
    expect(batch.body.errors.product_ids[0]).toMatch(/at most 500/);
    expect(await viewsOf(p1)).toBe(2);

    const report = (await readOk(admin, `${reports}/items-view?perPage=10000`)).body.data;
    expect(report.rows.find((r: any) => r.product.id === p1).views).toBe(2);
    const perDay = await server.db.selectFrom('report_daily_product_views').select(['day', 'views']).where('day', '>=', report.range.date_from).execute();
    expect(report.points.reduce((s: number, p: any) => s + p.views, 0)).toBe(perDay.reduce((s, r) => s + Number(r.views), 0));
    expect(report.points.at(-1).period).toBe(today());

    // A server without STOREFRONT_KEY has no such route.
    const keyless = await suite.start();
    expect((await keyless.request('POST', '/api/storefront/product-views', { body: { product_ids: [p1] }, headers: { 'x-storefront-key': KEY } })).status).toBe(404);
  });

  it('refuses absurd periods and unknown groups with the field named, in the request language', async () => {
    const absurd = await admin.get(`${reports}/monthly-sales?date_from=1900-01-01&date_to=3000-01-01`);
    expect(absurd.status).toBe(422);
    expect(absurd.body.errors.date_from[0]).toBe('Reports start on 2000-01-01: From date may not be earlier');
    const inverted = await adminAr.get(`${reports}/most-sellers?date_from=2026-03-01&date_to=2026-02-01`);
    expect(inverted.status).toBe(422);
    expect(Object.keys(inverted.body.errors)).toEqual(['date_to']);
    const long = await admin.get(`${reports}/top-customer?date_from=2000-01-01&date_to=2010-01-01`);
    expect(long.body.errors.date_to[0]).toMatch(/at most 1,098 days/);
    const defaulted = await admin.get(`${reports}/top-customer?date_from=2000-01-01`);
    expect(defaulted.status).toBe(422);
    expect(defaulted.body.errors.date_from[0]).toMatch(/at most 1,098 days/);
    const group = await adminAr.get(`${reports}/items-view?group=year`);
    expect(group.status).toBe(422);
    expect(group.body.errors.group[0]).toBe('التجميع غير صالح');
    expect((await admin.get(`${reports}/most-sellers?by=price`)).body.errors.by[0]).toBe('Rank by is invalid');
    expect((await admin.get(`${reports}/latest-orders?colour=red`)).status).toBe(422);
    expect((await admin.get(`${reports}/monthly-sales/export.csv?date_from=1900-01-01`)).status).toBe(422);
    expect((await admin.get('/api/dashboard/home?period=year')).status).toBe(422);
  });

  it('exports each report as CSV: a BOM, the header in the request language, the rows of the JSON', async () => {
    const period = `date_from=${daysAgo(45)}&date_to=${today()}`;
    // fetch's text() drops a BOM: the bytes show it.
    const bytesOf = async (path: string, lang = 'en') =>
      new Uint8Array(await (await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}`, 'accept-language': lang } })).arrayBuffer());
    const startsWithBom = (bytes: Uint8Array) => bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
    const csvRows = (text: string) => text.replace(/^\uFEFF/, '').trim().split('\r\n').map((line) => line.split(','));

    const csv = await adminAr.get(`${reports}/most-sellers/export.csv?${period}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(startsWithBom(await bytesOf(`${reports}/most-sellers/export.csv?${period}`, 'ar'))).toBe(true);
    const [header, ...lines] = csvRows(csv.body);
    expect(header).toEqual(['رقم المنتج', 'المنتج (بالإنجليزية)', 'المنتج (بالعربية)', 'رمز المنتج (SKU)', 'الكمية', 'الإيرادات', 'الطلبات']);
    const json = (await readOk(admin, `${reports}/most-sellers?${period}&perPage=10000`)).body.data.rows as any[];
    expect(lines.map((l) => [Number(l[0]), Number(l[4]), l[5]])).toEqual(json.map((r) => [r.product.id, r.quantity, r.revenue]));

    const sales = await admin.get(`${reports}/monthly-sales/export.csv?${period}&group=day`);
    const points = (await readOk(admin, `${reports}/monthly-sales?${period}&group=day`)).body.data.points as any[];
    const [salesHeader, ...salesLines] = csvRows(sales.body);
    expect(salesHeader).toEqual(['Period', 'Orders', 'Revenue', 'Average order value']);
    expect(salesLines).toEqual(points.map((p) => [p.period, String(p.orders), p.revenue, p.average_order_value]));

    const latest = csvRows((await adminAr.get(`${reports}/latest-orders/export.csv?${period}`)).body).slice(1);
    const latestJson = (await readOk(admin, `${reports}/latest-orders?${period}&perPage=10000`)).body.data.rows as any[];
    expect(latest.map((l) => Number(l[0]))).toEqual(latestJson.map((r) => r.id));
    expect(latest.every((l) => /^\d{4}-\d{2}-\d{2}T/.test(l.at(-1)!))).toBe(true);
    for (const kind of REPORT_KINDS) {
      expect(startsWithBom(await bytesOf(`${reports}/${kind}/export.csv`)), kind).toBe(true);
    }
  });

  describe('permissions', () => {
    let onlyTop: TestUser;
    beforeAll(async () => {
      onlyTop = await userWith(server, 'top-customers-only', ['reports.top_customer']);
    });

    it('gives a holder of reports.top_customer that report and its file, and 403 on every other', async () => {
      const api = server.api(onlyTop.token);
      for (const kind of REPORT_KINDS) {
        const allowed = kind === 'top-customer';
        expect((await api.get(`${reports}/${kind}`)).status, kind).toBe(allowed ? 200 : 403);
        expect((await api.get(`${reports}/${kind}/export.csv`)).status, `${kind} csv`).toBe(allowed ? 200 : 403);
      }
      const home = (await readOk(api, '/api/dashboard/home')).body.data;
      expect(home).toMatchObject({ kpis: null, monthly_sales: null, orders_by_status: null, latest_orders: null, low_stock: null, top_products: null, open_tickets: null });
    });
  });

  it('answers the home: figures against the period before, parts by permission', async () => {
    const orders = await ordersAsStored(server.db);
    const home = (await readOk(admin, '/api/dashboard/home?period=7d')).body.data;
    const now = orders.filter((o) => o.sale && inRange(o, daysAgo(6), today()));
    const before = orders.filter((o) => o.sale && inRange(o, daysAgo(13), daysAgo(7)));
    expect(home.range).toEqual({ date_from: daysAgo(6), date_to: today() });
    expect(home.kpis.orders).toMatchObject({ value: now.length, previous: before.length });
    expect(home.kpis.revenue.value).toBe(money(now.reduce((s, o) => s + o.total, 0)));
    const change = before.length ? Math.round(((now.length - before.length) / before.length) * 10_000) / 10_000 : null;
    expect(home.kpis.orders.change).toBe(change);
    expect(home.monthly_sales).toHaveLength(12);
    expect(home.monthly_sales.at(-1).period).toBe(`${today().slice(0, 7)}-01`);
    expect(home.orders_by_status.map((s: any) => s.status)).toEqual([0, 1, 2, 3, 4]);
    expect(home.orders_by_status.reduce((s: number, r: any) => s + r.count, 0)).toBe(orders.filter((o) => inRange(o, daysAgo(6), today())).length);
    expect(home.latest_orders.length).toBe(5);
    expect(home.low_stock.count).toBeGreaterThan(0);
    expect(home.is_new_store).toBe(false);
    expect(home.kpis.new_customers.value).toBeGreaterThanOrEqual(2);
    const today0 = (await readOk(admin, '/api/dashboard/home?period=today')).body.data;
    expect(today0.range).toEqual({ date_from: today(), date_to: today() });
    expect(calendarDayIn(ZONE)).toBe(today());
  });
});
