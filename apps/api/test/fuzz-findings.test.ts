import { beforeAll, expect, it } from 'vitest';
import { type TestServer, describeEachDatabase } from './harness.js';

/** Regression tests for what the fuzzer (fuzz.test.ts, `npm run fuzz`) found and was fixed. */
describeEachDatabase('fuzz findings', (suite) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await suite.start();
    admin = (await server.login('admin@example.com')).access_token;
  });

  // PostgreSQL cannot store or compare text holding NUL: the products' CSV export, already
  // streaming, was cut off mid-answer (the client saw a broken connection).
  it('refuses a search holding NUL with a translated 422, in lists and the CSV export alike', async () => {
    for (const path of ['/api/dashboard/products/export.csv', '/api/dashboard/products', '/api/dashboard/customers', '/api/dashboard/units']) {
      const english = await server.request('GET', `${path}?search=${encodeURIComponent('a\u0000b')}`, { token: admin });
      expect(english.status, path).toBe(422);
      expect(english.body.errors.search, path).toEqual(['Search is invalid']);
      const arabic = await server.request('GET', `${path}?search=%00`, { token: admin, lang: 'ar' });
      expect(arabic.status, path).toBe(422);
      expect(arabic.body.message).toBe('البيانات غير مكتملة');
    }
    // Every other character still searches.
    expect((await server.request('GET', `/api/dashboard/products/export.csv?search=${encodeURIComponent('"NEAR( % _')}`, { token: admin })).status).toBe(200);
  });

  // A form's `_method[x]=1` is a nested object without a prototype: turning it into text to
  // read the method threw, and the form post standing for PATCH or DELETE answered 500.
  it('answers 422 to a form post whose _method is not text', async () => {
    const unit = (await server.api(admin).get('/api/dashboard/units')).body.data[0];
    for (const lang of ['en', 'ar'] as const) {
      const form = new FormData();
      form.append('_method[nested]', 'PATCH');
      const answer = await server.request('POST', `/api/dashboard/units/${unit.id}`, { token: admin, lang, body: form });
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe(lang === 'en' ? 'data incomplete' : 'البيانات غير مكتملة');
      expect(Object.keys(answer.body.errors)).toEqual(['_method']);
    }
    const json = await server.api(admin).post(`/api/dashboard/units/${unit.id}`, { _method: ['DELETE'] });
    expect(json.status).toBe(422);
    expect((await server.api(admin).get(`/api/dashboard/units/${unit.id}`)).status).toBe(200);
  });
});
