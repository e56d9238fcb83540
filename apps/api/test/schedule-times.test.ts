import { beforeAll, describe, expect, it } from 'vitest';
import { startAsAdmin } from './accounts.js';
import { expectStatus } from './answers.js';
import { fileOf, formOf, pngImage } from './catalogue-fixtures.js';
import { useTestClock } from './clock.js';
import { type Api, describeEachDatabase } from './harness.js';
import { type Refs, catalogueRefs, makeCustomer, makeProduct, paymentMethodIds } from './order-fixtures.js';

/**
 * Offers, coupons and ads by the hour (issue 35): a day or a time at each end, read in the
 * store's zone (Asia/Riyadh here: UTC+3 all year), answered as sent with the instants beside.
 */
const offers = '/api/dashboard/offers';
const coupons = '/api/dashboard/coupons';
const ads = '/api/dashboard/ads';
const HOUR = 3_600_000;

/** The store's wall-clock reading (`YYYY-MM-DDTHH:MM`) of an instant, Riyadh being UTC+3. */
const riyadhTime = (ms: number) => new Date(ms + 3 * HOUR).toISOString().slice(0, 16);

const offerBody = (productId: number, start_date: string, end_date: string) => ({
  title: { en: 'Evening deal', ar: 'عرض المساء' },
  description: { en: 'Tonight only', ar: 'الليلة فقط' },
  start_date, end_date,
  discount_type: 'percentage', discount_amount: '10', offer_type: 'single',
  items: [{ product_id: productId }], background_color: '#5f3dc4',
});

let serial = 0;
const couponBody = (start_date: string, end_date: string) => ({
  name: { en: 'Night owl', ar: 'سهرة' }, code: `NIGHT-${++serial}`, discount_type: 'percentage', rate: '10', start_date, end_date,
});

const image = async (width: number, height: number, name: string) => [fileOf(await pngImage(width, height), name, 'image/png'), name] as [Blob, string];

const adForm = async (start_date: string, end_date: string) =>
  formOf({
    'title[en]': 'Late show', 'title[ar]': 'عرض متأخر', url: '/offers', page: 'home', position: 'bottom', start_date, end_date,
    image: await image(248, 30, 'ad.png'),
  });

/** A three-hour flash sale on one product as the form sends it (multipart, with both pictures). */
const flashSaleForm = async (productId: number, start_date: string, end_date: string) =>
  formOf({
    'title[en]': 'Flash night', 'title[ar]': 'ليلة التخفيضات', 'description[en]': 'Three hours', 'description[ar]': 'ثلاث ساعات',
    start_date, end_date, discount_type: 'percentage', discount_amount: '25', offer_type: 'single', 'items[0][product_id]': String(productId),
    is_flash_sale: 'true', background_color: '#c2255c', header_image: await image(182, 58, 'header.png'), popup_image: await image(41, 76, 'popup.png'),
  });

describeEachDatabase('offers, coupons and ads by the hour', (suite) => {
  let admin: Api, adminAr: Api, refs: Refs;
  beforeAll(async () => {
    // The test clock moves hours ahead: the session's access token must outlive it.
    ({ admin, adminAr } = await startAsAdmin(suite, { STORE_TIME_ZONE: 'Asia/Riyadh', ACCESS_TOKEN_TTL: '86400' }));
    refs = await catalogueRefs(admin);
  });
  const product = () => makeProduct(admin, refs, { quantity: 100, selling_price: '200.00', tax_percent: '0' });

  it('offers, coupons and ads take a store time or an instant, answer them as sent with their instants; a day is still the whole day', async () => {
    const p = await product();
    const offer = expectStatus(await admin.post(offers, offerBody(p, '2030-12-01T20:00', '2030-12-01T23:30')), 201).body.data;
    expect(offer).toMatchObject({
      start_date: '2030-12-01T20:00', end_date: '2030-12-01T23:30', starts_at: '2030-12-01T17:00:00.000Z', ends_at: '2030-12-01T20:30:00.000Z', status: 'scheduled',
    });
    expect((await admin.get(`${offers}/${offer.id}`)).body.data).toMatchObject({ start_date: '2030-12-01T20:00', starts_at: '2030-12-01T17:00:00.000Z' });
    const days = expectStatus(await admin.post(offers, offerBody(await product(), '2030-12-01', '2030-12-01')), 201).body.data;
    expect(days).toMatchObject({ start_date: '2030-12-01', end_date: '2030-12-01', starts_at: '2030-11-30T21:00:00.000Z', ends_at: '2030-12-01T21:00:00.000Z' });

    const coupon = expectStatus(await admin.post(coupons, couponBody('2030-12-01T18:00:00Z', '2030-12-02')), 201).body.data;
    expect(coupon).toMatchObject({ start_date: '2030-12-01T18:00:00Z', end_date: '2030-12-02', starts_at: '2030-12-01T18:00:00.000Z', ends_at: '2030-12-02T21:00:00.000Z' });

    const ad = expectStatus(await admin.post(ads, await adForm('2030-12-01T20:00+02:00', '2030-12-01T23:00')), 201).body.data;
    expect(ad).toMatchObject({ start_date: '2030-12-01T20:00+02:00', starts_at: '2030-12-01T18:00:00.000Z', ends_at: '2030-12-01T20:00:00.000Z', status: 'scheduled' });
  });

  it('refuses what is not a day or a time, and an end not after the start, with the field’s message in both languages', async () => {
    const p = await product();
    const malformed = await admin.post(offers, offerBody(p, '2030-12-01 20:00', '2030-12-01T25:00'));
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors).toMatchObject({
      start_date: ['Start date must be a date such as 2026-01-31, or a date and time such as 2026-01-31T20:00'],
      end_date: ['End date must be a date such as 2026-01-31, or a date and time such as 2026-01-31T20:00'],
    });
    const arabic = await adminAr.post(offers, offerBody(p, '2030-12-01 20:00', '2030-12-01'));
    expect(arabic.body.errors.start_date).toEqual(['يجب أن يكون تاريخ البدء تاريخاً مثل 2026-01-31، أو تاريخاً ووقتاً مثل 2026-01-31T20:00']);

    // The same time twice, a time before a later start day, and (read in the store's zone) an instant before a store time.
    for (const [start, end] of [['2030-12-01T20:00', '2030-12-01T20:00'], ['2030-12-02', '2030-12-01T23:00'], ['2030-12-01T20:00', '2030-12-01T16:30:00Z']]) {
      const answer = await admin.post(offers, offerBody(p, start!, end!));
      expect(answer.status, `${start} → ${end}`).toBe(422);
      expect(answer.body.errors, `${start} → ${end}`).toEqual({ end_date: ['The end must be after the start'] });
    }
    expect((await adminAr.post(coupons, couponBody('2030-12-01T20:00', '2030-12-01T16:30:00Z'))).body.errors).toEqual({ end_date: ['يجب أن يكون الانتهاء بعد البدء'] });
    expect((await admin.post(ads, await adForm('2030-12-01T20:00+03:00', '2030-12-01T19:00'))).body.errors).toEqual({ end_date: ['The end must be after the start'] });
    // Two days: the same day is a whole day, an earlier one is refused as before.
    expect((await admin.post(coupons, couponBody('2030-12-02', '2030-12-01'))).body.errors).toEqual({ end_date: ['The end date must be on or after the start date'] });
  });

  it('sees overlap by the exact times: 14-16 and 20-23 on one day share nothing, 15-21 or the whole day takes the item', async () => {
    const p = await product();
    const afternoon = expectStatus(await admin.post(offers, offerBody(p, '2030-12-05T14:00', '2030-12-05T16:00')), 201).body.data;
    expectStatus(await admin.post(offers, offerBody(p, '2030-12-05T20:00', '2030-12-05T23:00')), 201);
    // Ending when the next starts is no overlap.
    expectStatus(await admin.post(offers, offerBody(p, '2030-12-05T16:00', '2030-12-05T20:00')), 201);
    for (const [start, end] of [['2030-12-05T15:00', '2030-12-05T21:00'], ['2030-12-05', '2030-12-05'], ['2030-12-05T13:00:00Z', '2030-12-05T13:30:00Z']]) {
      const taken = await admin.post(offers, offerBody(p, start!, end!));
      expect(taken.status, `${start} → ${end}`).toBe(422);
      expect(taken.body.errors).toEqual({ 'items.0.product_id': ['this item already has offer'] });
    }
    // Moving the afternoon sale to the evening's hours is refused too.
    const moved = await admin.patch(`${offers}/${afternoon.id}`, offerBody(p, '2030-12-05T22:00', '2030-12-05T23:30'));
    expect(moved.body.errors).toEqual({ 'items.0.product_id': ['this item already has offer'] });
  });

  describe('a three-hour flash sale', () => {
    const clock = useTestClock();

    it('is scheduled before, running inside and expired after, and prices its product only inside', async () => {
      const p = await product();
      const customer = await makeCustomer(admin);
      const methods = await paymentMethodIds(admin);
      const quote = async () =>
        expectStatus(await admin.post('/api/dashboard/orders/quote', {
          customer_id: customer.customerId, address_id: customer.addressId, payment_method_id: methods.cash, items: [{ product_id: p, quantity: 1 }],
        }), 200).body.data.items[0];
      const state = async (id: number) => (await admin.get(`${offers}/${id}`)).body.data.status;
      const listed = async (status: string) => ((await admin.get(`${offers}?status=${status}&perPage=100`)).body.data as { id: number }[]).map((o) => o.id);

      // From the second whole hour from now, for three hours, in the store's wall-clock time.
      const start = Math.ceil(Date.now() / HOUR) * HOUR + HOUR;
      const sale = expectStatus(await admin.post(offers, await flashSaleForm(p, riyadhTime(start), riyadhTime(start + 3 * HOUR))), 201).body.data;
      expect(sale).toMatchObject({ is_flash_sale: true, starts_at: new Date(start).toISOString(), ends_at: new Date(start + 3 * HOUR).toISOString() });

      expect(await state(sale.id)).toBe('scheduled');
      expect(await listed('scheduled')).toContain(sale.id);
      expect(await quote()).toMatchObject({ offer: null, offer_discount: '0.00' });

      clock.advance((start - Date.now()) / 1000);
      expect(await state(sale.id)).toBe('running');
      expect(await listed('running')).toContain(sale.id);
      expect(await quote()).toMatchObject({ offer: { id: sale.id }, offer_discount: '50.00' });

      clock.advance(3 * 3600 - 1);
      expect(await quote()).toMatchObject({ offer: { id: sale.id }, offer_discount: '50.00' });
      clock.advance(1);
      expect(await state(sale.id)).toBe('expired');
      expect(await listed('expired')).toContain(sale.id);
      expect(await listed('running')).not.toContain(sale.id);
      expect(await quote()).toMatchObject({ offer: null, offer_discount: '0.00' });
    });
  });
});
