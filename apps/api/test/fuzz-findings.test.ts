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
});
