import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerGuard } from '../src/plugins/guard.js';
import { startAsAdmin, userWith } from './accounts.js';
import { type TestServer, describeEachDatabase } from './harness.js';

const units = '/api/dashboard/units';
const newUnit = { name: { en: 'Guard test', ar: 'اختبار الحارس' } };

describe('guard: every /api route declares what it requires', () => {
  it('refuses to start with an /api route that declares neither a permission nor public', async () => {
    const app = Fastify({ logger: false });
    registerGuard(app, async () => null);
    app.get('/api/declared', { config: { permission: 'units.view' } }, async () => ({}));
    app.get('/api/open', { config: { public: true } }, async () => ({}));
    app.get('/outside-api', async () => ({}));
    app.get('/api/forgotten', async () => ({}));
    await expect(app.ready()).rejects.toThrow(/GET \/api\/forgotten/);
    await app.close().catch(() => undefined);
  });

  it('starts when every /api route declares one', async () => {
    const app = Fastify({ logger: false });
    registerGuard(app, async () => null);
    app.get('/api/declared', { config: { permission: null } }, async () => ({}));
    app.get('/outside-api', async () => ({}));
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });
});

describeEachDatabase('guard: permissions over HTTP', (suite) => {
  let server: TestServer, admin: string;
  beforeAll(async () => {
    ({ server, token: admin } = await startAsAdmin(suite));
  });

  it('lists every /api route of the app with a permission or public', () => {
    const api = server.routes.filter((route) => route.url.startsWith('/api'));
    expect(api.length).toBeGreaterThan(10);
    const undeclared = api.filter((r) => !(r.config && ('permission' in r.config || r.config.public === true)));
    expect(undeclared.map((r) => `${r.method} ${r.url}`)).toEqual([]);

    const find = (method: string, url: string) => api.find((r) => r.method === method && r.url === url)?.config;
    expect(find('POST', '/api/login')).toMatchObject({ public: true });
    expect(find('GET', '/api/bootstrap')).toMatchObject({ public: true });
    expect(find('GET', units)).toMatchObject({ permission: ['units.view', 'products.*'] });
    expect(find('GET', `${units}/:id`)).toMatchObject({ permission: 'units.view' });
    expect(find('POST', units)).toMatchObject({ permission: 'units.create' });
    expect(find('DELETE', `${units}/:id`)).toMatchObject({ permission: 'units.delete' });
    expect(find('GET', '/api/dashboard/history')).toMatchObject({ permission: 'models-history.all' });
    expect(find('GET', '/api/clear-cache')).toMatchObject({ permission: 'settings.clear_cache' });
    expect(find('GET', '/api/dashboard/me')).toMatchObject({ permission: null });
  });

  it('lets a units.view user read units but not create them', async () => {
    const viewer = (await userWith(server, 'viewer', ['units.view'])).token;
    expect((await server.api(viewer).get(units)).status).toBe(200);

    const english = await server.api(viewer).post(units, newUnit);
    expect(english.status).toBe(403);
    expect(english.body).toEqual({ message: 'you are not authorized' });
    const arabic = await server.api(viewer, 'ar').post(units, newUnit);
    expect(arabic.status).toBe(403);
    expect(arabic.body).toEqual({ message: 'غير مصرح لك' });

    // Forbidden before the body is read: an invalid body still answers 403, not 422.
    expect((await server.api(viewer).post(units, {})).status).toBe(403);
    expect((await server.api(viewer).get('/api/dashboard/history')).status).toBe(403);
    expect(await server.db.selectFrom('units').select('id').where('name_en', '=', newUnit.name.en).execute()).toEqual([]);
  });

  it('answers 401 without a token, in both languages', async () => {
    const english = await server.api().get(units);
    expect(english.status).toBe(401);
    expect(english.body).toEqual({ message: 'Please sign in to continue.' });
    const arabic = await server.api(undefined, 'ar').post(units, newUnit);
    expect(arabic.status).toBe(401);
    expect(arabic.body).toEqual({ message: 'يرجى تسجيل الدخول للمتابعة.' });
  });

  it('lets Super Admin through every guarded route', async () => {
    for (const path of [units, '/api/dashboard/history', '/api/dashboard/permissions', '/api/clear-cache', '/api/dashboard/me']) {
      expect((await server.api(admin).get(path)).status, path).toBe(200);
    }
    const cleared = await server.api(admin, 'ar').get('/api/clear-cache');
    expect(cleared.body.data.message).toBe('تم التحديث بنجاح');
    expect((await server.api(admin).post(units, newUnit)).status).toBe(201);
  });

  it('grants units.create through a held units.* wildcard', async () => {
    const manager = (await userWith(server, 'unitsmanager', ['units.*'])).token;
    const created = await server.api(manager).post(units, { name: { en: 'Wildcard', ar: 'شامل' } });
    expect(created.status).toBe(201);
    expect((await server.api(manager).get('/api/dashboard/history')).status).toBe(403);
  });

  it('checks the permission of the method a _method override stands for', async () => {
    const editor = (await userWith(server, 'uniteditor', ['units.view', 'units.update'])).token;
    const { id } = (await server.api(admin).post(units, { name: { en: 'Override', ar: 'تجاوز' } })).body.data;
    const path = `${units}/${id}`;
    expect((await server.api(editor).post(path, { _method: 'PATCH', name: { en: 'Overridden', ar: 'تم' } })).status).toBe(200);
    const deleting = await server.api(editor).post(path, { _method: 'DELETE' });
    expect(deleting.status).toBe(403);
    expect((await server.api(editor).get(path)).body.data.name.en).toBe('Overridden');
  });

  it('answers an unknown /api address with a translated 404 in JSON', async () => {
    const english = await server.api(admin).get('/api/dashboard/no-such-thing');
    expect(english.status).toBe(404);
    expect(english.headers.get('content-type')).toContain('application/json');
    expect(english.body).toEqual({ message: 'The requested address does not exist.' });
    const arabic = await server.api(undefined, 'ar').get('/api/no-such-thing');
    expect(arabic.status).toBe(404);
    expect(arabic.body).toEqual({ message: 'العنوان المطلوب غير موجود.' });
  });

  it('takes the language from a regional Accept-Language, else from the locale cookie', async () => {
    const arabic = { message: 'العنوان المطلوب غير موجود.' };
    const regional = await server.request('GET', '/api/nope', { headers: { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.8' } });
    expect(regional.body).toEqual(arabic);
    const cookie = await server.request('GET', '/api/nope', { headers: { 'accept-language': '', cookie: 'theme=dark; locale=ar' } });
    expect(cookie.body).toEqual(arabic);
  });

  it('publishes the OpenAPI document and the docs page', async () => {
    const spec = await server.api().get('/api/openapi.json');
    expect(spec.status).toBe(200);
    expect(spec.body.openapi).toMatch(/^3\./);
    expect(spec.body.paths).toHaveProperty(['/api/login']);
    expect(spec.body.paths).toHaveProperty([units]);
    expect(spec.body.paths).toHaveProperty([`${units}/{id}`]);

    const docs = await fetch(`${server.url}/api/docs`);
    expect(docs.status).toBe(200);
    expect(docs.headers.get('content-type')).toContain('text/html');
  });

  it('sends security headers and echoes x-request-id', async () => {
    const answer = await server.request('GET', '/api/bootstrap', { headers: { 'x-request-id': 'trace-42' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(answer.headers.get('x-request-id')).toBe('trace-42');

    const generated = await server.api().get('/api/bootstrap');
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(generated.body.data).toMatchObject({ app_name: 'Matjar', locales: ['en', 'ar'], access_token_lifetime: 120 });
  });
});
