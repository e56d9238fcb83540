import { beforeAll, expect, it } from 'vitest';
import { userWith } from './accounts.js';
import { type Api, type TestServer, describeEachDatabase } from './harness.js';
import { type OrderSetup, type Refs, makeCustomer, makeProduct, placeOrder, startOrderSuite } from './order-fixtures.js';

const orders = '/api/dashboard/orders';
const comments = '/api/dashboard/comments';

describeEachDatabase('order invoices, deleting and comments', (suite) => {
  let server: TestServer, admin: Api, adminAr: Api, refs: Refs, setup: OrderSetup;
  beforeAll(async () => {
    ({ server, admin, adminAr, refs, setup } = await startOrderSuite(suite));
  });

  async function orderWith(...moves: string[]) {
    const product = await makeProduct(admin, refs, { quantity: 10 });
    const order = await placeOrder(admin, setup, [{ product_id: product, quantity: 2 }]);
    for (const move of moves) {
      const answer = move === 'ship'
        ? await admin.post(`${orders}/${order.id}/shipping-status`, { shipping_status: 'shipped' })
        : await admin.post(`${orders}/${order.id}/${move}`, move === 'reject' ? { reason: 'Not reachable' } : undefined);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    return order.id as number;
  }

  it('creates the sales invoice of an accepted or delivered order, with its lines and sums', async () => {
    const id = await orderWith('accept');
    const created = await admin.post(`${orders}/${id}/invoice`);
    expect(created.status).toBe(201);
    const { invoice } = created.body.data;
    expect(invoice).toMatchObject({ code: `INV-${String(invoice.number).padStart(6, '0')}`, date: new Date().toISOString().slice(0, 10), total: created.body.data.total, carried_over: false });
    expect(created.body.data).toMatchObject({ has_invoice: true });
    expect(created.body.data.allowed_actions).toEqual(['deliver', 'shipping', 'delete_invoice']);
    const stored = await server.db.selectFrom('invoices').selectAll().where('id', '=', invoice.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ type: 'sales', order_id: id, customer_id: setup.customerId });
    const lines = await server.db.selectFrom('invoice_lines').selectAll().where('invoice_id', '=', invoice.id).execute();
    expect(lines).toHaveLength(1);
    expect(Number(lines[0]!.quantity)).toBe(2);
    const again = await admin.post(`${orders}/${id}/invoice`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('order has invoice');
    expect((await adminAr.post(`${orders}/${id}/invoice`)).body.message).toBe('الطلب له فاتورة');
    const listed = (await admin.get(`${orders}?search=%23${created.body.data.number}`)).body.data[0];
    expect(listed).toMatchObject({ has_invoice: true, is_rejected: false });
  });

  it('refuses an invoice for a rejected order, and for a pending or canceled one', async () => {
    const rejected = await admin.post(`${orders}/${await orderWith('reject')}/invoice`);
    expect(rejected.status).toBe(409);
    expect(rejected.body.message).toBe('The order is rejected');
    const rejectedAr = await adminAr.post(`${orders}/${await orderWith('accept', 'ship', 'reject')}/invoice`);
    expect(rejectedAr.body.message).toBe('الطلب مرفوض');
    for (const moves of [[], ['cancel']]) {
      const answer = await admin.post(`${orders}/${await orderWith(...moves)}/invoice`);
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe('Only an accepted or delivered order can get an invoice.');
    }
    expect(await server.db.selectFrom('invoices').select('id').where('order_id', 'is', null).execute()).toEqual([]);
  });

  it('deletes an invoice unless it is carried over; the timeline and history record both', async () => {
    const id = await orderWith('accept', 'deliver');
    const { invoice } = (await admin.post(`${orders}/${id}/invoice`)).body.data;
    const deleted = await admin.delete(`${orders}/${id}/invoice`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toMatchObject({ invoice: null, has_invoice: false });
    expect(deleted.body.data.timeline.map((e: any) => e.action)).toEqual(['created', 'accept', 'deliver', 'invoice_created', 'invoice_deleted']);
    expect(deleted.body.data.timeline.at(-1).note).toBe(invoice.code);
    expect(await server.db.selectFrom('invoice_lines').select('id').where('invoice_id', '=', invoice.id).execute()).toEqual([]);
    const history = (await admin.get(`/api/dashboard/history?model=invoices&model_id=${invoice.id}&sort=id`)).body.data;
    expect(history.map((h: any) => h.action)).toEqual(['created', 'deleted']);
    const none = await admin.delete(`${orders}/${id}/invoice`);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('This order has no invoice.');

    const carried = (await admin.post(`${orders}/${id}/invoice`)).body.data.invoice;
    await server.db.updateTable('invoices').set({ carried_over: suite.dialect === 'postgres' ? true : 1 }).where('id', '=', carried.id).execute();
    const order = (await admin.get(`${orders}/${id}`)).body.data;
    expect(order.invoice.carried_over).toBe(true);
    expect(order.allowed_actions).not.toContain('delete_invoice');
    const refused = await admin.delete(`${orders}/${id}/invoice`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("You can't delete this invoice because it is carry overed");
    expect((await adminAr.delete(`${orders}/${id}/invoice`)).body.message).toBe('لا يمكنك حذف هذه الفاتورة لأنها مُرحّلة');
  });

  it('deletes only orders that hold no stock and no invoice', async () => {
    for (const moves of [[], ['reject'], ['cancel']]) {
      const id = await orderWith(...moves);
      await admin.post(comments, { order_id: id, body: 'To be removed with its order' });
      const answer = await admin.delete(`${orders}/${id}`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect((await admin.get(`${orders}/${id}`)).status).toBe(404);
      const history = (await admin.get(`/api/dashboard/history?model=orders&model_id=${id}`)).body.data;
      expect(history[0]).toMatchObject({ action: 'deleted', before: { id } });
    }
    for (const moves of [['accept'], ['accept', 'deliver']]) {
      const id = await orderWith(...moves);
      const answer = await admin.delete(`${orders}/${id}`);
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe('Failed to delete order');
      expect((await adminAr.delete(`${orders}/${id}`)).body.message).toBe('تعذّر حذف الطلب');
    }
  });

  it('refuses to delete a customer who has orders', async () => {
    const buyer = await makeCustomer(admin);
    const product = await makeProduct(admin, refs, { quantity: 5 });
    const order = await placeOrder(admin, { ...buyer, paymentMethodId: setup.paymentMethodId }, [{ product_id: product, quantity: 1 }]);
    const answer = await admin.delete(`/api/dashboard/customers/${buyer.customerId}`);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toContain(`#${order.number}`);
    // A product deleted once its order is closed leaves the items with their snapshot; the
    // order reopened cannot take stock of it.
    expect((await admin.post(`${orders}/${order.id}/cancel`)).status).toBe(200);
    expect((await admin.delete(`/api/dashboard/products/${product}`)).status).toBe(200);
    const kept = (await admin.post(`${orders}/${order.id}/pending`)).body.data;
    expect(kept.items[0]).toMatchObject({ product_id: null, unit_price: '100.00', quantity: 1, product_status: 'deleted' });
    const accept = await admin.post(`${orders}/${order.id}/accept`);
    expect(accept.status).toBe(409);
    expect(accept.body.message).toBe('product quantity not available');
  });

  it('adds comments and lists them by order, author, day and text', async () => {
    const desk = await userWith(server, 'comment-desk', ['comments.*', 'orders.view']);
    const deskApi = server.api(desk.token);
    const first = await orderWith();
    const second = await orderWith();
    const a = await admin.post(comments, { order_id: first, body: 'Customer asked for evening delivery' });
    expect(a.status).toBe(201);
    expect(a.body.data).toMatchObject({ order: { id: first, number: 1000 + first }, user: { username: 'admin' }, body: 'Customer asked for evening delivery' });
    const b = await deskApi.post(comments, { order_id: second, body: 'تم التواصل مع العميل' });
    expect(b.status).toBe(201);
    const missing = await admin.post(comments, { order_id: 999_999, body: '' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ body: ['Comment is required'] });
    const ghost = await adminAr.post(comments, { order_id: 999_999, body: 'x' });
    expect(ghost.body.errors).toEqual({ order_id: ['الطلب المختار غير موجود'] });

    const ids = async (query: string) => ((await admin.get(`${comments}?perPage=500&${query}`)).body.data as any[]).map((c) => c.id);
    expect(await ids(`order_id=${first}`)).toEqual([a.body.data.id]);
    expect(await ids(`user_id=${desk.id}`)).toEqual([b.body.data.id]);
    expect(await ids('search=evening%20delivery')).toContain(a.body.data.id);
    expect(await ids(`search=${encodeURIComponent('التواصل')}`)).toContain(b.body.data.id);
    expect(await ids(`search=%23${1000 + second}`)).toEqual([b.body.data.id]);
    const today = new Date().toISOString().slice(0, 10);
    const todays = await ids(`date_from=${today}&date_to=${today}`);
    expect(todays).toEqual(expect.arrayContaining([a.body.data.id, b.body.data.id]));
    expect(await ids('date_to=2000-01-01')).toEqual([]);
    const listed = (await admin.get(`${comments}?perPage=2`)).body;
    expect(listed.meta).toMatchObject({ per_page: 2, total_is_estimate: false });
    expect((await admin.get(`${orders}/${first}`)).body.data.comments_count).toBe(1);
    expect((await admin.delete(`${comments}/${a.body.data.id}`)).status).toBe(200);
    expect(await ids(`order_id=${first}`)).toEqual([]);
  });
});
