import { isolate } from '@matjar/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { startAsAdmin, userWith } from './accounts.js';
import { createdAt } from './answers.js';
import { type Api, type TestServer, describeEachDatabase } from './harness.js';

const countries = '/api/dashboard/countries';
const governoratesOf = (countryId: number) => `${countries}/${countryId}/governorates`;
const citiesOf = (countryId: number, governorateId: number) => `${governoratesOf(countryId)}/${governorateId}/cities`;

interface Named {
  id: number;
  name: { en: string; ar: string };
  [key: string]: unknown;
}

describeEachDatabase('places', (suite) => {
  let server: TestServer, admin: Api, adminAr: Api, adminId: number;
  beforeAll(async () => {
    ({ server, admin, adminAr, adminId } = await startAsAdmin(suite));
  });

  let serial = 0;
  const next = () => (serial += 1);
  const codes = ['FR', 'DE', 'IT', 'ES', 'PT', 'GR', 'NL', 'BE', 'AT', 'CH', 'SE', 'NO', 'DK', 'FI', 'PL', 'IE', 'TR', 'JO', 'LB', 'MA', 'TN', 'DZ'];
  /** A new place at `path`, named `{en} {n}` / `{ar} {n}` with a number of its own. */
  const place = (path: string, [en, ar]: [string, string], extra: Record<string, unknown>): Promise<Named> => {
    const n = next();
    return createdAt(admin, path, { name: { en: `${en} ${n}`, ar: `${ar} ${n}` }, ...extra });
  };
  const country = () => place(countries, ['Country', 'دولة'], { code: codes.shift() });
  const governorate = (countryId: number, fees = '40.00') => place(governoratesOf(countryId), ['Governorate', 'محافظة'], { shipment_fees: fees });
  const city = (countryId: number, governorateId: number, fees?: string | null) =>
    place(citiesOf(countryId, governorateId), ['City', 'مدينة'], { shipment_fees: fees });
  const status = async (path: string) => (await admin.get(path)).status;
  const historyOf = async (model: string, id: number) =>
    (await admin.get(`/api/dashboard/history?model=${model}&model_id=${id}`)).body.data as { action: string; before: unknown; after: unknown; user: { id: number } }[];

  describe('the seed', () => {
    it('holds Egypt, Saudi Arabia, UAE, Qatar and Libya with their governorates', async () => {
      const answer = await admin.get(`${countries}?perPage=10000&sort=code`);
      expect(answer.status).toBe(200);
      expect(answer.body.data.map((c: { code: string }) => c.code)).toEqual(['AE', 'EG', 'LY', 'QA', 'SA']);
      const egypt = answer.body.data.find((c: { code: string }) => c.code === 'EG');
      expect(egypt).toMatchObject({ name: { en: 'Egypt', ar: 'مصر' }, governorates_count: 27 });
      const governorates = await admin.get(`${governoratesOf(egypt.id)}?perPage=10000&sort=name`);
      expect(governorates.body.meta.total).toBe(27);
      expect(governorates.body.data[0]).toMatchObject({ name: { en: 'Alexandria' }, shipment_fees: '60.00', cities_count: 2, country_id: egypt.id });
    });

    it('searches countries by either name or code, folding Arabic', async () => {
      const byAr = await admin.get(`${countries}?search=${encodeURIComponent('السعوديه')}`);
      expect(byAr.body.data.map((c: { code: string }) => c.code)).toEqual(['SA']);
      expect((await admin.get(`${countries}?search=ly`)).body.data.map((c: { code: string }) => c.code)).toEqual(['LY']);
    });
  });

  describe('countries', () => {
    it('creates with the code upper-cased, updates with PATCH and POST _method=PATCH, reads one', async () => {
      const created = await admin.post(countries, { name: { en: ' Oman ', ar: 'عُمان' }, code: 'om' });
      expect(created.status).toBe(201);
      expect(created.body.data).toEqual({
        id: expect.any(Number), name: { en: 'Oman', ar: 'عُمان' }, code: 'OM', governorates_count: 0,
        created_at: expect.any(String), updated_at: expect.any(String),
      });
      const id = created.body.data.id;
      expect((await admin.patch(`${countries}/${id}`, { name: { en: 'Sultanate of Oman', ar: 'سلطنة عمان' }, code: 'OM' })).body.data.name.en).toBe('Sultanate of Oman');
      const form = new FormData();
      form.append('_method', 'PATCH');
      form.append('name[en]', 'Oman');
      form.append('name[ar]', 'عمان');
      form.append('code', 'om');
      expect((await admin.post(`${countries}/${id}`, form)).body.data).toMatchObject({ name: { en: 'Oman', ar: 'عمان' }, code: 'OM' });
      expect((await admin.get(`${countries}/${id}`)).body.data.name.ar).toBe('عمان');
    });

    it('refuses a code taken or not ISO 3166, in both languages', async () => {
      const taken = await admin.post(countries, { name: { en: 'Egypt again', ar: 'مصر' }, code: 'eg' });
      expect(taken.status).toBe(422);
      expect(taken.body.errors).toEqual({ code: ['This Code is already taken.'] });
      const bogus = await adminAr.post(countries, { name: { en: 'Nowhere', ar: 'لا مكان' }, code: 'ZZ' });
      expect(bogus.status).toBe(422);
      expect(bogus.body.errors).toEqual({ code: ['الرمز يجب أن يكون رمز دولة ISO من حرفين مثل EG'] });
      expect((await admin.post(countries, { name: { en: 'x', ar: 'y' } })).body.errors).toEqual({ code: ['Code is required'] });
    });

    it('deletes one, or a batch with {countries}, all or nothing; a country with governorates is refused naming them', async () => {
      const [a, b, c] = [await country(), await country(), await country()];
      const g = await governorate(c.id);
      const refused = await admin.delete(countries, { countries: [a.id, c.id] });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(`${isolate(c.name.en)} cannot be deleted: remove its governorates first (${isolate(g.name.en)}).`);
      const refusedAr = await adminAr.delete(`${countries}/${c.id}`);
      expect(refusedAr.body.message).toBe(`لا يمكن حذف ${isolate(c.name.ar)}: احذف محافظاتها أولًا (${isolate(g.name.ar)}).`);
      expect([await status(`${countries}/${a.id}`), await status(`${countries}/${c.id}`)]).toEqual([200, 200]);

      expect((await admin.delete(countries, { countries: [a.id, b.id] })).status).toBe(200);
      expect([await status(`${countries}/${a.id}`), await status(`${countries}/${b.id}`)]).toEqual([404, 404]);
      expect((await admin.delete(countries, { countries: [c.id, 99_999_999] })).status).toBe(404);
      expect((await admin.delete(countries, { countries: [] })).status).toBe(422);
    });
  });

  describe('governorates', () => {
    it('require a shipping fee that is a number, with the spec message in both languages', async () => {
      const { id } = await country();
      for (const fees of ['abc', '12,5', { amount: 3 }]) {
        const answer = await admin.post(governoratesOf(id), { name: { en: 'G', ar: 'م' }, shipment_fees: fees });
        expect(answer.status).toBe(422);
        expect(answer.body.errors).toEqual({ shipment_fees: ['Shipping fees must be a number'] });
      }
      const arabic = await adminAr.post(governoratesOf(id), { name: { en: 'G', ar: 'م' }, shipment_fees: 'abc' });
      expect(arabic.body.errors).toEqual({ shipment_fees: ['مصاريف الشحن يجب أن تكون رقماً'] });
      expect((await admin.post(governoratesOf(id), { name: { en: 'G', ar: 'م' } })).body.errors).toEqual({ shipment_fees: ['Shipping fees is required'] });
      expect((await admin.post(governoratesOf(id), { name: { en: 'G', ar: 'م' }, shipment_fees: '-5' })).body.errors).toEqual({ shipment_fees: ['Shipping fees cannot be negative'] });
      const free = await admin.post(governoratesOf(id), { name: { en: 'G', ar: 'م' }, shipment_fees: 0 });
      expect(free.body.data).toMatchObject({ shipment_fees: '0.00', country_id: id, cities_count: 0 });
    });

    it('are found only under their own country (404 elsewhere), for every call', async () => {
      const [home, other] = [await country(), await country()];
      const g = await governorate(home.id, '35.5');
      expect(g).toMatchObject({ shipment_fees: '35.50', country_id: home.id });
      const wrong = `${governoratesOf(other.id)}/${g.id}`;
      expect((await admin.get(wrong)).status).toBe(404);
      expect((await admin.patch(wrong, { name: { en: 'x', ar: 'y' }, shipment_fees: '1' })).status).toBe(404);
      expect((await admin.post(wrong, { _method: 'DELETE' })).status).toBe(404);
      expect((await admin.delete(wrong)).status).toBe(404);
      expect((await admin.delete(governoratesOf(other.id), { governorates: [g.id] })).status).toBe(404);
      expect((await admin.get(governoratesOf(99_999_999))).status).toBe(404);
      expect((await admin.post(governoratesOf(99_999_999), { name: { en: 'x', ar: 'y' }, shipment_fees: '1' })).status).toBe(404);
      expect((await admin.get(`${governoratesOf(home.id)}/${g.id}`)).status).toBe(200);
    });

    it('update with PATCH and POST _method=PATCH, and delete in batches with {governorates}', async () => {
      const { id } = await country();
      const [a, b, c] = [await governorate(id), await governorate(id), await governorate(id)];
      const patched = await admin.patch(`${governoratesOf(id)}/${a.id}`, { name: { en: 'Renamed', ar: 'جديد' }, shipment_fees: '70' });
      expect(patched.body.data).toMatchObject({ name: { en: 'Renamed', ar: 'جديد' }, shipment_fees: '70.00' });
      const posted = await admin.post(`${governoratesOf(id)}/${a.id}`, { _method: 'PATCH', name: { en: 'Again', ar: 'مرة' }, shipment_fees: '71.25' });
      expect(posted.body.data.shipment_fees).toBe('71.25');
      const list = await admin.get(`${governoratesOf(id)}?sort=-shipment_fees`);
      expect(list.body.data.map((g: Named) => g.id)).toEqual([a.id, c.id, b.id]);

      expect((await admin.delete(governoratesOf(id), { governorates: [a.id, b.id] })).status).toBe(200);
      expect((await admin.get(governoratesOf(id))).body.data.map((g: Named) => g.id)).toEqual([c.id]);
    });

    it('with cities cannot be deleted (409 naming them), and nothing of the batch goes', async () => {
      const { id } = await country();
      const [empty, full] = [await governorate(id), await governorate(id)];
      const town = await city(id, full.id);
      const refused = await admin.delete(governoratesOf(id), { governorates: [empty.id, full.id] });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(`${isolate(full.name.en)} cannot be deleted: remove its cities first (${isolate(town.name.en)}).`);
      expect((await admin.get(governoratesOf(id))).body.meta.total).toBe(2);
    });
  });

  describe('cities', () => {
    it('take their governorate fee unless they have their own', async () => {
      const { id } = await country();
      const g = await governorate(id, '40');
      const inherits = await city(id, g.id);
      expect(inherits).toMatchObject({ shipment_fees: null, effective_shipment_fees: '40.00', governorate_id: g.id, country_id: id });
      const own = await city(id, g.id, '55.5');
      expect(own).toMatchObject({ shipment_fees: '55.50', effective_shipment_fees: '55.50' });
      const blank = await city(id, g.id, '');
      expect(blank.shipment_fees).toBeNull();
      const invalid = await admin.post(citiesOf(id, g.id), { name: { en: 'C', ar: 'م' }, shipment_fees: 'free' });
      expect(invalid.body.errors).toEqual({ shipment_fees: ['Shipping fees must be a number'] });

      // The governorate's new fee reaches the cities without their own.
      await admin.patch(`${governoratesOf(id)}/${g.id}`, { name: g.name, shipment_fees: '45' });
      expect((await admin.get(`${citiesOf(id, g.id)}/${inherits.id}`)).body.data.effective_shipment_fees).toBe('45.00');
      const cleared = await admin.patch(`${citiesOf(id, g.id)}/${own.id}`, { name: own.name, shipment_fees: null });
      expect(cleared.body.data).toMatchObject({ shipment_fees: null, effective_shipment_fees: '45.00' });
      const byFee = await admin.get(`${citiesOf(id, g.id)}?sort=shipment_fees&perPage=2`);
      expect(byFee.body.data.every((c: { effective_shipment_fees: string }) => c.effective_shipment_fees === '45.00')).toBe(true);
      expect(byFee.body.meta.next_cursor).toEqual(expect.any(String));
    });

    it('refuse a city addressed under another country or governorate (404)', async () => {
      const [home, other] = [await country(), await country()];
      const [g, otherG, sameCountryG] = [await governorate(home.id), await governorate(other.id), await governorate(home.id)];
      const town = await city(home.id, g.id);
      const paths = [
        `${citiesOf(other.id, g.id)}/${town.id}`, // the right governorate under another country
        `${citiesOf(other.id, otherG.id)}/${town.id}`, // another country's governorate
        `${citiesOf(home.id, sameCountryG.id)}/${town.id}`, // a sibling governorate
      ];
      for (const path of paths) {
        expect((await admin.get(path)).status, path).toBe(404);
        expect((await admin.patch(path, { name: { en: 'x', ar: 'y' } })).status, path).toBe(404);
        expect((await admin.post(path, { _method: 'PATCH', name: { en: 'x', ar: 'y' } })).status, path).toBe(404);
        expect((await admin.delete(path)).status, path).toBe(404);
      }
      expect((await admin.get(citiesOf(other.id, g.id))).status).toBe(404);
      expect((await admin.post(citiesOf(other.id, g.id), { name: { en: 'x', ar: 'y' } })).status).toBe(404);
      expect((await admin.delete(citiesOf(home.id, sameCountryG.id), { cities: [town.id] })).status).toBe(404);
      expect((await admin.get(`${citiesOf(home.id, g.id)}/${town.id}`)).body.data.name).toEqual(town.name);
    });

    it('delete one or a batch with {cities}, all or nothing', async () => {
      const { id } = await country();
      const g = await governorate(id);
      const [a, b, c] = [await city(id, g.id), await city(id, g.id), await city(id, g.id)];
      const form = new FormData();
      form.append('_method', 'DELETE');
      expect((await admin.post(`${citiesOf(id, g.id)}/${a.id}`, form)).status).toBe(200);
      expect((await admin.delete(citiesOf(id, g.id), { cities: [b.id, 99_999_999] })).status).toBe(404);
      expect((await admin.get(citiesOf(id, g.id))).body.meta.total).toBe(2);
      const done = await adminAr.delete(citiesOf(id, g.id), { cities: [b.id, c.id] });
      expect(done.body.data.message).toBe('تم الحذف بنجاح');
      expect((await admin.get(citiesOf(id, g.id))).body.meta.total).toBe(0);
      expect((await admin.get(`${governoratesOf(id)}/${g.id}`)).body.data.cities_count).toBe(0);
    });
  });

  describe('regions', () => {
    it('lists country → governorate → city with the fee that applies to each city', async () => {
      const { id } = await country();
      const g = await governorate(id, '30');
      const inherits = await city(id, g.id);
      const own = await city(id, g.id, '12.5');
      const answer = await admin.get(`/api/dashboard/regions?country_id=${id}`);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual([{
        id, name: expect.any(Object), code: expect.any(String),
        governorates: [{
          id: g.id, name: g.name, shipment_fees: '30.00',
          cities: [
            { id: inherits.id, name: inherits.name, shipment_fees: null, effective_shipment_fees: '30.00' },
            { id: own.id, name: own.name, shipment_fees: '12.50', effective_shipment_fees: '12.50' },
          ],
        }],
      }]);
      const all = await adminAr.get('/api/dashboard/regions');
      const egypt = all.body.data.find((c: { code: string }) => c.code === 'EG');
      expect(egypt.governorates).toHaveLength(27);
      // Sorted by the Arabic name for an Arabic request.
      expect(egypt.governorates[0].name.ar).toBe('أسوان');
      const cairo = egypt.governorates.find((gov: Named) => gov.name.en === 'Cairo');
      expect(cairo.cities.find((c: Named) => c.name.en === 'New Cairo').effective_shipment_fees).toBe('60.00');
      expect(cairo.cities.find((c: Named) => c.name.en === 'Maadi').effective_shipment_fees).toBe('50.00');
    });
  });

  describe('permissions', () => {
    it('answers 403 without countries.*; regions also answer to orders.view', async () => {
      const outsider = await userWith(server, 'noplaces', ['units.*', 'customers.*']);
      const reader = await userWith(server, 'placesreader', ['countries.view']);
      const orderDesk = await userWith(server, 'orderdesk', ['orders.view']);
      const { id } = await country();
      const g = await governorate(id);
      const guarded: [string, string, unknown?][] = [
        ['GET', countries], ['POST', countries, { name: { en: 'x', ar: 'y' }, code: 'KW' }], ['GET', governoratesOf(id)],
        ['DELETE', governoratesOf(id), { governorates: [g.id] }], ['GET', citiesOf(id, g.id)], ['GET', '/api/dashboard/regions'],
      ];
      for (const [method, path, body] of guarded) {
        const answer = await server.request(method, path, { token: outsider.token, body });
        expect(answer.status, `${method} ${path}`).toBe(403);
        expect(answer.body).toEqual({ message: 'you are not authorized' });
      }
      expect((await server.api(reader.token).get(citiesOf(id, g.id))).status).toBe(200);
      expect((await server.api(reader.token).post(countries, { name: { en: 'x', ar: 'y' }, code: 'KW' })).status).toBe(403);
      expect((await server.api(reader.token).patch(`${governoratesOf(id)}/${g.id}`, { name: g.name, shipment_fees: '1' })).status).toBe(403);
      expect((await server.api(reader.token).post(`${governoratesOf(id)}/${g.id}`, { _method: 'DELETE' })).status).toBe(403);
      expect((await server.api(orderDesk.token).get('/api/dashboard/regions')).status).toBe(200);
      expect((await server.api(orderDesk.token).get(countries)).status).toBe(403);
    });
  });

  describe('history', () => {
    it('writes one entry per create, update and delete at each level, with before and after', async () => {
      const c = await country();
      const g = await governorate(c.id);
      const town = await city(c.id, g.id, '9');
      const updatedCity = (await admin.patch(`${citiesOf(c.id, g.id)}/${town.id}`, { name: town.name, shipment_fees: '10' })).body.data;
      await admin.delete(`${citiesOf(c.id, g.id)}/${town.id}`);
      const updatedG = (await admin.patch(`${governoratesOf(c.id)}/${g.id}`, { name: g.name, shipment_fees: '41' })).body.data;
      await admin.delete(governoratesOf(c.id), { governorates: [g.id] });
      await admin.delete(countries, { countries: [c.id] });

      const user = { id: adminId, username: 'admin' };
      expect(await historyOf('cities', town.id)).toMatchObject([
        { action: 'deleted', before: updatedCity, after: null, user },
        { action: 'updated', before: town, after: updatedCity },
        { action: 'created', before: null, after: town },
      ]);
      expect((await historyOf('governorates', g.id)).map((e) => e.action)).toEqual(['deleted', 'updated', 'created']);
      expect((await historyOf('governorates', g.id))[0]?.before).toEqual(updatedG);
      expect((await historyOf('countries', c.id)).map((e) => e.action)).toEqual(['deleted', 'created']);
    });

    it('writes nothing for a refused batch', async () => {
      const c = await country();
      const g = await governorate(c.id);
      await city(c.id, g.id);
      expect((await admin.delete(governoratesOf(c.id), { governorates: [g.id] })).status).toBe(409);
      expect((await historyOf('governorates', g.id)).map((e) => e.action)).toEqual(['created']);
    });
  });

  it('documents every route in the OpenAPI answer', async () => {
    const doc = await server.request('GET', '/api/openapi.json');
    expect(doc.status).toBe(200);
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining([
      '/api/dashboard/countries/{countryId}/governorates/{governorateId}/cities/{id}', '/api/dashboard/regions',
    ]));
  });
});
