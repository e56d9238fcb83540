import { isolate } from '@matjar/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { backfillItemBarcodes } from '../src/db/migrations/2026-11-25-0008-order-item-barcodes.js';
import { historyActions } from './answers.js';
import { type Api, type TestServer, describeEachDatabase } from './harness.js';
import { type OrderSetup, type Refs, makeProduct, makeVariantProduct, placeOrder, startOrderSuite, stockOf } from './order-fixtures.js';

const orders = '/api/dashboard/orders';
const products = '/api/dashboard/products';

/**
 * An order reads the same whatever later happens to the catalogue (docs/orders.md
 * "Orders and the catalogue"): variants on orders are archived rather than deleted, products
 * on open orders cannot be deleted, lines keep their snapshot, stock moves keep the
 * products list's totals true.
 */
describeEachDatabase('orders and later catalogue changes', (suite) => {
  let server: TestServer, admin: Api, adminAr: Api, refs: Refs, setup: OrderSetup;
  beforeAll(async () => {
    ({ server, admin, adminAr, refs, setup } = await startOrderSuite(suite));
  });

  const variantRows = (parent: number) =>
    server.db.selectFrom('products').select(['id', 'is_archived', 'quantity']).where('parent_id', '=', parent).orderBy('id').execute()
      .then((rows) => rows.map((r) => ({ id: Number(r.id), archived: Boolean(r.is_archived), quantity: Number(r.quantity) })));
  const childIds = async (parent: number) =>
    ((await admin.get(`${products}/${parent}/children`)).body.data as { id: number }[]).map((c) => c.id);
  const historyOf = (id: number) => historyActions(admin, 'products', id);
  const move = async (id: number, action: string) => {
    const answer = await admin.post(`${orders}/${id}/${action}`, action === 'reject' ? { reason: 'Customer unreachable' } : undefined);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };
  const size = (...values: [string, string][]) => [{ name: { en: 'Size', ar: 'المقاس' }, type: 'dropdown', values: values.map(([en, ar]) => ({ en, ar })) }];
  const S: [string, string] = ['S', 'صغير'];
  const M: [string, string] = ['M', 'وسط'];
  /** The order's lines without what follows the catalogue (picture, ids, whether the product is still there). */
  const snapshots = (order: { items: Record<string, unknown>[] }) =>
    order.items.map(({ image: _i, product_id: _p, variant_id: _v, product_status: _s, ...kept }) => kept);

  describe('variants on orders', () => {
    it('refuses an options set that removes every variant unless confirmed, then archives the ordered ones', async () => {
      const { parent, variants } = await makeVariantProduct(admin, refs, [3, 4]);
      const order = await placeOrder(admin, setup, [{ product_id: variants[0]!, quantity: 1 }]);
      const before = (await admin.get(`${orders}/${order.id}`)).body.data;

      // Sent again without options, as in the finding.
      const refused = await admin.post('/api/dashboard/variants', { product_id: parent });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({
        message: 'data incomplete',
        errors: { options: ['This removes every variant of the product (variants on orders are archived, not deleted); confirm it with confirm_remove_all.'] },
      });
      const refusedAr = await adminAr.post('/api/dashboard/variants', { product_id: parent, options: [], confirm_remove_all: false });
      expect(refusedAr.status).toBe(422);
      expect(refusedAr.body.errors.options).toEqual(['سيؤدي هذا إلى إزالة كل أنواع المنتج (تُؤرشف الأنواع الموجودة في طلبات ولا تُحذف)؛ أكِّد ذلك بإرسال confirm_remove_all.']);
      // The product form's PATCH is held to the same rule.
      const product = (await admin.get(`${products}/${parent}`)).body.data;
      const form = {
        name: product.name, sku: product.sku, barcode: product.barcode, buying_price: '1', selling_price: '2', tax_percent: '0', quantity: 0,
        ...refs, seo_keywords: product.seo_keywords, meta_description: product.meta_description, options: [],
      };
      const patched = await admin.patch(`${products}/${parent}`, form);
      expect(patched.status).toBe(422);
      expect(Object.keys(patched.body.errors)).toEqual(['options']);
      expect(await childIds(parent)).toEqual(variants);

      const confirmed = await admin.post('/api/dashboard/variants', { product_id: parent, options: [], confirm_remove_all: true });
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      expect(confirmed.body.data.children).toEqual([]);
      expect(confirmed.body.data.product.variants_count).toBe(0);
      // The ordered variant stays, archived; the other one is gone.
      expect(await variantRows(parent)).toEqual([{ id: variants[0], archived: true, quantity: 3 }]);
      expect(await historyOf(variants[0]!)).toEqual(['updated', 'updated', 'created']);
      expect(await historyOf(variants[1]!)).toEqual(['deleted', 'updated', 'created']);

      // The order reads as it did, and can still be accepted: the archived variant holds the stock.
      const after = (await admin.get(`${orders}/${order.id}`)).body.data;
      expect(snapshots(after)).toEqual(snapshots(before));
      expect(after.items[0]).toMatchObject({ product_id: parent, variant_id: variants[0], product_status: 'archived' });
      expect(before.items[0].product_status).toBe('active');
      await move(order.id, 'accept');
      expect((await variantRows(parent))[0]?.quantity).toBe(2);
    });

    it('archives a variant on an order when its value is removed (hidden from pickers), and brings it back with the value', async () => {
      const { parent, variants } = await makeVariantProduct(admin, refs, [3, 4]);
      const [small, medium] = variants as [number, number];
      const order = await placeOrder(admin, setup, [{ product_id: small, quantity: 1 }]);
      const answer = await admin.post('/api/dashboard/variants', { product_id: parent, options: size(M) });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data.children.map((c: { id: number }) => c.id)).toEqual([medium]);
      // A parent holds the stock of its live variants only.
      expect(answer.body.data.product).toMatchObject({ variants_count: 1, quantity: 4 });
      expect(await variantRows(parent)).toEqual([{ id: small, archived: true, quantity: 3 }, { id: medium, archived: false, quantity: 4 }]);
      // The order form cannot pick it: the picker lists live variants, and ordering it by id is refused.
      expect(await childIds(parent)).toEqual([medium]);
      const refused = await admin.post(orders, {
        customer_id: setup.customerId, address_id: setup.addressId, payment_method_id: setup.paymentMethodId, items: [{ product_id: small, quantity: 1 }],
      });
      expect(refused.body.errors).toEqual({ 'items.0.product_id': ['This product is archived and cannot be ordered'] });

      // Its stock moves with its orders, without counting in its parent's.
      await move(order.id, 'accept');
      expect(await variantRows(parent)).toEqual([{ id: small, archived: true, quantity: 2 }, { id: medium, archived: false, quantity: 4 }]);
      expect(await stockOf(admin, parent)).toBe(4);
      await move(order.id, 'cancel');
      expect(await stockOf(admin, parent)).toBe(4);

      // The value comes back: so does the variant, with its sku and stock.
      const back = await admin.post('/api/dashboard/variants', { product_id: parent, options: size(S, M) });
      expect(back.body.data.children.map((c: { id: number }) => c.id)).toEqual([small, medium]);
      expect(back.body.data.product).toMatchObject({ variants_count: 2, quantity: 7 });
    });
  });

  describe('deleting products on orders', () => {
    it('refuses (409) to delete a product or a parent whose variant is on an open order, naming the orders; a batch is all or nothing', async () => {
      const simple = await makeProduct(admin, refs, { quantity: 5 });
      const { parent, variants } = await makeVariantProduct(admin, refs, [3, 3]);
      const free = await makeProduct(admin, refs, { quantity: 5 });
      const pending = await placeOrder(admin, setup, [{ product_id: simple, quantity: 1 }]);
      const accepted = await placeOrder(admin, setup, [{ product_id: simple, quantity: 1 }, { product_id: variants[1]!, quantity: 1 }]);
      await move(accepted.id, 'accept');
      const [simpleName, parentName] = [(await admin.get(`${products}/${simple}`)).body.data.name, (await admin.get(`${products}/${parent}`)).body.data.name];

      const one = await admin.delete(`${products}/${simple}`);
      expect(one.status).toBe(409);
      expect(one.body.message).toBe(`${isolate(simpleName.en)} cannot be deleted while on open orders (${isolate(`#${pending.number}`)}, ${isolate(`#${accepted.number}`)}); archive it instead.`);
      const variant = await adminAr.delete(`${products}/${parent}`);
      expect(variant.status).toBe(409);
      expect(variant.body.message).toBe(`لا يمكن حذف ${isolate(parentName.ar)} لوجوده في طلبات مفتوحة (${isolate(`#${accepted.number}`)})؛ يمكنك أرشفته بدلاً من ذلك.`);
      const batch = await admin.delete(products, { products: [free, parent] });
      expect(batch.status).toBe(409);
      expect(batch.body.message).toContain(`(${isolate(`#${accepted.number}`)})`);
      for (const id of [simple, parent, free]) expect((await admin.get(`${products}/${id}`)).status).toBe(200);
      expect(await childIds(parent)).toEqual(variants);

      // Once the orders are closed (cancelled, rejected) the products may go.
      await move(pending.id, 'reject');
      await move(accepted.id, 'cancel');
      const deleted = await admin.delete(products, { products: [simple, parent, free] });
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    });

    it('names a few of many open orders, with an ellipsis', async () => {
      const product = await makeProduct(admin, refs, { quantity: 50 });
      const placed = [];
      for (let i = 0; i < 6; i += 1) placed.push(await placeOrder(admin, setup, [{ product_id: product, quantity: 1 }]));
      const answer = await admin.delete(`${products}/${product}`);
      expect(answer.status).toBe(409);
      expect(answer.body.message).toContain(`(${placed.slice(0, 5).map((o) => isolate(`#${o.number}`)).join(', ')}…)`);
    });

    it("keeps a delivered order's lines as they were sold once their products are deleted", async () => {
      const product = await makeProduct(admin, refs, { quantity: 5, selling_price: '100.00', barcode: `6229${Date.now() % 1e9}` });
      const { parent, variants } = await makeVariantProduct(admin, refs, [2, 2]);
      const order = await placeOrder(admin, setup, [{ product_id: product, quantity: 2 }, { product_id: variants[1]!, quantity: 1 }]);
      await move(order.id, 'accept');
      const before = await move(order.id, 'deliver');
      const [simpleRow, variantRow] = [
        (await admin.get(`${products}/${product}`)).body.data,
        ((await admin.get(`${products}/${parent}/children`)).body.data as { id: number; barcode: string }[])[1]!,
      ];
      expect(before.items[0]).toMatchObject({ name: simpleRow.name, sku: simpleRow.sku, barcode: simpleRow.barcode, unit_price: '100.00', options: [] });
      expect(before.items[1]).toMatchObject({ barcode: variantRow.barcode, options: [{ name: { en: 'Size', ar: 'المقاس' }, value: { en: 'M', ar: 'وسط' } }] });

      expect((await admin.delete(products, { products: [product, parent] })).status).toBe(200);
      const after = (await admin.get(`${orders}/${order.id}`)).body.data;
      expect(snapshots(after)).toEqual(snapshots(before));
      expect(after).toMatchObject({ subtotal: before.subtotal, tax: before.tax, total: before.total });
      expect(after.items.map((i: Record<string, unknown>) => [i.product_id, i.variant_id, i.image, i.product_status])).toEqual([
        [null, null, null, 'deleted'], [null, null, null, 'deleted'],
      ]);
    });

    it('backfills the barcode of lines placed before lines kept one (migration 0008)', async () => {
      const product = await makeProduct(admin, refs, { quantity: 5 });
      const { variants } = await makeVariantProduct(admin, refs, [2, 2]);
      const order = await placeOrder(admin, setup, [{ product_id: product, quantity: 1 }, { product_id: variants[0]!, quantity: 1 }]);
      const kept = order.items.map((i: { barcode: string }) => i.barcode);
      expect(kept.every((b: string | null) => typeof b === 'string' && b.length > 0)).toBe(true);
      await server.db.updateTable('order_items').set({ barcode: null }).where('order_id', '=', order.id).execute();
      await backfillItemBarcodes(server.db);
      expect((await admin.get(`${orders}/${order.id}`)).body.data.items.map((i: { barcode: string }) => i.barcode)).toEqual(kept);
    });
  });

  describe("the products list's totals", () => {
    it('counts a stock filter afresh once an accept takes the last unit, and again when the stock comes back', async () => {
      const outOfStock = `${products}?stock=out&brand_id=${refs.brand_id}`;
      const product = await makeProduct(admin, refs, { quantity: 1 });
      const { parent, variants } = await makeVariantProduct(admin, refs, [1, 0]);
      const total = (await admin.get(outOfStock)).body.meta.total as number;
      // Counted twice: the second is the kept total.
      expect((await admin.get(outOfStock)).body.meta.total).toBe(total);
      const order = await placeOrder(admin, setup, [{ product_id: product, quantity: 1 }, { product_id: variants[0]!, quantity: 1 }]);
      await move(order.id, 'accept');
      const out = await admin.get(outOfStock);
      expect(out.body.meta.total).toBe(total + 2);
      expect(out.body.data.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([product, parent]));
      await move(order.id, 'cancel');
      expect((await admin.get(outOfStock)).body.meta.total).toBe(total);
    });
  });
});
