import { beforeAll, expect, it } from 'vitest';
import { startAsAdmin } from './accounts.js';
import { fileOf, formOf, pngImage } from './catalogue-fixtures.js';
import { makeProduct, startOrderSuite } from './order-fixtures.js';
import { type Answer, type TestServer, describeEachDatabase } from './harness.js';

/**
 * Issue 12, findings 1, 3, 4 and 7: what an attacker or a careless client sends never opens
 * a route, never reaches a 500 and never makes the server hold what it will not use.
 */

const hostileKeys = ['__proto__[public]', 'constructor[prototype][public]', 'a[__proto__][public]', 'prototype[public]'];

/** Each path of the route table with its parameters filled in, so it reaches its handler. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x');

/** Nothing a request sent landed on the prototype every object shares. */
function expectCleanPrototype() {
  const probe: Record<string, unknown> = {};
  expect(probe.public).toBeUndefined();
  expect(Object.prototype).not.toHaveProperty('public');
}

describeEachDatabase('hostile input: keys that name object machinery', (suite) => {
  let server: TestServer, admin: string;
  beforeAll(async () => {
    ({ server, token: admin } = await startAsAdmin(suite));
  });

  const anonymousIsRefused = async () => {
    for (const path of ['/api/dashboard/users', '/api/dashboard/history', '/api/dashboard/orders', '/api/dashboard/roles']) {
      expect((await server.api().get(path)).status, path).toBe(401);
    }
    expect((await server.api().post('/api/dashboard/roles', { name: 'Open door', permissions: ['users.*'] })).status).toBe(401);
  };

  it('refuses __proto__ and constructor keys of a sign-in form (422 on the field), and every route stays closed', async () => {
    for (const key of hostileKeys) {
      const answer = await server.request('POST', '/api/login', { body: formOf({ [key]: '1', email: 'x', password: 'y' }) });
      expect(answer.status, key).toBe(422);
      expect(Object.keys(answer.body.errors), key).toEqual([key.replace(/\]/g, '').replaceAll('[', '.')]);
    }
    expectCleanPrototype();
    await anonymousIsRefused();
  });

  it('refuses such keys in query strings too, for every caller', async () => {
    for (const key of hostileKeys) {
      const answer = await server.api(admin).get(`/api/dashboard/units?${encodeURIComponent(key)}=1`);
      expect(answer.status, key).toBe(422);
    }
    const arabic = await server.api(admin, 'ar').get('/api/dashboard/units?__proto__=1');
    expect(arabic.status).toBe(422);
    expect(arabic.body.message).toBe('البيانات غير مكتملة');
  });

  it('answers 422, not 500, to form keys that clash, repeat or skip ahead in a list', async () => {
    const units = '/api/dashboard/units';
    const cases: Record<string, [string, string][]> = {
      'a value and an object': [['name[en]', 'Box'], ['name[en][x]', 'y'], ['name[ar]', 'علبة']],
      'an object and a value': [['name[en][x]', 'y'], ['name[en]', 'Box'], ['name[ar]', 'علبة']],
      'a list and an object': [['name[0]', 'a'], ['name[en]', 'b']],
      'the same key twice': [['name[en]', 'Box'], ['name[en]', 'Box'], ['name[ar]', 'علبة']],
      'a list index far ahead': [['name[en]', 'Box'], ['name[ar]', 'علبة'], ['tags[900000]', 'x']],
      'a key not in bracket form': [['name]en[', 'Box']],
    };
    for (const [name, fields] of Object.entries(cases)) {
      const form = new FormData();
      for (const [key, value] of fields) form.append(key, value);
      const answer = await server.api(admin).post(units, form);
      expect(answer.status, name).toBe(422);
    }
    const good = formOf({ 'name[en]': 'Crate', 'name[ar]': 'صندوق' });
    expect((await server.api(admin).post(units, good)).status).toBe(201);
  });

  // Thousands of requests, growing with every module's routes (about 4,000 over 252 routes):
  // a budget of its own, as the permission matrix and the fuzzer have.
  it('walks every registered route with hostile keys in query, JSON, urlencoded and multipart bodies: no 500, and anonymous calls still get 401', { timeout: 240_000 }, async () => {
    const routes = server.routes
      .filter((route) => route.url.startsWith('/api') && !route.url.includes('/logout'))
      .flatMap((route) => route.method.split(',').filter((method) => method !== 'HEAD').map((method) => ({ ...route, method })));
    expect(routes.length).toBeGreaterThan(60);
    const bodies = (key: string): { body?: unknown; headers?: Record<string, string> }[] => [
      { body: JSON.parse(`{"${key.replace(/\]/g, '').split('[')[0]}": {"prototype": {"public": 1}}, "__proto__": {"public": 1}}`) },
      { body: `${encodeURIComponent(key)}=1`, headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      { body: formOf({ [key]: '1', _method: 'PATCH' }) },
    ];
    const failures: string[] = [];
    for (const route of routes) {
      const path = concrete(route.url);
      for (const key of hostileKeys.slice(0, 2)) {
        for (const token of [undefined, admin]) {
          const sent: Answer[] = [];
          sent.push(await server.request(route.method, `${path}?${encodeURIComponent(key)}=1`, { token }));
          if (route.method !== 'GET') {
            for (const { body, headers } of bodies(key)) {
              const raw = typeof body === 'string';
              sent.push(
                raw
                  ? await fetch(`${server.url}${path}`, { method: route.method, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: body as string }).then(
                      async (response) => ({ status: response.status, headers: response.headers, body: await response.text() }),
                    )
                  : await server.request(route.method, path, { token, body }),
              );
            }
          }
          for (const answer of sent) {
            if (answer.status >= 500) failures.push(`${route.method} ${route.url} ${key} → ${answer.status}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expectCleanPrototype();
    await anonymousIsRefused();
  });
});

describeEachDatabase('hostile input: uploads', (suite) => {
  let server: TestServer, admin: string;
  beforeAll(async () => {
    ({ server, token: admin } = await startAsAdmin(suite));
  });

  it('refuses a file part where the route takes no file (415), without a session too', async () => {
    const file = fileOf(await pngImage(), 'a.png', 'image/png');
    const login = formOf({ email: 'admin@example.com', password: 'x', avatar: [file, 'a.png'] });
    const anonymous = await server.request('POST', '/api/login', { body: login });
    expect(anonymous.status).toBe(415);
    expect(anonymous.body.message).toBe('Files cannot be uploaded here.');
    const arabic = await server.request('POST', '/api/login', { lang: 'ar', body: formOf({ email: 'a', password: 'b', f: [file, 'a.png'] }) });
    expect(arabic.status).toBe(415);
    expect(arabic.body.message).toBe('لا يمكن رفع ملفات هنا.');

    // A route with a file field takes it there only.
    const brand = formOf({ 'name[en]': 'Wrong field', 'name[ar]': 'حقل خطأ', logo: [file, 'a.png'] });
    expect((await server.api(admin).post('/api/dashboard/brands', brand)).status).toBe(415);
    const twice = new FormData();
    twice.append('name[en]', 'Twice');
    twice.append('name[ar]', 'مرتين');
    twice.append('image', file, 'a.png');
    twice.append('image', file, 'b.png');
    expect((await server.api(admin).post('/api/dashboard/brands', twice)).status).toBe(413);
    const right = formOf({ 'name[en]': 'Right field', 'name[ar]': 'حقل صحيح', image: [file, 'a.png'] });
    expect((await server.api(admin).post('/api/dashboard/brands', right)).status).toBe(201);
  });

  it('takes an image smaller than 1 MB and refuses one of exactly 1,048,576 bytes (spec §5: smaller than 1 MB)', async () => {
    const png = await pngImage(20, 20);
    // Bytes after a PNG's end are ignored by decoders and dropped by the re-encoding.
    const padded = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.length)]);
    const send = (bytes: Uint8Array, name: string) =>
      server.api(admin).post('/api/dashboard/brands', formOf({ 'name[en]': name, 'name[ar]': name, image: [fileOf(bytes, 'p.png', 'image/png'), 'p.png'] }));
    const exactly = await send(padded(1_048_576), 'One megabyte');
    expect(exactly.status).toBe(422);
    expect(exactly.body.errors.image).toEqual(['Image must be smaller than 1 MB']);
    expect((await send(padded(1_048_575), 'Just under')).status).toBe(201);
  });
});

describeEachDatabase('hostile input: odd values never reach a 500', (suite) => {
  let server: TestServer, admin: string;
  beforeAll(async () => {
    ({ server, token: admin } = await startAsAdmin(suite));
  });

  it('looks sort names up in the list\'s own columns only: constructor, __proto__ and toString are 422 on every list', async () => {
    const lists = server.routes.filter((route) => route.method.includes('GET') && route.url.startsWith('/api/dashboard'));
    const sorted: string[] = [];
    for (const route of lists) {
      const path = concrete(route.url);
      const plain = await server.api(admin).get(path);
      if (plain.status !== 200 || !plain.body?.meta) continue;
      sorted.push(path);
      for (const sort of ['constructor', '__proto__', 'toString', '-hasOwnProperty']) {
        const answer = await server.api(admin).get(`${path}?sort=${sort}`);
        expect(answer.status, `${path}?sort=${sort}`).toBe(422);
        expect(Object.keys(answer.body.errors)).toEqual(['sort']);
      }
    }
    expect(sorted.length).toBeGreaterThanOrEqual(14);
  });

  it('refuses pages beyond any table and cursors it did not make', async () => {
    const units = '/api/dashboard/units';
    for (const query of ['page=9007199254740993', 'page=0x10', 'page=1e3', 'perPage=10001', 'page=-1']) {
      expect((await server.api(admin).get(`${units}?${query}`)).status, query).toBe(422);
    }
    const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const v of [{ a: 1 }, [1, 2], true]) {
      const answer = await server.api(admin).get(`${units}?cursor=${cursor({ v, id: 3 })}`);
      expect(answer.status, JSON.stringify(v)).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual(['cursor']);
    }
    const first = await server.api(admin).get(`${units}?perPage=1&sort=-id`);
    const made = JSON.parse(Buffer.from(first.body.meta.next_cursor, 'base64url').toString('utf8'));
    expect((await server.api(admin).get(`${units}?perPage=1&sort=-id&cursor=${cursor(made)}`)).status).toBe(200);
    // A cursor is for the sort it was made for, and its value must be one the column holds.
    expect((await server.api(admin).get(`${units}?perPage=1&sort=name&cursor=${cursor(made)}`)).status).toBe(422);
    expect((await server.api(admin).get(`${units}?perPage=1&sort=-id&cursor=${cursor({ ...made, id: 1.5 })}`)).status).toBe(422);
    expect((await server.api(admin).get(`${units}?perPage=1&sort=-id&cursor=${cursor({ ...made, v: 'Box' })}`)).status).toBe(422);
  });

  it('checks date filters are real calendar days', async () => {
    for (const day of ['0000-00-00', '2026-13-01', '2026-02-31', '2026-2-1']) {
      for (const field of ['date_from', 'date_to']) {
        const answer = await server.api(admin).get(`/api/dashboard/orders?${field}=${day}`);
        expect(answer.status, `${field}=${day}`).toBe(422);
        expect(Object.keys(answer.body.errors)).toEqual([field]);
      }
      expect((await server.api(admin).get(`/api/dashboard/comments?date_from=${day}`)).status).toBe(422);
    }
    expect((await server.api(admin).get('/api/dashboard/orders?date_from=2024-02-29')).status).toBe(200);
    expect((await server.api(admin).get('/api/dashboard/history?from=0000-00-00T00:00:00Z')).status).toBe(422);
    expect((await server.api(admin).get('/api/dashboard/history?from=2026-02-31T00:00:00Z')).status).toBe(422);
    expect((await server.api(admin).get('/api/dashboard/history?from=2026-01-31T00:00:00Z')).status).toBe(200);
  });

  it('answers 422 to JSON bodies that are null or [null] on products and variants', async () => {
    for (const body of ['null', '[null]', '[]', '"text"', '5']) {
      for (const path of ['/api/dashboard/products', '/api/dashboard/variants']) {
        const answer = await fetch(`${server.url}${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
          body,
        });
        expect(answer.status, `${path} ${body}`).toBe(422);
      }
    }
  });

  it('reads only decimal digits as an id', async () => {
    const created = await server.api(admin).post('/api/dashboard/units', { name: { en: 'Sixteen', ar: 'ستة عشر' } });
    const id = created.body.data.id as number;
    for (const spelled of [`0x${id.toString(16)}`, `${id}e0`, `${id}.0`, ` ${id}`, '99999999999999999999']) {
      const answer = await server.api(admin).get(`/api/dashboard/units/${encodeURIComponent(spelled)}`);
      expect(answer.status, spelled).toBe(422);
    }
    expect((await server.api(admin).get(`/api/dashboard/units/${id}`)).status).toBe(200);
    expect((await server.api(admin).delete('/api/dashboard/units', { units: ['0x10'] })).status).toBe(422);
  });
});

describeEachDatabase('hostile input: protocol details', (suite) => {
  let server: TestServer, admin: string;
  beforeAll(async () => {
    ({ server, token: admin } = await startAsAdmin(suite));
  });

  it('reads the Bearer scheme in any case (RFC 9110 §11.1)', async () => {
    for (const scheme of ['bearer', 'BEARER', 'Bearer']) {
      const answer = await server.request('GET', '/api/dashboard/me', { headers: { authorization: `${scheme} ${admin}` } });
      expect(answer.status, scheme).toBe(200);
    }
    expect((await server.request('GET', '/api/dashboard/me', { headers: { authorization: `Basic ${admin}` } })).status).toBe(401);
  });

  it('tells caches to keep no signed-in answer', async () => {
    for (const path of ['/api/dashboard/me', '/api/dashboard/users', '/api/dashboard/units/1']) {
      const answer = await server.api(admin).get(path);
      expect(answer.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('answers 405 with Allow to a known path asked with another method', async () => {
    const me = await server.api(admin).delete('/api/dashboard/me');
    expect(me.status).toBe(405);
    expect(me.headers.get('allow')).toBe('GET, HEAD');
    expect(me.body.message).toBe('This method is not allowed here.');
    const login = await server.request('GET', '/api/login', { lang: 'ar' });
    expect(login.status).toBe(405);
    expect(login.headers.get('allow')).toBe('POST');
    expect(login.body.message).toBe('هذه العملية غير مسموح بها على هذا العنوان.');
    expect((await server.api(admin).get('/api/dashboard/no-such-thing')).status).toBe(404);
  });

  it('asks browsers to upgrade insecure requests only over HTTPS', async () => {
    const plain = await server.api().get('/api/bootstrap');
    expect(plain.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });
});

describeEachDatabase('hostile input: HTTPS behind a trusted proxy', (suite) => {
  it('asks browsers to upgrade insecure requests when the trusted proxy says the request came over HTTPS', async () => {
    const server = await suite.start({ TRUST_PROXY: '127.0.0.1' });
    const secure = await server.request('GET', '/api/bootstrap', { headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    expect(secure.headers.get('strict-transport-security')).toContain('max-age=');
  });
});

describeEachDatabase('hostile input: money past the largest amount', (suite) => {
  it('refuses an order whose total would pass 999,999,999.99, instead of storing an inexact sum', async () => {
    const { admin, adminAr, refs, setup, server } = await startOrderSuite(suite);
    const dear = await makeProduct(admin, refs, { selling_price: '999999999.99', tax_percent: '0', quantity: 10 });
    const body = (quantity: number) => ({
      customer_id: setup.customerId, address_id: setup.addressId, payment_method_id: setup.paymentMethodId, items: [{ product_id: dear, quantity }],
    });
    const answer = await admin.post('/api/dashboard/orders', body(3));
    expect(answer.status).toBe(422);
    expect(answer.body.errors.items).toEqual(['The total is larger than the largest amount allowed (999,999,999.99).']);
    expect((await adminAr.post('/api/dashboard/orders', body(2))).body.errors.items).toEqual(['المجموع أكبر من أقصى مبلغ مسموح به (999,999,999.99).']);
    expect(await server.db.selectFrom('order_items').select('id').where('product_id', '=', dear).execute()).toEqual([]);
    // Every money field stops at the same amount.
    expect((await admin.post('/api/dashboard/products', { selling_price: '1000000000.00' })).body.errors.selling_price).toBeDefined();
  });
});
