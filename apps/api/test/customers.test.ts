import { isolate } from '@matjar/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { startAsAdmin, userWith } from './accounts.js';
import { createdAt } from './answers.js';
import { type Api, type TestServer, describeEachDatabase } from './harness.js';

const customers = '/api/dashboard/customers';
const addressesOf = (customerId: number) => `/api/dashboard/customer-addresses/${customerId}`;

interface Customer {
  id: number;
  code: string;
  name: string;
  phone: string;
  status: string;
  [key: string]: unknown;
}

interface Chain {
  country_id: number;
  governorate_id: number;
  city_id: number;
}

describeEachDatabase('customers', (suite) => {
  let server: TestServer, admin: Api, adminAr: Api;
  /** Nasr City, Cairo, Egypt; Jeddah, Makkah, Saudi Arabia (from the seed). */
  let cairo: Chain;
  let jeddah: Chain;
  beforeAll(async () => {
    ({ server, admin, adminAr } = await startAsAdmin(suite));
    const chainOf = async (city: string) =>
      server.db
        .selectFrom('cities')
        .innerJoin('governorates', 'governorates.id', 'cities.governorate_id')
        .select(['cities.id as city_id', 'governorates.id as governorate_id', 'governorates.country_id'])
        .where('cities.name_en', '=', city)
        .executeTakeFirstOrThrow()
        .then((r) => ({ country_id: Number(r.country_id), governorate_id: Number(r.governorate_id), city_id: Number(r.city_id) }));
    cairo = await chainOf('Nasr City');
    jeddah = await chainOf('Jeddah');
  });

  let serial = 0;
  /** A new customer with a unique valid Egyptian mobile number. */
  async function create(extra: Record<string, unknown> = {}): Promise<Customer> {
    serial += 1;
    return createdAt(admin, customers, { name: `Customer ${serial}`, phone: `0100${String(7_000_000 + serial)}`, ...extra });
  }
  const address = (chain: Chain, extra: Record<string, unknown> = {}) => ({
    title: 'Home', receiver_name: 'Mona Hassan', mobile: '01112345670', ...chain, line1: '12 Tahrir St.', location: { lat: 30.05, lng: 31.33 }, ...extra,
  });
  const historyOf = async (model: string, id: number) =>
    (await admin.get(`/api/dashboard/history?model=${model}&model_id=${id}`)).body.data as { action: string; before: any; after: any }[];

  describe('the seed', () => {
    it('holds about thirty customers with codes, valid phones, addresses and carts', async () => {
      const answer = await admin.get(`${customers}?perPage=100`);
      expect(answer.body.meta.total).toBe(30);
      for (const customer of answer.body.data as Customer[]) {
        expect(customer.code).toBe(`C-${String(customer.id).padStart(6, '0')}`);
        expect(customer.phone).toMatch(/^\+(20|966|971|974|218)\d{7,10}$/);
        expect(customer.addresses_count).toBeGreaterThanOrEqual(1);
      }
      const report = await admin.get('/api/dashboard/reports/cart-items');
      expect(report.body.meta.total).toBeGreaterThan(0);
    });
  });

  describe('customers', () => {
    it('creates with the phone stored in E.164 and a code; reads the customer page', async () => {
      const answer = await admin.post(customers, { name: '  Salma Adel ', phone: '٠١٠٩٨٧٦٥٤٣٢', additional_phone: '+971 50 765 4321', email: 'Salma@Example.com' });
      expect(answer.status).toBe(201);
      const customer = answer.body.data;
      expect(customer).toEqual({
        id: expect.any(Number), code: `C-${String(customer.id).padStart(6, '0')}`, name: 'Salma Adel', phone: '+201098765432',
        additional_phone: '+971507654321', email: 'salma@example.com', status: 'active', addresses_count: 0,
        created_at: expect.any(String), updated_at: expect.any(String),
      });
      const page = await admin.get(`${customers}/${customer.id}`);
      expect(page.body.data).toEqual({ ...customer, addresses: [], cart: { items_count: 0, quantity: 0, total: '0.00', updated_at: null } });
    });

    it('validates phones of the store countries, in both languages', async () => {
      const invalid = ['12345', '+12025550123', '0100123', 'phone'];
      for (const phone of invalid) {
        const answer = await admin.post(customers, { name: 'X', phone });
        expect(answer.status, phone).toBe(422);
        expect(answer.body.errors, phone).toEqual({ phone: ['The phone number is invalid.'] });
      }
      const arabic = await adminAr.post(customers, { name: 'س', phone: '+9665', additional_phone: '123' });
      expect(arabic.body.errors).toEqual({ phone: ['رقم الهاتف غير صالح.'], additional_phone: ['رقم الهاتف غير صالح.'] });
      expect((await admin.post(customers, { name: '' })).body.errors).toEqual({ name: ['Name is required'], phone: ['Phone is required'] });
      for (const phone of ['+966 50 123 4500', '+97155 123 4500', '+974 3312 4500', '+218 91 234 4500', '00201001234500']) {
        expect((await admin.post(customers, { name: 'Valid', phone })).status, phone).toBe(201);
      }
      const taken = await admin.post(customers, { name: 'Twin', phone: '+201001234500' });
      expect(taken.body.errors).toEqual({ phone: ['This Phone is already taken.'] });
    });

    it('searches by name, phone as typed, or code; filters by status; sorts', async () => {
      const a = await create({ name: 'محمود الفخراني' });
      const b = await create({ name: 'Mahmoud Fakhrany', status: 'inactive' });
      const ids = async (query: string) => ((await admin.get(`${customers}?${query}`)).body.data as Customer[]).map((c) => c.id);
      expect(await ids(`search=${encodeURIComponent('الفخرانى')}`)).toEqual([a.id]);
      expect(await ids('search=fakhrany')).toEqual([b.id]);
      expect(await ids(`search=${a.phone.replace('+20', '0')}`)).toEqual([a.id]);
      expect(await ids(`search=${encodeURIComponent(b.phone)}`)).toEqual([b.id]);
      expect(await ids(`search=${a.code}`)).toEqual([a.id]);
      expect(await ids(`search=${a.code.toLowerCase()}&status=active`)).toEqual([a.id]);
      expect(await ids(`search=${a.code}&status=inactive`)).toEqual([]);
      const inactive = (await admin.get(`${customers}?status=inactive&perPage=100`)).body.data as Customer[];
      expect(inactive.every((c) => c.status === 'inactive')).toBe(true);
      expect(inactive.map((c) => c.id)).toContain(b.id);
      expect((await admin.get(`${customers}?status=gone`)).status).toBe(422);
      const byCode = (await admin.get(`${customers}?sort=code&perPage=3`)).body.data as Customer[];
      expect(byCode.map((c) => c.code)).toEqual([...byCode.map((c) => c.code)].sort());
    });

    it('keeps the name search in step with renames and deletes, for any term', async () => {
      const customer = await create({ name: 'Zubaida Qandeel' });
      const ids = async (term: string) =>
        ((await admin.get(`${customers}?search=${encodeURIComponent(term)}`)).body.data as Customer[]).map((c) => c.id);
      expect(await ids('baida qan')).toEqual([customer.id]);
      await admin.patch(`${customers}/${customer.id}`, { name: 'زبيدة قنديل' });
      expect(await ids('Qandeel')).toEqual([]);
      expect(await ids('زبيده')).toEqual([customer.id]);
      // Under three characters no trigram index serves the term; it is still found.
      const [short, shortAr] = [await ids('zu'), await ids('زب')];
      expect(short).not.toContain(customer.id);
      expect(shortAr).toContain(customer.id);
      // Words of the index's query language are looked for as text.
      for (const term of ['"', 'زبيدة" OR "a', 'NEAR(a b)', 'qan*', '^زب']) {
        const answer = await admin.get(`${customers}?search=${encodeURIComponent(term)}`);
        expect(answer.status, term).toBe(200);
        expect(answer.body.data, term).toEqual([]);
      }
      expect((await admin.delete(customers, { customers: [customer.id] })).status).toBe(200);
      expect(await ids('زبيدة')).toEqual([]);
    });

    it('updates only what is sent, and activates / deactivates with history', async () => {
      const customer = await create();
      const patched = await admin.patch(`${customers}/${customer.id}`, { name: 'Renamed', email: '' });
      expect(patched.body.data).toMatchObject({ name: 'Renamed', phone: customer.phone, email: null, status: 'active' });
      const off = await admin.post(`${customers}/${customer.id}/deactivate`);
      expect(off.body.data.status).toBe('inactive');
      expect((await admin.post(`${customers}/${customer.id}/deactivate`)).body.data.status).toBe('inactive');
      expect((await admin.post(`${customers}/${customer.id}/activate`)).body.data.status).toBe('active');
      const form = new FormData();
      form.append('_method', 'PATCH');
      form.append('status', 'inactive');
      expect((await admin.post(`${customers}/${customer.id}`, form)).body.data.status).toBe('inactive');
      const history = await historyOf('customers', customer.id);
      expect(history.map((e) => e.action)).toEqual(['updated', 'updated', 'updated', 'updated', 'created']);
      expect(history[2]).toMatchObject({ before: { status: 'active' }, after: { status: 'inactive' } });
    });

    it('deletes a customer with their addresses and cart, in one batch, all or nothing', async () => {
      const [a, b] = [await create(), await create()];
      const saved = await admin.post(addressesOf(a.id), address(cairo));
      expect(saved.status).toBe(201);
      const [product] = await server.db.selectFrom('products').select(['id', 'selling_price']).limit(1).execute();
      const now = new Date().toISOString();
      const cart = await server.db.insertInto('carts').values({ customer_id: a.id, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
      await server.db.insertInto('cart_items').values({ cart_id: Number(cart.id), product_id: Number(product?.id), quantity: 2, unit_price: 10_000, created_at: now, updated_at: now }).execute();

      expect((await admin.delete(customers, { customers: [a.id, 99_999_999] })).status).toBe(404);
      expect((await admin.get(`${customers}/${a.id}`)).body.data.cart.items_count).toBe(1);
      expect((await admin.delete(customers, { customers: [a.id, b.id] })).status).toBe(200);
      expect((await admin.get(`${customers}/${a.id}`)).status).toBe(404);
      expect(await server.db.selectFrom('customer_addresses').select('id').where('customer_id', '=', a.id).execute()).toEqual([]);
      expect(await server.db.selectFrom('carts').select('id').where('customer_id', '=', a.id).execute()).toEqual([]);
      expect((await historyOf('customer_addresses', saved.body.data.id)).map((e) => e.action)).toEqual(['deleted', 'created']);
      expect((await historyOf('customers', a.id))[0]).toMatchObject({ action: 'deleted', before: { id: a.id, code: a.code } });
    });
  });

  describe('addresses', () => {
    it('adds with POST, edits with POST carrying the id, lists with GET, and shows them on the customer page', async () => {
      const customer = await create();
      const added = await admin.post(addressesOf(customer.id), address(cairo, { extra_phone: '', zip_code: '11371' }));
      expect(added.status).toBe(201);
      expect(added.body.data).toEqual({
        id: expect.any(Number), customer_id: customer.id, title: 'Home', receiver_name: 'Mona Hassan', mobile: '+201112345670',
        extra_phone: null, country: { id: cairo.country_id, name: { en: 'Egypt', ar: 'مصر' } },
        governorate: { id: cairo.governorate_id, name: { en: 'Cairo', ar: 'القاهرة' } },
        city: { id: cairo.city_id, name: { en: 'Nasr City', ar: 'مدينة نصر' } }, zip_code: '11371', line1: '12 Tahrir St.',
        location: { lat: 30.05, lng: 31.33 }, shipment_fees: '50.00', created_at: expect.any(String), updated_at: expect.any(String),
      });
      const edited = await admin.post(addressesOf(customer.id), address(jeddah, { id: added.body.data.id, title: 'Work', mobile: '+966501234500', location: { lat: '21.5', lng: '39.2' } }));
      expect(edited.status).toBe(200);
      expect(edited.body.data).toMatchObject({ id: added.body.data.id, title: 'Work', city: { name: { en: 'Jeddah' } }, location: { lat: 21.5, lng: 39.2 }, shipment_fees: '150.00' });
      const second = await admin.post(addressesOf(customer.id), address(cairo, { title: 'Family' }));
      const listed = await admin.get(addressesOf(customer.id));
      expect(listed.body.data.map((a: { title: string }) => a.title)).toEqual(['Work', 'Family']);
      const page = (await admin.get(`${customers}/${customer.id}`)).body.data;
      expect(page.addresses).toEqual(listed.body.data);
      expect(page.addresses_count).toBe(2);

      expect((await admin.delete(`${addressesOf(customer.id)}/${second.body.data.id}`)).status).toBe(200);
      expect((await admin.get(addressesOf(customer.id))).body.data).toHaveLength(1);
      expect((await historyOf('customer_addresses', added.body.data.id)).map((e) => e.action)).toEqual(['updated', 'created']);
      expect((await historyOf('customer_addresses', second.body.data.id)).map((e) => e.action)).toEqual(['deleted', 'created']);
    });

    it('refuses an address without a map marker, or with wrong map data, with the spec messages in both languages', async () => {
      const customer = await create();
      const { location: _, ...noMarker } = address(cairo);
      const english = await admin.post(addressesOf(customer.id), noMarker);
      expect(english.status).toBe(422);
      expect(english.body.errors).toEqual({ location: ['Please put a mark on the map'] });
      const arabic = await adminAr.post(addressesOf(customer.id), { ...noMarker, location: { lat: '', lng: '' } });
      expect(arabic.body.errors).toEqual({ location: ['من فضلك ضع علامة على الخريطة'] });
      const outOfRange = await admin.post(addressesOf(customer.id), address(cairo, { location: { lat: 95, lng: 31 } }));
      expect(outOfRange.body.errors).toEqual({ 'location.lat': ['The map data is incorrect'] });
      const garbled = await adminAr.post(addressesOf(customer.id), address(cairo, { location: 'Cairo' }));
      expect(garbled.body.errors).toEqual({ location: ['بيانات الخريطة غير صحيحة'] });
      expect((await admin.get(addressesOf(customer.id))).body.data).toEqual([]);
    });

    it('requires the fields of spec §5 and a chain country → governorate → city', async () => {
      const customer = await create();
      const empty = await admin.post(addressesOf(customer.id), { location: { lat: 1, lng: 1 } });
      expect(empty.body.errors).toEqual({
        title: ['Title is required'], receiver_name: ['Receiver name is required'], mobile: ['Mobile is required'],
        country_id: ['Country is required'], governorate_id: ['Governorate is required'], city_id: ['City is required'], line1: ['Address is required'],
      });
      // Cleared selects send null: "required", worded for the feminine الدولة، المحافظة، المدينة.
      const cleared = await adminAr.post(addressesOf(customer.id), address(cairo, { country_id: null, governorate_id: null, city_id: null }));
      expect(cleared.body.errors).toEqual({ country_id: ['الدولة مطلوبة'], governorate_id: ['المحافظة مطلوبة'], city_id: ['المدينة مطلوبة'] });
      expect((await admin.post(addressesOf(customer.id), address(cairo, { mobile: '0123' }))).body.errors).toEqual({ mobile: ['The phone number is invalid.'] });
      const cityElsewhere = await admin.post(addressesOf(customer.id), address({ ...cairo, city_id: jeddah.city_id }));
      expect(cityElsewhere.status).toBe(422);
      expect(cityElsewhere.body.errors).toEqual({ city_id: ['The selected city is not in the selected governorate'] });
      const governorateElsewhere = await adminAr.post(addressesOf(customer.id), address({ ...jeddah, country_id: cairo.country_id }));
      expect(governorateElsewhere.body.errors).toEqual({ governorate_id: ['المحافظة المختارة ليست في الدولة المختارة'] });
      const missing = await admin.post(addressesOf(customer.id), address({ ...cairo, country_id: 99_999_999 }));
      expect(missing.body.errors).toEqual({ country_id: ['The selected Country does not exist'] });
    });

    it("answers 404 for another customer's address or an unknown customer", async () => {
      const [owner, other] = [await create(), await create()];
      const saved = (await admin.post(addressesOf(owner.id), address(cairo))).body.data;
      expect((await admin.post(addressesOf(other.id), address(cairo, { id: saved.id, title: 'Stolen' }))).status).toBe(404);
      expect((await admin.delete(`${addressesOf(other.id)}/${saved.id}`)).status).toBe(404);
      expect((await admin.get(addressesOf(99_999_999))).status).toBe(404);
      expect((await admin.get(addressesOf(owner.id))).body.data[0].title).toBe('Home');
    });

    it('keeps a city used by an address from being deleted (409 naming the customer)', async () => {
      const customer = await create({ name: 'Hala Nabil' });
      const governorate = (await admin.post(`/api/dashboard/countries/${cairo.country_id}/governorates`, { name: { en: 'Test gov', ar: 'محافظة اختبار' }, shipment_fees: '10' })).body.data;
      const cityPath = `/api/dashboard/countries/${cairo.country_id}/governorates/${governorate.id}/cities`;
      const city = (await admin.post(cityPath, { name: { en: 'Test town', ar: 'بلدة اختبار' } })).body.data;
      await admin.post(addressesOf(customer.id), address({ country_id: cairo.country_id, governorate_id: governorate.id, city_id: city.id }));
      const refused = await admin.delete(cityPath, { cities: [city.id] });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(`${isolate('Test town')} cannot be deleted: used by customer addresses (${isolate(`Hala Nabil (${customer.code})`)}).`);
    });
  });

  describe('carts', () => {
    it("shows a customer's cart and feeds the cart-items report", async () => {
      const [first, second] = [await create(), await create()];
      const products = await server.db.selectFrom('products').select(['id', 'name_en', 'sku']).where('variants_count', '=', 0).orderBy('id').limit(2).execute();
      const [p1, p2] = products.map((p) => ({ ...p, id: Number(p.id) }));
      if (!p1 || !p2) throw new Error('the seed has products');
      const at = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
      const [firstActivity, secondActivity] = [at(30), at(10)];
      for (const [customer, lines, when] of [[first, [[p1.id, 2, 12_500], [p2.id, 1, 99_990]], firstActivity], [second, [[p1.id, 3, 12_000]], secondActivity]] as const) {
        const cart = await server.db.insertInto('carts').values({ customer_id: customer.id, created_at: when, updated_at: when }).returning('id').executeTakeFirstOrThrow();
        for (const [productId, quantity, price] of lines) {
          await server.db.insertInto('cart_items').values({ cart_id: Number(cart.id), product_id: productId, quantity, unit_price: price, created_at: when, updated_at: when }).execute();
        }
      }
      const cart = await admin.get(`${customers}/${first.id}/cart`);
      expect(cart.status).toBe(200);
      const line = { id: expect.any(Number), added_at: firstActivity, updated_at: firstActivity };
      expect(cart.body.data).toEqual({
        customer_id: first.id, items_count: 2, quantity: 3, total: '124.99', updated_at: firstActivity,
        items: [
          { ...line, product: { id: p1.id, name: expect.objectContaining({ en: p1.name_en }), sku: p1.sku, image: expect.toSatisfy((v) => v === null || typeof v === 'string') }, quantity: 2, unit_price: '12.50', line_total: '25.00' },
          { ...line, product: expect.objectContaining({ id: p2.id, sku: p2.sku }), quantity: 1, unit_price: '99.99', line_total: '99.99' },
        ],
      });
      expect((await admin.get(`${customers}/${first.id}`)).body.data.cart).toMatchObject({ items_count: 2, quantity: 3, total: '124.99' });
      const empty = await create();
      expect((await admin.get(`${customers}/${empty.id}/cart`)).body.data).toEqual({ customer_id: empty.id, items_count: 0, quantity: 0, total: '0.00', updated_at: null, items: [] });
      expect((await admin.get(`${customers}/99999999/cart`)).status).toBe(404);

      const report = await admin.get(`/api/dashboard/reports/cart-items?search=${encodeURIComponent(p1.sku)}`);
      const row = (report.body.data as { product: { id: number }; carts_count: number; quantity: number; value: string }[]).find((r) => r.product.id === p1.id);
      const seeded = await server.db
        .selectFrom('cart_items')
        .select((eb) => [eb.fn.count<number>('cart_id').as('carts'), eb.fn.sum<number>('quantity').as('quantity')])
        .where('product_id', '=', p1.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ carts_count: Number(seeded.carts), quantity: Number(seeded.quantity) });
      const top = (await admin.get('/api/dashboard/reports/cart-items?perPage=100')).body.data as { carts_count: number }[];
      expect(top.map((r) => r.carts_count)).toEqual([...top.map((r) => r.carts_count)].sort((a, b) => b - a));
      const byQuantity = (await admin.get('/api/dashboard/reports/cart-items?sort=-quantity&perPage=2')).body;
      expect(byQuantity.meta.next_cursor === null || typeof byQuantity.meta.next_cursor === 'string').toBe(true);
    });
  });

  it('answers 403 without customers.*; readers cannot write', async () => {
    const outsider = await userWith(server, 'nocustomers', ['countries.*', 'currencies.*']);
    const reader = await userWith(server, 'customerreader', ['customers.view']);
    const customer = await create();
    const guarded: [string, string, unknown?][] = [
      ['GET', customers], ['GET', `${customers}/${customer.id}`], ['POST', customers, { name: 'x', phone: '01001234599' }],
      ['POST', `${customers}/${customer.id}/deactivate`], ['GET', addressesOf(customer.id)], ['POST', addressesOf(customer.id), address(cairo)],
      ['GET', `${customers}/${customer.id}/cart`], ['GET', '/api/dashboard/reports/cart-items'],
    ];
    for (const [method, path, body] of guarded) {
      expect((await server.request(method, path, { token: outsider.token, body })).status, `${method} ${path}`).toBe(403);
    }
    const asReader = server.api(reader.token);
    expect((await asReader.get(`${customers}/${customer.id}`)).status).toBe(200);
    expect((await asReader.get(addressesOf(customer.id))).status).toBe(200);
    expect((await asReader.get('/api/dashboard/reports/cart-items')).status).toBe(200);
    expect((await asReader.post(addressesOf(customer.id), address(cairo))).status).toBe(403);
    expect((await asReader.post(`${customers}/${customer.id}/activate`)).status).toBe(403);
    expect((await asReader.delete(`${customers}/${customer.id}`)).status).toBe(403);
  });
});
