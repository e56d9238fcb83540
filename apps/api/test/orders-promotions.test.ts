import { beforeAll, describe, expect, it } from 'vitest';
import { expectStatus } from './answers.js';
import { type Api, type TestServer, describeEachDatabase } from './harness.js';
import { type OrderSetup, type OrderSuite, type Refs, makeCustomer, makeProduct, makeVariantProduct, startOrderSuite } from './order-fixtures.js';
import { insertCoupon, insertOffer } from './promotion-fixtures.js';

const orders = '/api/dashboard/orders';
const quote = `${orders}/quote`;

type Item = { product_id: number; quantity: number };

describeEachDatabase('orders with offers and coupons', (suite) => {
  let server: TestServer, admin: Api, adminAr: Api, refs: Refs, setup: OrderSetup, methods: OrderSuite['methods'];
  beforeAll(async () => {
    ({ server, admin, adminAr, refs, methods, setup } = await startOrderSuite(suite));
  });

  const body = (items: Item[], coupon_code?: string, who: OrderSetup = setup) => ({
    customer_id: who.customerId, address_id: who.addressId, payment_method_id: methods.cash, items, ...(coupon_code === undefined ? {} : { coupon_code }),
  });
  const ordersCount = async () => Number((await server.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const product = (price: string, tax = '0') => makeProduct(admin, refs, { quantity: 100, selling_price: price, tax_percent: tax });

  it('stores exactly what the quote said: offers per line, the coupon spread over lines, tax on what is paid', async () => {
    const a = await product('100.00', '14');
    const b = await product('200.00');
    const { parent, variants } = await makeVariantProduct(admin, refs, [10, 10]);
    const single = await insertOffer(server.db, { title: 'Ten off A', discount_amount: 1000, products: [a] });
    const bundle = await insertOffer(server.db, { title: 'B with a hoodie', offer_type: 'bundle', discount_type: 'fixed', discount_amount: 5000, products: [b, parent] });
    const coupon = await insertCoupon(server.db, { code: 'SAVE20', rate: 2000, max_discount_amount: 30_000 });
    const items = [{ product_id: a, quantity: 2 }, { product_id: b, quantity: 1 }, { product_id: variants[0]!, quantity: 3 }];

    const quoted = expectStatus(await admin.post(quote, body(items, 'save20')), 200).body.data;
    // A: 10 % of 100.00 on both units; the bundle: one complete set, so one unit each of B and the hoodie.
    expect(quoted.items).toMatchObject([
      { product_id: a, offer: { id: single, title: { en: 'Ten off A', ar: 'عرض Ten off A' } }, offer_discount: '20.00' },
      { product_id: b, offer: { id: bundle }, offer_discount: '5.00' },
      { product_id: variants[0], offer: { id: bundle }, offer_discount: '5.00' },
    ]);
    // 20 % of what is left (520.00) is 104.00, capped at 30.00.
    expect(quoted).toMatchObject({ coupon: { id: coupon, code: 'SAVE20', discount: '30.00' }, subtotal: '550.00', discount: '60.00', shipping_fee: '50.00' });
    const shares = quoted.items.map((line: { coupon_discount: string }) => Number(line.coupon_discount));
    expect(shares.every((share: number) => share > 0)).toBe(true);
    expect(shares.reduce((x: number, y: number) => x + y, 0)).toBeCloseTo(30, 2);
    expect(await ordersCount()).toBeGreaterThan(0);

    const placed = expectStatus(await admin.post(orders, body(items, 'save20')), 201).body.data;
    const read = (await admin.get(`${orders}/${placed.id}`)).body.data;
    for (const order of [placed, read]) {
      expect(order).toMatchObject({
        subtotal: quoted.subtotal, discount: quoted.discount, tax: quoted.tax, shipping_fee: quoted.shipping_fee, total: quoted.total, coupon: quoted.coupon,
      });
      order.items.forEach((item: Record<string, unknown>, i: number) => {
        const line = quoted.items[i];
        expect(item).toMatchObject({
          unit_price: line.unit_price, quantity: line.quantity, offer_id: line.offer?.id ?? null, offer: line.offer, offer_discount: line.offer_discount,
          coupon_discount: line.coupon_discount, coupon_id: coupon, discount: line.discount, tax: line.tax, line_total: line.line_total,
        });
      });
    }
  });

  it('gives a bundle only when all its items are ordered', async () => {
    const x = await product('40.00');
    const y = await product('60.00');
    const bundle = await insertOffer(server.db, { offer_type: 'bundle', discount_amount: 5000, products: [x, y] });
    const alone = expectStatus(await admin.post(quote, body([{ product_id: x, quantity: 2 }])), 200).body.data;
    expect(alone).toMatchObject({ discount: '0.00', total: '130.00', items: [{ offer: null, offer_discount: '0.00' }] });
    const both = expectStatus(await admin.post(quote, body([{ product_id: y, quantity: 1 }, { product_id: x, quantity: 2 }])), 200).body.data;
    // One set: half off one unit of each.
    expect(both).toMatchObject({ discount: '50.00', total: '140.00', items: [{ offer: { id: bundle }, offer_discount: '30.00' }, { offer: { id: bundle }, offer_discount: '20.00' }] });
  });

  describe('refusing a coupon', () => {
    let r: number, other: number;
    beforeAll(async () => {
      r = await product('100.00');
      other = await product('5.00');
    });
    const cart = () => [{ product_id: r, quantity: 2 }];

    const cases: [string, () => Promise<string>, string, string][] = [
      ['blank', async () => '  ', 'A coupon code is required', 'كود الكوبون مطلوب'],
      ['unknown', async () => 'NO-SUCH-CODE', 'There is no coupon with this code', 'لا يوجد كوبون بهذا الكود'],
      ['disabled', async () => make({ code: 'OFF-1', is_active: false }), 'This coupon is disabled', 'هذا الكوبون معطل'],
      ['not started', async () => make({ code: 'LATER-1', start_date: '2999-01-01' }), 'This coupon cannot be used yet', 'لا يمكن استخدام هذا الكوبون بعد'],
      ['expired', async () => make({ code: 'OLD-1', end_date: '2001-01-01' }), 'This coupon has expired', 'انتهت صلاحية هذا الكوبون'],
      ['below the minimum value', async () => make({ code: 'MIN-VALUE', min_order_value: 200_010 }), 'The order is below the minimum value for this coupon', 'قيمة الطلب أقل من الحد الأدنى لهذا الكوبون'],
      ['below the minimum items', async () => make({ code: 'MIN-ITEMS', min_order_items: 3 }), 'The order has fewer items than this coupon needs', 'عدد القطع في الطلب أقل مما يتطلبه هذا الكوبون'],
      ['for other products', async () => make({ code: 'OTHER-ONLY', products: [other] }), 'This coupon does not apply to any product in the order', 'لا ينطبق هذا الكوبون على أي منتج في الطلب'],
      ['used up', async () => {
        const code = await make({ code: 'ONCE-ONLY', max_uses: 1 });
        const someone = { ...(await makeCustomer(admin)), paymentMethodId: methods.cash };
        expectStatus(await admin.post(orders, body(cart(), code, someone)), 201);
        return code;
      }, 'This coupon has been used as many times as it allows', 'استُخدم هذا الكوبون العدد الأقصى المسموح به من المرات'],
      ['used up by this customer', async () => {
        const code = await make({ code: 'ONCE-EACH', max_uses_per_user: 1 });
        expectStatus(await admin.post(orders, body(cart(), code)), 201);
        return code;
      }, 'This customer has already used this coupon as many times as it allows', 'استخدم هذا العميل هذا الكوبون العدد الأقصى المسموح به من المرات'],
    ];
    async function make(row: Parameters<typeof insertCoupon>[1]) {
      await insertCoupon(server.db, { rate: 1000, ...row });
      return row.code;
    }

    it.each(cases)('%s: 422 on coupon_code in both languages, nothing stored', async (_name, codeOf, english, arabic) => {
      const code = await codeOf();
      const before = await ordersCount();
      for (const path of [quote, orders]) {
        const en = await admin.post(path, body(cart(), code));
        expect(en.status, JSON.stringify(en.body)).toBe(422);
        expect(en.body).toEqual({ message: 'data incomplete', errors: { coupon_code: [english] } });
        const ar = await adminAr.post(path, body(cart(), code));
        expect(ar.body.errors).toEqual({ coupon_code: [arabic] });
      }
      expect(await ordersCount()).toBe(before);
    });

    it('takes a cart exactly at the minimum value and items; the per-customer limit leaves other customers free', async () => {
      await make({ code: 'EXACT', min_order_value: 200_000, min_order_items: 2 });
      expect(expectStatus(await admin.post(quote, body(cart(), 'exact')), 200).body.data.coupon).toMatchObject({ code: 'EXACT', discount: '20.00' });
      await make({ code: 'ONE-EACH', max_uses_per_user: 1 });
      expectStatus(await admin.post(orders, body(cart(), 'ONE-EACH')), 201);
      expect((await admin.post(orders, body(cart(), 'ONE-EACH'))).status).toBe(422);
      const someone = { ...(await makeCustomer(admin)), paymentMethodId: methods.cash };
      expect(expectStatus(await admin.post(orders, body(cart(), 'ONE-EACH', someone)), 201).body.data.coupon).toMatchObject({ code: 'ONE-EACH' });
    });
  });

  it('holds max_uses under concurrency: of 20 orders placed at once with a 5-use coupon, exactly 5 are stored', async () => {
    const p = await product('10.00');
    const coupon = await insertCoupon(server.db, { code: 'FIVE-ONLY', discount_type: 'fixed', discount_amount: 1000, max_uses: 5 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => admin.post(orders, body([{ product_id: p, quantity: 1 }], 'FIVE-ONLY'))));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 422)).toHaveLength(15);
    expect(answers.find((a) => a.status === 422)!.body.errors).toEqual({ coupon_code: ['This coupon has been used as many times as it allows'] });
    const stored = await server.db.selectFrom('orders').select('id').where('coupon_id', '=', coupon).execute();
    expect(stored).toHaveLength(5);
  });

  it('gives a use back when an order is rejected, and reopens it only while the coupon has a use left', async () => {
    const p = await product('10.00');
    await insertCoupon(server.db, { code: 'ONE-USE', discount_type: 'fixed', discount_amount: 1000, max_uses: 1 });
    const first = expectStatus(await admin.post(orders, body([{ product_id: p, quantity: 1 }], 'ONE-USE')), 201).body.data;
    expectStatus(await admin.post(`${orders}/${first.id}/reject`, { reason: 'Customer unreachable' }), 200);
    const second = expectStatus(await admin.post(orders, body([{ product_id: p, quantity: 1 }], 'ONE-USE')), 201).body.data;
    const reopen = await admin.post(`${orders}/${first.id}/pending`, {});
    expect(reopen.status).toBe(409);
    expect(reopen.body.message).toBe('This coupon has been used as many times as it allows');
    expect((await adminAr.post(`${orders}/${first.id}/pending`, {})).body.message).toBe('استُخدم هذا الكوبون العدد الأقصى المسموح به من المرات');
    expect((await admin.get(`${orders}/${first.id}`)).body.data.status).toBe(2);
    expectStatus(await admin.post(`${orders}/${second.id}/cancel`, {}), 200);
    expect(expectStatus(await admin.post(`${orders}/${first.id}/pending`, {}), 200).body.data.status).toBe(0);
  });

  it('seeds demo orders with coupons and offers, priced by the engine so their sums hold', async () => {
    // The demo orders are the first 150 rows, written before any test ran.
    const withCoupon = await server.db.selectFrom('orders').selectAll().where('coupon_id', 'is not', null).where('id', '<=', 150).execute();
    const offerLines = await server.db.selectFrom('order_items').select('offer_discount').where('offer_id', 'is not', null).where('order_id', '<=', 150).execute();
    expect(withCoupon.length).toBeGreaterThan(0);
    expect(offerLines.length).toBeGreaterThan(0);
    expect(offerLines.every((line) => Number(line.offer_discount) > 0)).toBe(true);
    for (const order of withCoupon) {
      const items = await server.db.selectFrom('order_items').selectAll().where('order_id', '=', order.id).execute();
      const sum = (pick: (item: (typeof items)[number]) => number) => items.reduce((total, item) => total + Number(pick(item)), 0);
      expect(Number(order.coupon_discount)).toBeGreaterThan(0);
      expect(sum((i) => i.coupon_discount)).toBe(Number(order.coupon_discount));
      expect(sum((i) => i.discount)).toBe(Number(order.discount));
      expect(Number(order.total)).toBe(Number(order.subtotal) - Number(order.discount) + Number(order.tax) + Number(order.shipping_fee));
    }
  });

  it('prices an order without a coupon as before, with no coupon in the answer', async () => {
    const p = await product('100.00', '14');
    const order = expectStatus(await admin.post(orders, body([{ product_id: p, quantity: 1 }])), 201).body.data;
    expect(order).toMatchObject({ coupon: null, discount: '0.00', tax: '14.00', total: '164.00', items: [{ offer: null, offer_discount: '0.00', coupon_discount: '0.00', coupon_id: null }] });
  });
});
