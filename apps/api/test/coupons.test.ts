import { type Coupon, DEFAULT_STORE_TIME_ZONE, calendarDayIn } from '@matjar/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { dayFrom as daysFrom } from '../src/lib/schedule.js';
import { couponByCode, countCouponUses } from '../src/modules/coupons/index.js';
import { startAsAdmin, userWith } from './accounts.js';
import { expectStatus, historyActions } from './answers.js';
import { type Api, type TestServer, describeEachDatabase } from './harness.js';
import { type Refs, catalogueRefs, makeCustomer, makeProduct, makeVariantProduct, paymentMethodIds, placeOrder } from './order-fixtures.js';

const coupons = '/api/dashboard/coupons';

/** The store's day (the test servers keep the default time zone) `days` from today. */
const dayFrom = (days: number) => daysFrom(calendarDayIn(DEFAULT_STORE_TIME_ZONE), days);

let serial = 0;
/** A running percentage coupon with a code of its own unless told. */
const couponBody = (fields: Record<string, unknown> = {}) => ({
  name: { en: 'Autumn 12.5%', ar: 'خريف ١٢٫٥٪' },
  code: `AUTUMN-${++serial}`,
  discount_type: 'percentage',
  rate: '12.5',
  max_discount_amount: '80',
  max_uses: 100,
  max_uses_per_user: 2,
  min_order_value: '250.5',
  min_order_items: 2,
  start_date: dayFrom(-1),
  end_date: dayFrom(30),
  ...fields,
});

describeEachDatabase('coupons', (suite) => {
  let server: TestServer, admin: Api, adminAr: Api, refs: Refs;
  beforeAll(async () => {
    ({ server, admin, adminAr } = await startAsAdmin(suite));
    refs = await catalogueRefs(admin);
  });

  const create = async (body: unknown) => expectStatus(await admin.post(coupons, body), 201).body.data as Coupon;
  const total = async () => (await admin.get(coupons)).body.meta.total as number;

  it('lists the demo coupons in every state, searching names and codes and filtering by discount type', async () => {
    const all = (await admin.get(`${coupons}?perPage=100`)).body.data as Coupon[];
    expect(all.map((coupon) => coupon.status).sort()).toEqual(['disabled', 'expired', 'running', 'running', 'scheduled']);
    // The demo orders use the coupons open on their days (orders seed); a disabled or scheduled one has none.
    expect(all.filter((c) => c.status === 'disabled' || c.status === 'scheduled').every((c) => c.uses_count === 0 && !c.has_orders)).toBe(true);
    expect(all.some((coupon) => coupon.has_orders)).toBe(true);
    expect(((await admin.get(`${coupons}?search=welcome`)).body.data as Coupon[]).map((c) => c.code)).toEqual(['WELCOME10']);
    expect(((await admin.get(`${coupons}?search=save50`)).body.data as Coupon[]).map((c) => c.code)).toEqual(['SAVE50']);
    expect((await admin.get(`${coupons}?discount_type=fixed`)).body.meta.total).toBe(2);
    expect((await admin.get(`${coupons}?status=expired`)).body.data[0].code).toBe('SPRING20');
  });

  it('creates a percentage coupon on a product and a variant, keeping only the discount’s own field and the code trimmed', async () => {
    const product = await makeProduct(admin, refs);
    const { variants } = await makeVariantProduct(admin, refs, [1, 1]);
    const coupon = await create(couponBody({ code: '  Fall_Sale-1  ', discount_amount: '30', product_ids: [product, variants[1]] }));
    expect(coupon).toMatchObject({
      code: 'Fall_Sale-1', discount_type: 'percentage', discount_amount: null, rate: '12.50', max_discount_amount: '80.00',
      max_uses: 100, max_uses_per_user: 2, min_order_value: '250.50', min_order_items: 2, product_ids: [product, variants[1]],
      status: 'running', is_active: true, uses_count: 0, has_orders: false,
    });
    const fixed = expectStatus(await admin.patch(`${coupons}/${coupon.id}`, couponBody({ code: 'fall_sale-1', discount_type: 'fixed', discount_amount: '30', product_ids: [] })), 200);
    // Its own code in another case is no clash; the rate goes with the discount type.
    expect(fixed.body.data).toMatchObject({ code: 'fall_sale-1', discount_amount: '30.00', rate: null, product_ids: [] });
    expect(await historyActions(admin, 'coupons', coupon.id)).toEqual(['updated', 'created']);
  });

  describe('refusals, nothing stored', () => {
    it('a code taken in another case: 422 on the code, in both languages, also when two come at once', async () => {
      await create(couponBody({ code: 'WINTER-SALE' }));
      const before = await total();
      const english = await admin.post(coupons, couponBody({ code: 'winter-sale' }));
      expect(english.status).toBe(422);
      expect(english.body).toEqual({ message: 'data incomplete', errors: { code: ['This Code is already taken.'] } });
      const arabic = await adminAr.post(coupons, couponBody({ code: ' Winter-Sale ' }));
      expect(arabic.body).toEqual({ message: 'البيانات غير مكتملة', errors: { code: ['الرمز مستخدم من قبل.'] } });
      const racing = await Promise.all(['RACE-ME', 'race-me', 'Race-Me'].map((code) => admin.post(coupons, couponBody({ code }))));
      expect(racing.map((answer) => answer.status).sort()).toEqual([201, 422, 422]);
      expect(await total()).toBe(before + 1);
    });

    it('a missing or zero discount, a rate above 100, an end before the start, a bad code or product, in both languages', async () => {
      const before = await total();
      const fixed = await admin.post(coupons, couponBody({ discount_type: 'fixed', rate: '10', code: 'TEN OFF', product_ids: [999_999] }));
      expect(fixed.body.errors).toEqual({
        discount_amount: ['Discount amount is required'],
        code: ['Code may contain only English letters, numbers, dashes and underscores'],
      });
      const percentage = await adminAr.post(coupons, couponBody({ rate: '150', end_date: dayFrom(-3), max_uses: 0 }));
      expect(percentage.body.errors).toEqual({
        rate: ['النسبة يجب أن تكون نسبة من 0 إلى 100'],
        end_date: ['يجب أن يكون تاريخ الانتهاء في يوم البدء أو بعده'],
        max_uses: ['الحد الأقصى لمرات الاستخدام غير صالح'],
      });
      const zero = await admin.post(coupons, couponBody({ rate: '0', max_discount_amount: '0.00' }));
      expect(zero.body.errors).toEqual({
        rate: ['Percentage must be greater than zero'],
        max_discount_amount: ['Maximum discount must be greater than zero'],
      });
      const products = await admin.post(coupons, couponBody({ product_ids: [999_999] }));
      expect(products.body.errors).toEqual({ 'product_ids.0': ['This product does not exist'] });
      expect(await total()).toBe(before);
    });
  });

  describe('uses, from real orders', () => {
    let setup: { customerId: number; addressId: number; paymentMethodId: number };
    beforeAll(async () => {
      setup = { ...(await makeCustomer(admin)), paymentMethodId: (await paymentMethodIds(admin)).cash };
    });
    /** An order of one product; until pricing writes the coupon on orders, the test does. */
    const orderWith = async (couponId: number) => {
      const order = await placeOrder(admin, setup, [{ product_id: await makeProduct(admin, refs), quantity: 1 }]);
      await server.db.updateTable('orders').set({ coupon_id: couponId }).where('id', '=', order.id).execute();
      return order as { id: number; code: string };
    };

    it('counts uses but not cancelled orders, lists the usages (customer, order, when) newest first, and refuses to delete a used coupon', async () => {
      const used = await create(couponBody());
      const unused = await create(couponBody());
      const orders = [await orderWith(used.id), await orderWith(used.id), await orderWith(used.id)];
      expectStatus(await admin.post(`/api/dashboard/orders/${orders[1]?.id}/cancel`, {}), 200);
      expect((await admin.get(`${coupons}/${used.id}`)).body.data).toMatchObject({ uses_count: 2, has_orders: true });
      expect(await countCouponUses(server.db, used.id, setup.customerId)).toBe(2);

      const page = (await admin.get(`${coupons}/${used.id}/usages?perPage=2`)).body;
      expect(page.meta).toMatchObject({ total: 3, last_page: 2 });
      expect(page.data[0]).toMatchObject({
        order: { id: orders[2]?.id, code: orders[2]?.code, status: 0, total: expect.stringMatching(/^\d+\.\d{2}$/) },
        customer: { id: setup.customerId, name: expect.stringMatching(/^Order Customer/) },
        used_at: expect.any(String),
      });
      expect(page.data[1].order).toMatchObject({ id: orders[1]?.id, status: 3 });
      expect((await admin.get(`${coupons}/${unused.id}/usages`)).body.data).toEqual([]);
      expect((await admin.get(`${coupons}/999999/usages`)).status).toBe(404);

      const one = await admin.delete(`${coupons}/${used.id}`);
      expect(one.status).toBe(409);
      expect(one.body.message).toMatch(/^\u2068Autumn 12\.5%\u2069 cannot be deleted: it was used by orders \(\u2068#\d+\u2069, \u2068#\d+\u2069, \u2068#\d+\u2069\)\. Disable it instead\.$/);
      const batch = await adminAr.delete(coupons, { coupons: [unused.id, used.id] });
      expect(batch.status).toBe(409);
      expect(batch.body.message).toMatch(/^لا يمكن حذف \u2068خريف ١٢٫٥٪\u2069: استُخدمت في طلبات/);
      expect((await admin.get(`${coupons}/${unused.id}`)).status).toBe(200);
      expectStatus(await admin.delete(coupons, { coupons: [unused.id] }), 200);
      expect((await admin.get(`${coupons}/${unused.id}`)).status).toBe(404);
    });
  });

  it('switches on and off with history; coupon.valid or coupon.view reads, writing needs its own action', async () => {
    const coupon = await create(couponBody());
    expect((await admin.post(`${coupons}/${coupon.id}/deactivate`, {})).body.data.status).toBe('disabled');
    expect((await admin.post(`${coupons}/${coupon.id}/activate`, {})).body.data.status).toBe('running');
    expect(await historyActions(admin, 'coupons', coupon.id)).toEqual(['updated', 'updated', 'created']);
    for (const permission of ['coupon.valid', 'coupon.view']) {
      const reader = server.api((await userWith(server, `coupon-reader-${permission}`, [permission])).token);
      expect((await reader.get(coupons)).status, permission).toBe(200);
      expect((await reader.get(`${coupons}/${coupon.id}/usages`)).status, permission).toBe(200);
      expect((await reader.post(`${coupons}/${coupon.id}/deactivate`, {})).status, permission).toBe(403);
      expect((await reader.post(coupons, couponBody())).status, permission).toBe(403);
    }
    const stranger = server.api((await userWith(server, 'offers-only', ['offers.view'])).token);
    expect((await stranger.get(coupons)).status).toBe(403);
  });

  it('couponByCode: the coupon a customer typed, in any case, in stored units', async () => {
    const product = await makeProduct(admin, refs);
    const coupon = await create(couponBody({ code: 'Lookup-Me', product_ids: [product] }));
    expect(await couponByCode(server.db, '  lookup-ME ')).toMatchObject({
      id: coupon.id, code: 'Lookup-Me', discount_type: 'percentage', discount_amount: null, rate: 1250, max_discount_amount: 80_000,
      min_order_value: 250_500, min_order_items: 2, is_active: true, product_ids: [product],
    });
    expect(await couponByCode(server.db, 'nobody-has-this')).toBeUndefined();
  });
});
