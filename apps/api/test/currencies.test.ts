import type { Currency } from '@matjar/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { startAsAdmin, userWith } from './accounts.js';
import { type Api, type TestServer, describeEachDatabase } from './harness.js';

const currencies = '/api/dashboard/currencies';

describeEachDatabase('currencies', (suite) => {
  let server: TestServer, admin: Api, adminAr: Api;
  beforeAll(async () => {
    ({ server, admin, adminAr } = await startAsAdmin(suite));
  });

  const all = async (): Promise<Currency[]> => (await admin.get(`${currencies}?perPage=10000&sort=code`)).body.data;
  const byCode = async (code: string) => (await all()).find((c) => c.code === code) as Currency;
  const locals = async () => (await all()).filter((c) => c.is_local).map((c) => c.code);
  const historyOf = async (id: number) =>
    (await admin.get(`/api/dashboard/history?model=currencies&model_id=${id}`)).body.data as { action: string; before: Currency | null; after: Currency | null }[];

  it('seeds the six currencies of the spec with EGP local and LYD at three decimals', async () => {
    const seeded = await all();
    expect(seeded.map((c) => c.code)).toEqual(['AED', 'EGP', 'LYD', 'QAR', 'SAR', 'USD']);
    expect(await locals()).toEqual(['EGP']);
    expect(seeded.find((c) => c.code === 'EGP')).toMatchObject({ name: { en: 'Egyptian Pound', ar: 'جنيه مصري' }, exchange_rate: '1', decimals: 2 });
    expect(seeded.find((c) => c.code === 'LYD')).toMatchObject({ decimals: 3, exchange_rate: '0.1116', is_online: false });
    const online = await admin.get(`${currencies}?is_online=true&sort=code`);
    expect(online.body.data.map((c: Currency) => c.code)).toEqual(['AED', 'EGP', 'SAR', 'USD']);
    expect((await admin.get(`${currencies}?search=${encodeURIComponent('ريال')}&sort=code`)).body.data.map((c: Currency) => c.code)).toEqual(['QAR', 'SAR']);
  });

  describe('validation', () => {
    it('gives the messages for name, code and exchange rate, in both languages', async () => {
      const empty = await admin.post(currencies, {});
      expect(empty.status).toBe(422);
      expect(empty.body.errors).toEqual({ name: ['Name is required'], code: ['Code is required'], exchange_rate: ['Exchange rate is required'] });
      const emptyAr = await adminAr.post(currencies, { name: { en: '', ar: '' }, code: '', exchange_rate: '' });
      expect(emptyAr.body.errors).toEqual({
        'name.en': ['الاسم بالإنجليزية مطلوب'], 'name.ar': ['الاسم بالعربية مطلوب'], code: ['الرمز مطلوب'], exchange_rate: ['سعر الصرف مطلوب'],
      });
      const name = { en: 'Sudanese Pound', ar: 'جنيه سوداني' };
      expect((await admin.post(currencies, { name, code: 'SDE', exchange_rate: '1' })).body.errors).toEqual({ code: ['Code is invalid'] });
      const rates: [unknown, string][] = [
        ['abc', 'Exchange rate must be a number'], ['0', 'Exchange rate must be greater than zero'],
        ['-2', 'Exchange rate must be greater than zero'], ['0.0000001', 'Exchange rate must be a positive number with at most six decimals'],
      ];
      for (const [rate, message] of rates) {
        expect((await admin.post(currencies, { name, code: 'USD', exchange_rate: rate })).body.errors, String(rate)).toEqual({ exchange_rate: [message] });
      }
      const taken = await adminAr.post(currencies, { name, code: 'egp', exchange_rate: '1' });
      expect(taken.status).toBe(422);
      expect(taken.body.errors).toEqual({ code: ['الرمز مستخدم من قبل.'] });
      expect((await admin.post(currencies, { name, code: 'egp', exchange_rate: '1' })).body.errors).toEqual({ code: ['This Code is already taken.'] });
    });
  });

  describe('writing', () => {
    it('deletes a currency and creates it again with an exact rate; PATCH changes only what is sent', async () => {
      const usd = await byCode('USD');
      expect((await admin.delete(`${currencies}/${usd.id}`)).status).toBe(200);
      const created = await admin.post(currencies, { name: { en: 'US Dollar', ar: 'دولار أمريكي' }, code: 'usd', exchange_rate: '0.020534', is_online: 'true' });
      expect(created.status).toBe(201);
      expect(created.body.data).toEqual({
        id: expect.any(Number), name: { en: 'US Dollar', ar: 'دولار أمريكي' }, code: 'USD', decimals: 2, exchange_rate: '0.020534',
        is_local: false, is_online: true, created_at: expect.any(String), updated_at: expect.any(String),
      });
      const id = created.body.data.id;
      const patched = await admin.patch(`${currencies}/${id}`, { exchange_rate: 48.7 });
      expect(patched.body.data).toMatchObject({ exchange_rate: '48.7', name: { en: 'US Dollar' }, is_online: true });
      const form = new FormData();
      form.append('_method', 'PATCH');
      form.append('is_online', 'false');
      expect((await admin.post(`${currencies}/${id}`, form)).body.data).toMatchObject({ is_online: false, exchange_rate: '48.7' });
      expect((await historyOf(id)).map((e) => e.action)).toEqual(['updated', 'updated', 'created']);
    });

    it('switches the local currency in one step, recording both changes', async () => {
      const [egp, sar] = [await byCode('EGP'), await byCode('SAR')];
      const switched = await admin.patch(`${currencies}/${sar.id}`, { is_local: true });
      expect(switched.status).toBe(200);
      expect(switched.body.data.is_local).toBe(true);
      expect(await locals()).toEqual(['SAR']);
      const [unset] = await historyOf(egp.id);
      expect(unset).toMatchObject({ action: 'updated', before: { is_local: true }, after: { is_local: false } });
      // Back again, through the form call.
      expect((await admin.post(`${currencies}/${egp.id}`, { _method: 'PATCH', is_local: true })).status).toBe(200);
      expect(await locals()).toEqual(['EGP']);
    });

    it('never leaves no local currency: it cannot be unset or deleted (409)', async () => {
      const egp = await byCode('EGP');
      const unset = await admin.patch(`${currencies}/${egp.id}`, { is_local: false });
      expect(unset.status).toBe(409);
      expect(unset.body.message).toBe('One currency must stay local: make another currency local instead.');
      const deleted = await adminAr.delete(`${currencies}/${egp.id}`);
      expect(deleted.status).toBe(409);
      expect(deleted.body.message).toBe('لا يمكن حذف العملة المحلية: اجعل عملة أخرى محلية أولًا.');
      const qar = await byCode('QAR');
      expect((await admin.delete(currencies, { currencies: [qar.id, egp.id] })).status).toBe(409);
      expect((await all()).map((c) => c.code)).toContain('QAR');
      expect(await locals()).toEqual(['EGP']);
    });

    it('a new currency marked local takes over from the old one', async () => {
      const qar = await byCode('QAR');
      await admin.delete(currencies, { currencies: [qar.id] });
      const created = await admin.post(currencies, { name: { en: 'Qatari Riyal', ar: 'ريال قطري' }, code: 'QAR', exchange_rate: '0.0749', is_local: true });
      expect(created.body.data.is_local).toBe(true);
      expect(await locals()).toEqual(['QAR']);
      await admin.patch(`${currencies}/${(await byCode('EGP')).id}`, { is_local: true });
      expect(await locals()).toEqual(['EGP']);
    });
  });

  it('leaves exactly one local currency after concurrent switches', async () => {
    const list = await all();
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all(
        [...list, ...list].map((currency, i) =>
          i % 2 ? admin.patch(`${currencies}/${currency.id}`, { is_local: true }) : admin.post(`${currencies}/${currency.id}`, { _method: 'PATCH', is_local: true }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
      expect(await locals()).toHaveLength(1);
      const stored = await server.db.selectFrom('currencies').select('code').where('is_local', '=', 1).execute();
      expect(stored).toHaveLength(1);
    }
  });

  it('answers 403 without currencies.*', async () => {
    const outsider = await userWith(server, 'nocurrencies', ['countries.*', 'customers.*']);
    const reader = await userWith(server, 'currencyreader', ['currencies.view']);
    const egp = await byCode('EGP');
    for (const [method, path, body] of [['GET', currencies], ['GET', `${currencies}/${egp.id}`], ['PATCH', `${currencies}/${egp.id}`, { is_online: false }]] as const) {
      expect((await server.request(method, path, { token: outsider.token, body })).status, `${method} ${path}`).toBe(403);
    }
    expect((await server.api(reader.token).get(currencies)).status).toBe(200);
    expect((await server.api(reader.token).patch(`${currencies}/${egp.id}`, { is_online: false })).status).toBe(403);
    expect((await server.api(reader.token).post(`${currencies}/${egp.id}`, { _method: 'DELETE' })).status).toBe(403);
  });
});
