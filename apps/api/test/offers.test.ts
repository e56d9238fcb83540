import fs from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_STORE_TIME_ZONE, type Offer, calendarDayIn } from '@matjar/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { dayFrom as daysFrom } from '../src/lib/schedule.js';
import { runningOffersFor } from '../src/modules/offers/index.js';
import { startAsAdminWithMedia, userWith } from './accounts.js';
import { expectStatus, historyActions } from './answers.js';
import { fileOf, formOf, pngImage, twoMegabyteImage } from './catalogue-fixtures.js';
import { type Api, type TestServer, describeEachDatabase } from './harness.js';
import { type Refs, catalogueRefs, makeCustomer, makeProduct, makeVariantProduct, paymentMethodIds, placeOrder } from './order-fixtures.js';

const offers = '/api/dashboard/offers';

/** The store's day (the test servers keep the default time zone) `days` from today. */
const dayFrom = (days: number) => daysFrom(calendarDayIn(DEFAULT_STORE_TIME_ZONE), days);

/** A running single offer of 10% on `productIds`, as JSON; `fields` override. */
const offerBody = (productIds: number[], fields: Record<string, unknown> = {}) => ({
  title: { en: 'Autumn deal', ar: 'عرض الخريف' },
  description: { en: 'Less this week', ar: 'أقل هذا الأسبوع' },
  start_date: dayFrom(-1),
  end_date: dayFrom(10),
  discount_type: 'percentage',
  discount_amount: '10',
  offer_type: productIds.length === 1 ? 'single' : 'bundle',
  items: productIds.map((id) => ({ product_id: id })),
  background_color: '#1A2B3C',
  ...fields,
});

const png = async (width: number, height: number, name: string) => [fileOf(await pngImage(width, height), name, 'image/png'), name] as [Blob, string];

/** A bundle flash sale as the form sends it (multipart), with both pictures unless told. */
async function flashSaleForm(productIds: number[], fields: Record<string, string | [Blob, string]> = {}) {
  return formOf({
    'title[en]': 'Flash Friday', 'title[ar]': 'جمعة التخفيضات', 'description[en]': 'Two hours only', 'description[ar]': 'ساعتان فقط',
    start_date: dayFrom(0), end_date: dayFrom(1), discount_type: 'fixed', discount_amount: '15.50', offer_type: 'bundle',
    ...Object.fromEntries(productIds.map((id, i) => [`items[${i}][product_id]`, String(id)])),
    is_flash_sale: 'true', background_color: '#c2255c',
    header_image: await png(182, 58, 'header.png'),
    popup_image: await png(41, 76, 'popup.png'),
    ...fields,
  });
}

describeEachDatabase('offers', (suite) => {
  let server: TestServer, admin: Api, adminAr: Api, refs: Refs, mediaDir: string;
  beforeAll(async () => {
    ({ server, admin, adminAr, mediaDir } = await startAsAdminWithMedia(suite, 'offers'));
    refs = await catalogueRefs(admin);
  });

  const product = () => makeProduct(admin, refs);
  const create = async (body: unknown) => expectStatus(await admin.post(offers, body), 201).body.data as Offer;
  const total = async () => (await admin.get(offers)).body.meta.total as number;
  const mediaFiles = async () => (await fs.readdir(mediaDir)).filter((name) => name.endsWith('.webp')).length;

  it('lists the demo offers in every state, with the flash sale’s two pictures; filters by state, type and flash sale, searches titles', async () => {
    const all = (await admin.get(`${offers}?perPage=100`)).body.data as Offer[];
    expect(all.map((offer) => offer.status).sort()).toEqual(['disabled', 'expired', 'running', 'running', 'scheduled']);
    const [flash] = (await admin.get(`${offers}?is_flash_sale=true`)).body.data as Offer[];
    expect(flash).toMatchObject({ offer_type: 'bundle', status: 'running', is_flash_sale: true });
    expect(flash?.items).toHaveLength(3);
    for (const image of [flash?.header_image, flash?.popup_image]) await expect(fs.access(path.join(mediaDir, image as string))).resolves.toBeUndefined();
    for (const status of ['scheduled', 'expired', 'disabled']) expect((await admin.get(`${offers}?status=${status}`)).body.meta.total, status).toBe(1);
    expect((await admin.get(`${offers}?status=running`)).body.meta.total).toBe(2);
    expect((await admin.get(`${offers}?offer_type=bundle`)).body.meta.total).toBe(2);
    expect(((await admin.get(`${offers}?search=eid`)).body.data as Offer[]).map((o) => o.title.en)).toEqual(['Eid offer']);
    expect(((await admin.get(`${offers}?search=${encodeURIComponent('العيد')}`)).body.data as Offer[]).map((o) => o.title.en)).toEqual(['Eid offer']);
    expect((await admin.get(`${offers}?status=sometime`)).status).toBe(422);
  });

  it('creates a single offer on a variant and a bundle flash sale with both pictures, answering each as stored', async () => {
    const { parent, variants } = await makeVariantProduct(admin, refs, [3, 4]);
    const single = await create(offerBody([variants[0] as number], { discount_type: 'fixed', discount_amount: '25' }));
    expect(single).toMatchObject({
      offer_type: 'single', discount_type: 'fixed', discount_amount: '25.00', background_color: '#1a2b3c', status: 'running',
      is_active: true, is_flash_sale: false, header_image: null, has_orders: false,
    });
    expect(single.items).toEqual([expect.objectContaining({ product_id: variants[0], parent_id: parent })]);
    const [a, b] = [await product(), await product()];
    const flash = expectStatus(await admin.post(offers, await flashSaleForm([a, b])), 201).body.data as Offer;
    expect(flash).toMatchObject({ offer_type: 'bundle', discount_amount: '15.50', is_flash_sale: true, status: 'running' });
    expect(flash.items.map((item) => item.product_id)).toEqual([a, b]);
    for (const image of [flash.header_image, flash.popup_image]) await expect(fs.access(path.join(mediaDir, image as string))).resolves.toBeUndefined();
    // Edited without sending the pictures again: they stay.
    const edited = expectStatus(await admin.patch(`${offers}/${flash.id}`, offerBody([a, b], { is_flash_sale: true, discount_amount: '12.5' })), 200).body.data;
    expect(edited).toMatchObject({ header_image: flash.header_image, popup_image: flash.popup_image, discount_amount: '12.50' });
    expect(await historyActions(admin, 'offers', flash.id)).toEqual(['updated', 'created']);
  });

  describe('an item in another enabled offer on an overlapping day', () => {
    it('is refused on create, in both languages, naming the item; nothing stored', async () => {
      const [taken, free] = [await product(), await product()];
      await create(offerBody([taken], { start_date: dayFrom(1), end_date: dayFrom(10) }));
      const before = await total();
      const body = offerBody([free, taken], { start_date: dayFrom(10), end_date: dayFrom(20) });
      const english = await admin.post(offers, body);
      expect(english.status).toBe(422);
      expect(english.body).toEqual({ message: 'data incomplete', errors: { 'items.1.product_id': ['this item already has offer'] } });
      const arabic = await adminAr.post(offers, body);
      expect(arabic.body).toEqual({ message: 'البيانات غير مكتملة', errors: { 'items.1.product_id': ['هذا العنصر عليه عرض بالفعل'] } });
      expect(await total()).toBe(before);
    });

    it('is taken when the days do not overlap, or either offer is disabled; enabling or moving the days into overlap is refused', async () => {
      const item = await product();
      const first = await create(offerBody([item], { start_date: dayFrom(1), end_date: dayFrom(10) }));
      const later = await create(offerBody([item], { start_date: dayFrom(11), end_date: dayFrom(20) }));
      const paused = await create(offerBody([item], { start_date: dayFrom(5), end_date: dayFrom(15), is_active: false }));
      expect(paused.status).toBe('disabled');

      const enable = await admin.post(`${offers}/${paused.id}/activate`, {});
      expect(enable.status).toBe(422);
      expect(enable.body.errors).toEqual({ 'items.0.product_id': ['this item already has offer'] });
      expect((await admin.get(`${offers}/${paused.id}`)).body.data.is_active).toBe(false);

      const moved = await admin.patch(`${offers}/${later.id}`, offerBody([item], { start_date: dayFrom(10), end_date: dayFrom(20) }));
      expect(moved.body.errors).toEqual({ 'items.0.product_id': ['this item already has offer'] });
      expect((await admin.get(`${offers}/${later.id}`)).body.data.start_date).toBe(dayFrom(11));

      // The first switched off, the paused one may run on its days.
      expectStatus(await admin.post(`${offers}/${first.id}/deactivate`, {}), 200);
      expect((await admin.post(`${offers}/${paused.id}/activate`, {})).status).toBe(422); // still overlaps `later` (11..15)
      const shortened = await admin.patch(`${offers}/${paused.id}`, offerBody([item], { start_date: dayFrom(5), end_date: dayFrom(10) }));
      expect(shortened.status).toBe(200);
      expect((await admin.post(`${offers}/${paused.id}/activate`, {})).body.data.status).toBe('scheduled');
    });

    it('lets only one of two offers created at once take the item', async () => {
      const item = await product();
      const body = offerBody([item]);
      const answers = await Promise.all([admin.post(offers, body), admin.post(offers, body), admin.post(offers, body)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422, 422]);
      expect(((await admin.get(`${offers}?search=autumn&perPage=100`)).body.data as Offer[]).filter((o) => o.items[0]?.product_id === item)).toHaveLength(1);
    });
  });

  describe('refusals, nothing stored', () => {
    it('item counts, discounts, dates and colour, in both languages', async () => {
      const before = await total();
      const [a, b] = [await product(), await product()];
      const single = await admin.post(offers, offerBody([a, b], { offer_type: 'single', discount_amount: '150' }));
      expect(single.body.errors).toEqual({
        items: ['A single offer needs exactly one item'],
        discount_amount: ['Discount amount must be a percentage from 0 to 100'],
      });
      const bundle = await adminAr.post(offers, offerBody([], { offer_type: 'bundle', discount_amount: '0', end_date: dayFrom(-5) }));
      expect(bundle.body.errors).toEqual({
        items: ['عرض الحزمة يحتاج إلى عنصر واحد على الأقل'],
        discount_amount: ['قيمة الخصم يجب أن تكون أكبر من صفر'],
        end_date: ['يجب أن يكون تاريخ الانتهاء في يوم البدء أو بعده'],
      });
      const other = await admin.post(offers, offerBody([a, a], { background_color: 'red', discount_type: 'half', title: { en: '', ar: 'x' } }));
      expect(other.body.errors).toMatchObject({
        'items.1.product_id': ['This value is repeated'],
        background_color: ['Background colour must be a colour such as #1a2b3c'],
        discount_type: ['Discount type is invalid'],
        'title.en': ['English title is required'],
      });
      const missing = await admin.post(offers, offerBody([999_999]));
      expect(missing.body.errors).toEqual({ 'items.0.product_id': ['The selected Product does not exist'] });
      // A fixed amount may be above 100.
      expect((await admin.post(offers, offerBody([a], { discount_type: 'fixed', discount_amount: '150' }))).status).toBe(201);
      expect(await total()).toBe(before + 1);
    });

    it('a flash sale without both pictures, with a picture over 1 MB or not a picture; no file left behind', async () => {
      const [a, b] = [await product(), await product()];
      const before = [await total(), await mediaFiles()];
      const withoutPopup = await admin.post(offers, await flashSaleForm([a, b], { popup_image: '' }));
      expect(withoutPopup.body.errors).toEqual({ popup_image: ['A flash sale needs a header image and a popup image'] });
      const json = await adminAr.post(offers, offerBody([a], { is_flash_sale: true }));
      expect(json.body.errors).toEqual({
        header_image: ['التخفيض السريع يحتاج إلى صورة رأس وصورة منبثقة'],
        popup_image: ['التخفيض السريع يحتاج إلى صورة رأس وصورة منبثقة'],
      });
      const huge = await admin.post(offers, await flashSaleForm([a, b], { popup_image: [fileOf(await twoMegabyteImage(), 'huge.png', 'image/png'), 'huge.png'] }));
      expect(huge.status).toBe(422);
      expect(huge.body.errors).toEqual({ popup_image: ['Popup image must be smaller than 1 MB'] });
      const fake = await adminAr.post(offers, await flashSaleForm([a, b], { header_image: [fileOf(Buffer.from('GIF89a not really'), 'h.gif', 'image/gif'), 'h.gif'] }));
      expect(fake.body.errors).toEqual({ header_image: ['صورة الرأس: يجب رفع صورة بصيغة JPEG أو PNG أو WebP أو GIF'] });
      // The header was stored before the overlap check refused the offer: it is removed again.
      await create(offerBody([a]));
      const overlapping = await admin.post(offers, await flashSaleForm([b, a]));
      expect(overlapping.body.errors).toEqual({ 'items.1.product_id': ['this item already has offer'] });
      expect([await total(), await mediaFiles()]).toEqual([before[0]! + 1, before[1]]);
    });
  });

  describe('offers on orders', () => {
    let orderOf: (productId: number) => Promise<number>;
    beforeAll(async () => {
      const setup = { ...(await makeCustomer(admin)), paymentMethodId: (await paymentMethodIds(admin)).cash };
      // Until pricing writes the offer on the lines, the test marks the line itself.
      orderOf = async (productId) => (await placeOrder(admin, setup, [{ product_id: productId, quantity: 1 }])).id;
    });
    const carry = (orderId: number, offerId: number) =>
      server.db.updateTable('order_items').set({ offer_id: offerId }).where('order_id', '=', orderId).execute();

    it('flags an offer an order line carries and refuses to delete it, alone or in a batch (nothing deleted)', async () => {
      const [sold, unsold] = [await product(), await product()];
      const used = await create(offerBody([sold]));
      const unused = await create(offerBody([unsold]));
      const order = await orderOf(sold);
      await carry(order, used.id);
      expect((await admin.get(`${offers}/${used.id}`)).body.data.has_orders).toBe(true);
      const one = await admin.delete(`${offers}/${used.id}`);
      expect(one.status).toBe(409);
      expect(one.body.message).toMatch(/^\u2068Autumn deal\u2069 cannot be deleted: it is on orders \(\u2068#\d+\u2069\)\. Disable it instead\.$/);
      const arabic = await adminAr.delete(offers, { offers: [unused.id, used.id] });
      expect(arabic.status).toBe(409);
      expect(arabic.body.message).toMatch(/^لا يمكن حذف \u2068عرض الخريف\u2069: توجد طلبات عليها/);
      expect((await admin.get(`${offers}/${unused.id}`)).status).toBe(200);
      expectStatus(await admin.delete(offers, { offers: [unused.id] }), 200);
      expect((await admin.get(`${offers}/${unused.id}`)).status).toBe(404);
      // The database holds the rule too (SQLite: triggers; PostgreSQL: the constraint).
      await expect(server.db.deleteFrom('offers').where('id', '=', used.id).execute()).rejects.toThrow();
      await expect(carry(order, 999_999)).rejects.toThrow();
    });

    it('switches on and off with a history entry each, idempotently; offers.view may read but not write', async () => {
      const offer = await create(offerBody([await product()]));
      expect((await admin.post(`${offers}/${offer.id}/deactivate`, {})).body.data.status).toBe('disabled');
      expect((await admin.post(`${offers}/${offer.id}/deactivate`, {})).body.data.status).toBe('disabled');
      expect((await admin.post(`${offers}/${offer.id}/activate`, {})).body.data.status).toBe('running');
      expect(await historyActions(admin, 'offers', offer.id)).toEqual(['updated', 'updated', 'created']);
      const viewer = server.api((await userWith(server, 'offers-viewer', ['offers.view'])).token);
      expect((await viewer.get(`${offers}/${offer.id}`)).status).toBe(200);
      expect((await viewer.post(`${offers}/${offer.id}/deactivate`, {})).status).toBe(403);
      expect((await viewer.post(offers, offerBody([await product()]))).status).toBe(403);
    });
  });

  it('runningOffersFor: the enabled offers running at an instant holding any of the products, with all their items', async () => {
    const [a, b, c] = [await product(), await product(), await product()];
    const bundle = await create(offerBody([a, b], { discount_type: 'fixed', discount_amount: '7.25' }));
    await create(offerBody([c], { start_date: dayFrom(3), end_date: dayFrom(9) }));
    expect(await runningOffersFor(server.db, [b, c], new Date())).toEqual([
      { id: bundle.id, title: { en: 'Autumn deal', ar: 'عرض الخريف' }, offer_type: 'bundle', discount_type: 'fixed', discount_amount: 7250, product_ids: [a, b],
        starts_at: bundle.starts_at, ends_at: bundle.ends_at },
    ]);
    const inFiveDays = new Date(Date.now() + 5 * 86_400_000);
    expect((await runningOffersFor(server.db, [c], inFiveDays)).map((offer) => offer.discount_amount)).toEqual([1000]);
    expect(await runningOffersFor(server.db, [], new Date())).toEqual([]);
  });
});
