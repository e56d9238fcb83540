import { beforeAll, expect, it } from 'vitest';
import { readOk } from './answers.js';
import { userWith } from './accounts.js';
import { type Api, type TestServer, describeEachDatabase } from './harness.js';
import { type OrderSetup, type Refs, makeProduct, paymentMethodIds, placeOrder, startOrderSuite } from './order-fixtures.js';

const orders = '/api/dashboard/orders';

describeEachDatabase('orders list and demo orders', (suite) => {
  let server: TestServer, admin: Api, refs: Refs, setup: OrderSetup;
  beforeAll(async () => {
    ({ server, admin, refs, setup } = await startOrderSuite(suite, 'card'));
  });

  const list = async (query: string) => (await readOk(admin, `${orders}?perPage=10000&${query}`)).body as { data: any[]; meta: any };

  it('seeds about 150 orders over twelve months in every status, shipping state, payment status and method', async () => {
    const all = (await list('')).data;
    expect(all.length).toBeGreaterThanOrEqual(140);
    const distinct = (pick: (o: any) => unknown) => new Set(all.map(pick));
    expect(distinct((o) => o.status)).toEqual(new Set([0, 1, 2, 3, 4]));
    expect(distinct((o) => o.shipping_status)).toEqual(new Set(['pending', 'preparing', 'shipped', 'delivered', 'rejected', 'postponed']));
    expect(distinct((o) => o.payment_status)).toEqual(new Set(['successful', 'failed', 'incomplete']));
    expect(distinct((o) => o.payment_method.id).size).toBe((await paymentMethodIds(admin)).all.length);
    expect(distinct((o) => o.created_at.slice(0, 7)).size).toBeGreaterThanOrEqual(12);
    expect(all.some((o) => o.has_invoice) && all.some((o) => o.is_rejected)).toBe(true);
    const rejected = (await admin.get(`${orders}/${all.find((o) => o.is_rejected).id}`)).body.data;
    expect(rejected.rejection_reason).toBeTruthy();
    expect(rejected.timeline.map((e: any) => e.action)).toEqual(['created', 'reject']);
    const comments = (await admin.get('/api/dashboard/comments?perPage=100')).body;
    expect(comments.meta.total).toBeGreaterThan(20);
  });

  it('filters by every field, combined, with bounded totals', async () => {
    const all = (await list('')).data;
    const count = (pick: (o: any) => boolean) => all.filter(pick).length;
    expect((await list('status=2')).data.length).toBe(count((o) => o.status === 2));
    expect((await list('status=0')).meta.total).toBe(count((o) => o.status === 0));
    expect((await list('shipping_status=postponed')).data.every((o) => o.shipping_status === 'postponed')).toBe(true);
    expect((await list('payment_status=failed')).data.length).toBe(count((o) => o.payment_status === 'failed'));
    const method = all[0].payment_method.id;
    expect((await list(`payment_method_id=${method}`)).data.length).toBe(count((o) => o.payment_method.id === method));
    expect((await list('has_invoice=true')).data.length).toBe(count((o) => o.has_invoice));
    expect((await list('has_invoice=false')).data.length).toBe(count((o) => !o.has_invoice));
    const combined = await list('status=4&payment_status=successful&has_invoice=true');
    expect(combined.data.length).toBe(count((o) => o.status === 4 && o.payment_status === 'successful' && o.has_invoice));

    const day = all[20].created_at.slice(0, 10);
    const onDay = await list(`date_from=${day}&date_to=${day}`);
    expect(onDay.data.length).toBe(count((o) => o.created_at.slice(0, 10) === day));
    expect(onDay.data.length).toBeGreaterThan(0);
    const since = await list(`date_from=${day}`);
    expect(since.data.length).toBe(count((o) => o.created_at.slice(0, 10) >= day));

    const totals = all.map((o) => Number(o.total)).sort((a, b) => a - b);
    const low = totals[30]!.toFixed(2);
    const high = totals[90]!.toFixed(2);
    const ranged = await list(`amount_min=${low}&amount_max=${high}`);
    expect(ranged.data.length).toBe(count((o) => Number(o.total) >= Number(low) && Number(o.total) <= Number(high)));

    const bad = await admin.get(`${orders}?status=9&date_from=yesterday&amount_min=abc&shipping_status=lost`);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['amount_min', 'date_from', 'shipping_status', 'status']);
  });

  it('finds orders by number, tracking code, customer name and phone, and by customer', async () => {
    const product = await makeProduct(admin, refs, { quantity: 10 });
    const order = await placeOrder(admin, setup, [{ product_id: product, quantity: 1 }]);
    expect((await list(`search=%23${order.number}`)).data.map((o) => o.id)).toEqual([order.id]);
    expect((await list(`search=${order.number}`)).data.map((o) => o.id)).toContain(order.id);
    expect((await list(`search=${order.code.toLowerCase()}`)).data.map((o) => o.id)).toEqual([order.id]);
    expect((await list(`search=${order.code.replace('-', '').toLowerCase()}`)).data.map((o) => o.id)).toEqual([order.id]);
    expect((await list('search=NOSUCHCUSTOMERXYZ')).data).toEqual([]);
    const byName = await list(`search=${encodeURIComponent(order.customer.name)}`);
    expect(byName.data.map((o) => o.id)).toEqual([order.id]);
    const national = `0${order.customer.phone.slice(3)}`;
    expect((await list(`search=${national}`)).data.map((o) => o.id)).toEqual([order.id]);
    expect((await list(`customer_id=${setup.customerId}`)).data.map((o) => o.id)).toEqual([order.id]);
    const seededArabic = (await list('')).data.find((o) => /[\u0600-\u06FF]/.test(o.customer.name));
    const arabic = await list(`search=${encodeURIComponent(seededArabic.customer.name.replace('أ', 'ا'))}`);
    expect(arabic.data.length).toBeGreaterThan(0);
    expect(arabic.data.every((o) => o.customer.id === seededArabic.customer.id)).toBe(true);
  });

  it('finds an order by its number typed in Arabic-Indic or Persian digits, and by part of its tracking code', async () => {
    const order = await placeOrder(admin, setup, [{ product_id: await makeProduct(admin, refs, { quantity: 10 }), quantity: 1 }]);
    const found = async (term: string) => (await list(`search=${encodeURIComponent(term)}`)).data.map((o) => o.id as number);
    const inDigits = (zero: number) => String(order.number).replace(/\d/g, (d) => String.fromCharCode(zero + Number(d)));
    expect(await found(inDigits(0x0660))).toContain(order.id);
    expect(await found(`#${inDigits(0x06f0)}`)).toEqual([order.id]);

    const code = order.code as string;
    const all = (await list('')).data;
    for (const part of [code.slice(0, 4), code.slice(5).toLowerCase(), code.slice(2, 7), code.slice(2, 7).replace('-', ''), code.slice(6)]) {
      const ids = await found(part);
      expect(ids, part).toContain(order.id);
      // Every order whose code holds the part, and only through the code or the customers.
      const compact = part.replace('-', '').toUpperCase();
      const byCode = all.filter((o) => o.code.replace('-', '').includes(compact)).map((o) => o.id);
      expect(ids, part).toEqual(expect.arrayContaining(byCode));
    }
    // A part that no code holds (and no customer) finds nothing.
    expect(await found('ZZZZ-ZZZ')).toEqual([]);
  });

  it('finds the orders whose tracking code holds a run of digits, besides the order of that number', async () => {
    const all = (await list('')).data;
    // Codes are random; among the seeded orders some hold three digits in a row.
    const withDigits = all.map((o) => ({ id: o.id, run: /[2-9]{3,7}/.exec(o.code.replace('-', ''))?.[0] })).find((o) => o.run);
    expect(withDigits).toBeDefined();
    const { id, run } = withDigits as { id: number; run: string };
    const ids = (await list(`search=${run}`)).data.map((o) => o.id);
    expect(ids).toContain(id);
    const numbered = all.find((o) => o.number === Number(run));
    if (numbered) expect(ids).toContain(numbered.id);
    // `#` names the order number alone.
    expect((await list(`search=%23${run}`)).data.map((o) => o.id)).toEqual(numbered ? [numbered.id] : []);
  });

  it('counts totals afresh after every write, though it keeps them between reads', async () => {
    const total = async (query: string) => (await admin.get(`${orders}?perPage=1&${query}`)).body.meta.total as number;
    const before = { pending: await total('status=0'), accepted: await total('status=1'), invoiced: await total('has_invoice=true') };
    const order = await placeOrder(admin, setup, [{ product_id: await makeProduct(admin, refs, { quantity: 5 }), quantity: 1 }]);
    expect(await total('status=0')).toBe(before.pending + 1);
    expect((await admin.post(`${orders}/${order.id}/accept`)).status).toBe(200);
    expect([await total('status=0'), await total('status=1')]).toEqual([before.pending, before.accepted + 1]);
    expect((await admin.post(`${orders}/${order.id}/invoice`)).status).toBe(201);
    expect(await total('has_invoice=true')).toBe(before.invoiced + 1);
    expect((await admin.delete(`${orders}/${order.id}/invoice`)).status).toBe(200);
    expect(await total('has_invoice=true')).toBe(before.invoiced);
  });

  it('pages by offset and by cursor, sorted by date, number or total', async () => {
    const first = await admin.get(`${orders}?perPage=20`);
    expect(first.body.meta).toMatchObject({ current_page: 1, per_page: 20, total_is_estimate: false });
    const dates = first.body.data.map((o: any) => o.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await admin.get(`${orders}?perPage=20&cursor=${first.body.meta.next_cursor}`);
    const page2 = await admin.get(`${orders}?perPage=20&page=2`);
    expect(second.body.data.map((o: any) => o.id)).toEqual(page2.body.data.map((o: any) => o.id));
    const byTotal = (await admin.get(`${orders}?perPage=50&sort=-total`)).body.data.map((o: any) => Number(o.total));
    expect([...byTotal].sort((a, b) => b - a)).toEqual(byTotal);
    const byNumber = (await admin.get(`${orders}?perPage=50&sort=number`)).body.data.map((o: any) => o.number);
    expect([...byNumber].sort((a, b) => a - b)).toEqual(byNumber);
    expect((await admin.get(`${orders}?sort=customer`)).status).toBe(422);
  });

  it('refuses callers without the permission (403) and lets the order desk in', async () => {
    const clerk = await userWith(server, 'catalogue-clerk', ['products.*']);
    const api = server.api(clerk.token);
    for (const [method, path] of [
      ['get', orders], ['get', `${orders}/1`], ['post', orders], ['post', `${orders}/1/accept`], ['post', `${orders}/bulk-status`],
      ['delete', `${orders}/1`], ['post', `${orders}/1/invoice`], ['delete', `${orders}/1/invoice`], ['get', '/api/dashboard/comments'],
      ['post', '/api/dashboard/comments'], ['get', '/api/dashboard/shipping-status'], ['get', '/api/dashboard/companys-payments'],
      ['patch', '/api/dashboard/companys-payments/1'],
    ] as const) {
      const answer = await api[method](path, method === 'get' ? undefined : {});
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.message).toBe('you are not authorized');
    }
    const viewer = server.api((await userWith(server, 'order-viewer', ['orders.view'])).token);
    expect((await viewer.get(orders)).status).toBe(200);
    expect((await viewer.get('/api/dashboard/shipping-status')).status).toBe(200);
    expect((await viewer.get('/api/dashboard/companys-payments')).status).toBe(200);
    expect((await viewer.post(`${orders}/1/accept`)).status).toBe(403);
    expect((await viewer.post(`${orders}/1/invoice`)).status).toBe(403);
    const desk = server.api((await server.login('orders@example.com')).access_token);
    expect((await desk.get(`${orders}?perPage=1`)).status).toBe(200);
  });
});
