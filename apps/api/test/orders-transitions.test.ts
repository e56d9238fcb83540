import { isolate } from '@matjar/shared';
import { beforeAll, expect, it } from 'vitest';
import { type Api, describeEachDatabase } from './harness.js';
import { type OrderSetup, type Refs, makeProduct, makeVariantProduct, placeOrder, startOrderSuite, stockOf } from './order-fixtures.js';

const orders = '/api/dashboard/orders';
const ACTIONS = ['accept', 'reject', 'cancel', 'pending', 'deliver'] as const;
type Action = (typeof ACTIONS)[number];

/**
 * Where an order can stand, how to get it there, and which moves are legal from there —
 * written out by hand from docs/orders.md, not read from the code's table.
 */
type Step = Action | 'ship' | 'postpone' | 'invoice';
const STATES: { name: string; path: Step[]; legal: Action[]; status: number }[] = [
  { name: 'pending', path: [], legal: ['accept', 'reject', 'cancel'], status: 0 },
  { name: 'accepted (preparing)', path: ['accept'], legal: ['cancel', 'pending', 'deliver'], status: 1 },
  { name: 'accepted (postponed)', path: ['accept', 'postpone'], legal: ['cancel', 'pending', 'deliver'], status: 1 },
  { name: 'accepted (shipped)', path: ['accept', 'ship'], legal: ['reject', 'deliver'], status: 1 },
  { name: 'accepted with an invoice', path: ['accept', 'invoice'], legal: ['deliver'], status: 1 },
  { name: 'rejected', path: ['reject'], legal: ['pending'], status: 2 },
  { name: 'canceled', path: ['cancel'], legal: ['pending'], status: 3 },
  { name: 'delivered', path: ['accept', 'deliver'], legal: [], status: 4 },
];

describeEachDatabase('order transitions', (suite) => {
  let admin: Api, adminAr: Api, refs: Refs, setup: OrderSetup;
  beforeAll(async () => {
    ({ admin, adminAr, refs, setup } = await startOrderSuite(suite));
  });

  async function act(id: number, action: Step, api = admin) {
    if (action === 'ship') return api.post(`${orders}/${id}/shipping-status`, { shipping_status: 'shipped' });
    if (action === 'postpone') return api.post(`${orders}/${id}/shipping-status`, { shipping_status: 'postponed', postponement_reason: 'Customer travelling' });
    if (action === 'invoice') return api.post(`${orders}/${id}/invoice`);
    return api.post(`${orders}/${id}/${action}`, action === 'reject' ? { reason: 'Customer unreachable' } : undefined);
  }

  async function orderIn(path: Step[], product: number) {
    const order = await placeOrder(admin, setup, [{ product_id: product, quantity: 1 }]);
    for (const step of path) {
      const answer = await act(order.id, step);
      expect(answer.status, `${step}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
    }
    return order.id as number;
  }

  for (const state of STATES) {
    it(`from ${state.name}: ${state.legal.join(', ') || 'nothing'} legal, the rest 409 with nothing changed`, async () => {
      const product = await makeProduct(admin, refs, { quantity: 100 });
      for (const action of ACTIONS) {
        const id = await orderIn(state.path, product);
        const before = (await admin.get(`${orders}/${id}`)).body.data;
        expect(before.status).toBe(state.status);
        expect([...before.allowed_actions].filter((a: string) => (ACTIONS as readonly string[]).includes(a)).sort()).toEqual([...state.legal].sort());
        const stockBefore = await stockOf(admin, product);
        const answer = await act(id, action);
        if (state.legal.includes(action)) {
          expect(answer.status, `${action}: ${JSON.stringify(answer.body)}`).toBe(200);
          expect(answer.body.data.timeline.at(-1)).toMatchObject({ action, from_status: state.status, user: { username: 'admin' } });
        } else {
          expect(answer.status, `${action} should be illegal`).toBe(409);
          expect(answer.body.message).toMatch(/not allowed|already been shipped|not been shipped|order has invoice/);
          const after = (await admin.get(`${orders}/${id}`)).body.data;
          expect(after).toMatchObject({ status: before.status, shipping_status: before.shipping_status, timeline: before.timeline });
          expect(await stockOf(admin, product)).toBe(stockBefore);
        }
      }
    });
  }

  it('says why a move is illegal in the request language', async () => {
    const product = await makeProduct(admin, refs, { quantity: 10 });
    const id = await orderIn(['reject'], product);
    const en = await act(id, 'deliver');
    expect(en.body.message).toBe('This action is not allowed while the order is Rejected.');
    const ar = await act(id, 'deliver', adminAr);
    expect(ar.body.message).toBe('هذا الإجراء غير مسموح والطلب مرفوض.');
    const shipped = await orderIn(['accept', 'ship'], product);
    expect((await act(shipped, 'cancel')).body.message).toBe('The order has already been shipped: it can only be rejected or delivered now.');
    const preparing = await orderIn(['accept'], product);
    expect((await act(preparing, 'reject')).body.message).toBe('The order has not been shipped yet: cancel it rather than reject it.');
    expect((await act(preparing, 'reject', adminAr)).body.message).toBe('لم يُشحن الطلب بعد: ألغِه بدلًا من رفضه.');
    const invoiced = await orderIn(['accept', 'ship', 'invoice'], product);
    expect((await act(invoiced, 'reject')).body.message).toBe('order has invoice');
  });

  it('moves stock: accept takes it (variant and its parent), reject (once shipped), cancel and return-to-pending give it back', async () => {
    const product = await makeProduct(admin, refs, { quantity: 10 });
    const { parent, variants } = await makeVariantProduct(admin, refs, [5, 5]);
    const items = [{ product_id: product, quantity: 3 }, { product_id: variants[0]!, quantity: 2 }];
    const expectStock = async (simple: number, variant: number) => {
      expect(await stockOf(admin, product)).toBe(simple);
      expect((await admin.get(`/api/dashboard/products/${parent}/children`)).body.data[0].quantity).toBe(variant);
      expect(await stockOf(admin, parent)).toBe(variant + 5);
    };
    for (const undo of ['reject', 'cancel', 'pending'] as const) {
      const order = await placeOrder(admin, setup, items);
      await expectStock(10, 5);
      expect((await act(order.id, 'accept')).body.data).toMatchObject({ status: 1, shipping_status: 'preparing' });
      await expectStock(7, 3);
      if (undo === 'reject') await act(order.id, 'ship');
      const undone = await act(order.id, undo);
      expect(undone.status).toBe(200);
      await expectStock(10, 5);
      if (undo === 'pending') await act(order.id, 'cancel');
    }
    // Rejecting or cancelling an order that never took stock gives nothing back.
    const pending = await placeOrder(admin, setup, items);
    await act(pending.id, 'reject');
    await expectStock(10, 5);
    // Delivering keeps it sold.
    const sold = await placeOrder(admin, setup, items);
    await act(sold.id, 'accept');
    await act(sold.id, 'deliver');
    await expectStock(7, 3);
  });

  it('blocks accepting when stock ran out since the order was placed', async () => {
    const product = await makeProduct(admin, refs, { quantity: 2 });
    const first = await placeOrder(admin, setup, [{ product_id: product, quantity: 2 }]);
    const second = await placeOrder(admin, setup, [{ product_id: product, quantity: 1 }]);
    expect((await act(first.id, 'accept')).status).toBe(200);
    const refused = await act(second.id, 'accept');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('product quantity not available');
    expect((await act(second.id, 'accept', adminAr)).body.message).toBe('الكمية المطلوبة من المنتج غير متوفرة');
    expect((await admin.get(`${orders}/${second.id}`)).body.data).toMatchObject({ status: 0, timeline: [{ action: 'created' }] });
    expect(await stockOf(admin, product)).toBe(0);
  });

  it('sells the last unit once when several orders are accepted at the same moment', async () => {
    for (const round of [1, 2]) {
      const product = await makeProduct(admin, refs, { quantity: 1 });
      const { parent, variants } = await makeVariantProduct(admin, refs, [1, 0]);
      const placed = [];
      for (let i = 0; i < 6; i += 1) {
        placed.push(await placeOrder(admin, setup, round === 1 ? [{ product_id: product, quantity: 1 }] : [{ product_id: variants[0]!, quantity: 1 }]));
      }
      const answers = await Promise.all(placed.map((o) => act(o.id, 'accept')));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(5);
      if (round === 1) expect(await stockOf(admin, product)).toBe(0);
      else expect(await stockOf(admin, parent)).toBe(0);
    }
  });

  it('takes turns on one order: two accepts of the same order make one move', async () => {
    const product = await makeProduct(admin, refs, { quantity: 10 });
    const order = await placeOrder(admin, setup, [{ product_id: product, quantity: 1 }]);
    const answers = await Promise.all([act(order.id, 'accept'), act(order.id, 'accept'), act(order.id, 'accept')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await stockOf(admin, product)).toBe(9);
  });

  it('requires a rejection reason of 3 to 255 characters', async () => {
    const product = await makeProduct(admin, refs, { quantity: 10 });
    const order = await placeOrder(admin, setup, [{ product_id: product, quantity: 1 }]);
    const missing = await admin.post(`${orders}/${order.id}/reject`, {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ reason: ['Rejection reason is required'] });
    const short = await adminAr.post(`${orders}/${order.id}/reject`, { reason: 'no' });
    expect(short.body.errors).toEqual({ reason: ['سبب الرفض يجب ألا يقل عن 3 أحرف'] });
    const long = await admin.post(`${orders}/${order.id}/reject`, { reason: 'x'.repeat(256) });
    expect(long.body.errors).toEqual({ reason: ['Rejection reason may not be more than 255 characters'] });
    const done = await admin.post(`${orders}/${order.id}/reject`, { reason: 'Out of area' });
    expect(done.body.data).toMatchObject({ status: 2, is_rejected: true, rejection_reason: 'Out of area', shipping_status: 'rejected' });
    expect(done.body.data.timeline.at(-1)).toMatchObject({ action: 'reject', note: 'Out of area', to_shipping_status: 'rejected' });
    const reopened = await act(order.id, 'pending');
    expect(reopened.body.data).toMatchObject({ status: 0, rejection_reason: null, shipping_status: 'pending' });
  });

  it('changes shipping on accepted orders only; postponing needs a reason; delivering a cash order marks it paid', async () => {
    const product = await makeProduct(admin, refs, { quantity: 10 });
    const order = await placeOrder(admin, setup, [{ product_id: product, quantity: 1 }]);
    const early = await admin.post(`${orders}/${order.id}/shipping-status`, { shipping_status: 'shipped' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('The shipping state of an order can be changed only after it is accepted.');
    await act(order.id, 'accept');
    const wrong = await admin.post(`${orders}/${order.id}/shipping-status`, { shipping_status: 'delivered' });
    expect(wrong.status).toBe(422);
    const noReason = await admin.post(`${orders}/${order.id}/shipping-status`, { shipping_status: 'postponed' });
    expect(noReason.body.errors).toEqual({ postponement_reason: ['Postponement reason is required'] });
    const postponed = await admin.post(`${orders}/${order.id}/shipping-status`, { shipping_status: 'postponed', postponement_reason: 'Customer travelling' });
    expect(postponed.body.data).toMatchObject({ shipping_status: 'postponed', postponement_reason: 'Customer travelling', allowed_shipping_statuses: ['preparing', 'shipped'] });
    const shipped = await admin.post(`${orders}/${order.id}/shipping-status`, { shipping_status: 'shipped' });
    expect(shipped.body.data).toMatchObject({ shipping_status: 'shipped', postponement_reason: null });
    const again = await admin.post(`${orders}/${order.id}/shipping-status`, { shipping_status: 'shipped' });
    expect(again.body.data.timeline).toHaveLength(shipped.body.data.timeline.length);
    const delivered = await act(order.id, 'deliver');
    expect(delivered.body.data).toMatchObject({ status: 4, shipping_status: 'delivered', payment_status: 'successful', allowed_actions: ['create_invoice'] });
    expect(delivered.body.data.timeline.at(-1)).toMatchObject({ action: 'deliver', from_payment_status: 'incomplete', to_payment_status: 'successful' });
  });

  it('sets the payment status; a repeat writes nothing', async () => {
    const product = await makeProduct(admin, refs, { quantity: 10 });
    const order = await placeOrder(admin, setup, [{ product_id: product, quantity: 1 }]);
    const failed = await admin.post(`${orders}/${order.id}/payment-status`, { payment_status: 'failed' });
    expect(failed.body.data.payment_status).toBe('failed');
    expect(failed.body.data.timeline.at(-1)).toMatchObject({ action: 'payment', from_payment_status: 'incomplete', to_payment_status: 'failed' });
    const repeat = await admin.post(`${orders}/${order.id}/payment-status`, { payment_status: 'failed' });
    expect(repeat.body.data.timeline).toHaveLength(2);
    expect((await admin.post(`${orders}/${order.id}/payment-status`, { payment_status: 'paid' })).status).toBe(422);
  });

  it('changes many orders at once, all or nothing, naming the orders where the move is illegal', async () => {
    const product = await makeProduct(admin, refs, { quantity: 10 });
    const a = await placeOrder(admin, setup, [{ product_id: product, quantity: 1 }]);
    const b = await placeOrder(admin, setup, [{ product_id: product, quantity: 2 }]);
    const c = await orderIn(['reject'], product);
    const refused = await admin.post(`${orders}/bulk-status`, { orders: [a.id, b.id, c], action: 'accept' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`This action is not allowed for orders ${isolate(`#${1000 + c}`)}; nothing was changed.`);
    expect(await stockOf(admin, product)).toBe(10);
    expect((await admin.get(`${orders}/${a.id}`)).body.data.status).toBe(0);
    const done = await admin.post(`${orders}/bulk-status`, { orders: [a.id, b.id], action: 'accept' });
    expect(done.status).toBe(200);
    expect(done.body.data.map((o: any) => o.status)).toEqual([1, 1]);
    expect(await stockOf(admin, product)).toBe(7);
    const rejectNoReason = await admin.post(`${orders}/bulk-status`, { orders: [a.id], action: 'reject' });
    // Accepted orders are rejected once shipped (refused at the door).
    for (const order of [a, b]) await act(order.id, 'ship');
    expect(rejectNoReason.body.errors).toEqual({ reason: ['Rejection reason is required'] });
    const rejected = await admin.post(`${orders}/bulk-status`, { orders: [a.id, b.id], action: 'reject', reason: 'Duplicate orders' });
    expect(rejected.body.data.map((o: any) => o.is_rejected)).toEqual([true, true]);
    expect(await stockOf(admin, product)).toBe(10);
  });

  it('keeps the timeline and the user history in step', async () => {
    const product = await makeProduct(admin, refs, { quantity: 10 });
    const order = await placeOrder(admin, setup, [{ product_id: product, quantity: 1 }]);
    await act(order.id, 'accept');
    await act(order.id, 'ship');
    await act(order.id, 'invoice');
    await act(order.id, 'deliver');
    const { timeline } = (await admin.get(`${orders}/${order.id}`)).body.data;
    expect(timeline.map((e: any) => e.action)).toEqual(['created', 'accept', 'shipping', 'invoice_created', 'deliver']);
    const history = (await admin.get(`/api/dashboard/history?model=orders&model_id=${order.id}&perPage=100&sort=id`)).body.data;
    expect(history.map((h: any) => h.action)).toEqual(['created', 'updated', 'updated', 'updated', 'updated']);
    // One history entry per timeline entry; each entry's after-state is where its event moved the order.
    expect(history).toHaveLength(timeline.length);
    timeline.slice(1).forEach((event: any, i: number) => {
      const { before, after } = history[i + 1];
      expect(after.status).toBe(event.to_status ?? before.status);
      expect(after.shipping_status).toBe(event.to_shipping_status ?? before.shipping_status);
      expect(before.status).toBe(event.from_status ?? before.status);
      expect(after.payment_status).toBe(event.to_payment_status ?? before.payment_status);
    });
    expect(history.slice(1).map((h: any) => [h.after.status, h.after.shipping_status])).toEqual([
      [1, 'preparing'], [1, 'shipped'], [1, 'shipped'], [4, 'delivered'],
    ]);
    expect(history[3].after.invoice).toMatchObject({ code: expect.stringMatching(/^INV-\d{6}$/) });
  });
});
