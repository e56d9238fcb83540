import { beforeAll, expect, it } from 'vitest';
import { productBody } from './catalogue-fixtures.js';
import { type Api, type TestServer, describeEachDatabase } from './harness.js';
import {
  type OrderSetup, type OrderSuite, type Refs, makeCustomer, makeProduct, makeVariantProduct, placeOrder, startOrderSuite, stockOf,
} from './order-fixtures.js';

const orders = '/api/dashboard/orders';

describeEachDatabase('orders', (suite) => {
  let server: TestServer, token: string, admin: Api, adminAr: Api, refs: Refs, setup: OrderSetup, methods: OrderSuite['methods'];
  beforeAll(async () => {
    ({ server, token, admin, adminAr, refs, methods, setup } = await startOrderSuite(suite));
  });

  const body = (product: number) => ({
    customer_id: setup.customerId, address_id: setup.addressId, payment_method_id: methods.cash, items: [{ product_id: product, quantity: 1 }],
  });

  it('creates an order with prices, tax and the shipping fee of the address, taking no stock', async () => {
    const product = await makeProduct(admin, refs, { quantity: 10, selling_price: '100.00', tax_percent: '14' });
    const { parent, variants } = await makeVariantProduct(admin, refs, [3, 4]);
    const order = await placeOrder(admin, setup, [{ product_id: product, quantity: 2 }, { product_id: variants[1]!, quantity: 1 }]);
    expect(order).toMatchObject({
      status: 0, status_label: 'Pending', shipping_status: 'pending', payment_status: 'incomplete', items_count: 2,
      subtotal: '250.00', discount: '0.00', tax: '35.00', shipping_fee: '50.00', total: '335.00',
      is_rejected: false, has_invoice: false, invoice: null, allowed_actions: ['accept', 'reject', 'cancel', 'delete'],
      payment_method: { id: methods.cash, group: 'cash' },
    });
    expect(order.number).toBe(1000 + order.id);
    expect(order.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(order.items[0]).toMatchObject({ product_id: product, variant_id: null, unit_price: '100.00', tax_percent: '14.00', tax: '28.00', quantity: 2, line_total: '228.00', options: [], offer_id: null, coupon_id: null });
    expect(order.items[1]).toMatchObject({ product_id: parent, variant_id: variants[1], unit_price: '50.00', line_total: '57.00' });
    expect(order.items[1].options).toEqual([{ name: { en: 'Size', ar: 'المقاس' }, value: { en: 'M', ar: 'وسط' } }]);
    expect(order.address).toMatchObject({ address_id: setup.addressId, city: { name: { en: 'Nasr City' } }, governorate: { name: { en: 'Cairo' } } });
    expect(order.timeline).toMatchObject([{ action: 'created', to_status: 0, user: { username: 'admin' } }]);
    expect(await stockOf(admin, product)).toBe(10);
    expect(await stockOf(admin, parent)).toBe(7);

    // A later price change leaves the order as it was.
    const current = (await admin.get(`/api/dashboard/products/${product}`)).body.data;
    const repriced = await admin.patch(`/api/dashboard/products/${product}`, productBody(refs, { sku: current.sku, barcode: current.barcode, selling_price: '120.00', quantity: 10 }));
    expect(repriced.body.data.selling_price).toBe('120.00');
    expect((await admin.get(`${orders}/${order.id}`)).body.data).toMatchObject({ total: '335.00', items: [{ unit_price: '100.00' }, {}] });
    const history = (await admin.get(`/api/dashboard/history?model=orders&model_id=${order.id}`)).body.data;
    expect(history).toMatchObject([{ action: 'created', after: { id: order.id, total: '335.00' } }]);
  });

  it("shows each line with its product's current picture: the variant's own, else its parent's", async () => {
    const product = await makeProduct(admin, refs, { quantity: 5 });
    const { parent, variants } = await makeVariantProduct(admin, refs, [2, 2]);
    const order = await placeOrder(admin, setup, [{ product_id: product, quantity: 1 }, { product_id: variants[0]!, quantity: 1 }, { product_id: variants[1]!, quantity: 1 }]);
    expect(order.items.map((item: { image: string | null }) => item.image)).toEqual([null, null, null]);

    await server.db.updateTable('products').set({ image: 'parent.webp' }).where('id', '=', parent).execute();
    await server.db.updateTable('products').set({ image: 'variant.webp' }).where('id', '=', variants[1]!).execute();
    const read = (await admin.get(`${orders}/${order.id}`)).body.data;
    expect(read.items.map((item: { image: string | null }) => item.image)).toEqual([null, 'parent.webp', 'variant.webp']);
  });

  it('refuses bad orders with 422 field messages in both languages', async () => {
    const empty = await admin.post(orders, {});
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe('data incomplete');
    expect(empty.body.errors).toMatchObject({ customer_id: ['Customer is required'], address_id: ['Address is required'], items: ['Items is required'] });
    const emptyAr = await adminAr.post(orders, {});
    expect(emptyAr.body.errors.customer_id).toEqual(['العميل مطلوب']);

    const limited = await makeProduct(admin, refs, { quantity: 2, max_order: 5 });
    const capped = await makeProduct(admin, refs, { quantity: 50, max_order: 3 });
    const archived = await makeProduct(admin, refs, { quantity: 5 });
    await admin.post(`/api/dashboard/products/${archived}/archive`);
    const { parent } = await makeVariantProduct(admin, refs, [1, 1]);
    const other = await makeCustomer(admin);
    const body = {
      customer_id: setup.customerId, address_id: other.addressId, payment_method_id: 999_999,
      items: [
        { product_id: limited, quantity: 3 }, { product_id: capped, quantity: 4 }, { product_id: parent, quantity: 1 },
        { product_id: 999_999, quantity: 1 }, { product_id: limited, quantity: 1 }, { product_id: archived, quantity: 1 },
      ],
    };
    const en = await admin.post(orders, body);
    expect(en.status).toBe(422);
    expect(en.body.errors).toEqual({
      'items.4.product_id': ['This value is repeated'],
    });
    body.items.pop();
    body.items.splice(4, 1);
    body.items.push({ product_id: archived, quantity: 1 });
    const checked = await admin.post(orders, body);
    expect(checked.status).toBe(422);
    expect(checked.body.errors).toEqual({
      address_id: ["This address is not one of the customer's addresses"],
      payment_method_id: ['The selected Payment method does not exist'],
      'items.0.quantity': ['product quantity not available'],
      'items.1.quantity': ['Quantity is more than the most one order may hold of this product'],
      'items.2.product_id': ['Choose one of the variants of this product'],
      'items.3.product_id': ['The selected Product does not exist'],
      'items.4.product_id': ['This product is archived and cannot be ordered'],
    });
    const ar = await adminAr.post(orders, body);
    expect(ar.body.message).toBe('البيانات غير مكتملة');
    expect(ar.body.errors['items.0.quantity']).toEqual(['الكمية المطلوبة من المنتج غير متوفرة']);
    expect(ar.body.errors.address_id).toEqual(['هذا العنوان ليس من عناوين العميل']);
  });

  it('refuses an order for a disabled customer (422 on customer_id, in the request language)', async () => {
    const product = await makeProduct(admin, refs, { quantity: 5 });
    const { customerId, addressId } = await makeCustomer(admin);
    expect((await admin.post(`/api/dashboard/customers/${customerId}/deactivate`)).status).toBe(200);
    const order = { ...body(product), customer_id: customerId, address_id: addressId };
    const en = await admin.post(orders, order);
    expect(en.status).toBe(422);
    expect(en.body).toEqual({ message: 'data incomplete', errors: { customer_id: ['This customer is disabled and cannot place orders'] } });
    const ar = await adminAr.post(orders, order);
    expect(ar.body.errors).toEqual({ customer_id: ['هذا العميل معطّل ولا يمكنه تقديم طلبات'] });
    expect((await admin.post(`/api/dashboard/customers/${customerId}/activate`)).status).toBe(200);
    expect((await admin.post(orders, order)).status).toBe(201);
  });

  it('refuses a payment method that is switched off, and lists methods in groups with cash as one', async () => {
    const groups = (await admin.get('/api/dashboard/companys-payments')).body.data;
    expect(groups.map((g: any) => g.id)).toEqual(['cash', 'installment', 'online', 'cash_and_visa', 'transfer']);
    expect(groups[0]).toEqual({ id: 'cash', name: { en: 'Cash', ar: 'نقدي' }, methods: [{ id: methods.cash, name: { en: 'Cash on delivery', ar: 'الدفع عند الاستلام' }, is_active: true }] });
    const off = await admin.patch(`/api/dashboard/companys-payments/${methods.card}`, { is_active: false });
    expect(off.body.data).toMatchObject({ id: methods.card, is_active: false });
    const product = await makeProduct(admin, refs, { quantity: 5 });
    const answer = await admin.post(orders, { ...body(product), payment_method_id: methods.card });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ payment_method_id: ['This payment method is not active'] });
    const form = new FormData();
    form.append('_method', 'PATCH');
    form.append('is_active', 'true');
    const on = await server.request('POST', `/api/dashboard/companys-payments/${methods.card}`, { token, body: form });
    expect(on.body.data.is_active).toBe(true);
  });


  it('answers the shipping states with labels in both languages', async () => {
    const answer = await admin.get('/api/dashboard/shipping-status');
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((s: any) => s.key)).toEqual(['pending', 'preparing', 'shipped', 'delivered', 'rejected', 'postponed']);
    expect(answer.body.data[5]).toEqual({ key: 'postponed', name: { en: 'Postponed', ar: 'مؤجل' }, is_manual: true, needs_reason: true });
    expect(answer.body.data[0]).toMatchObject({ is_manual: false, needs_reason: false });
  });
});
