import { beforeAll, expect, it } from 'vitest';
import { startAsAdmin, userIdOf, userWith } from './accounts.js';
import { type Api, type TestServer, describeEachDatabase } from './harness.js';

describeEachDatabase('impersonation', (suite) => {
  let server: TestServer, admin: Api, adminId: number, catalogueId: number;
  beforeAll(async () => {
    ({ server, admin, adminId } = await startAsAdmin(suite));
    catalogueId = await userIdOf(server, 'catalogue');
  });

  const start = (api: Api, userId: number) => api.post(`/api/dashboard/users/${userId}/impersonate`);
  const enter = (token: string) => server.api().post(`/api/impersonate/${token}`);

  it('signs an admin in as the user, shows who impersonates, records both ids, and leaves', async () => {
    const started = await start(admin, catalogueId);
    expect(started.status).toBe(200);
    expect(started.body.data).toEqual({ token: expect.any(String), expires_in: 60 });

    const entered = await enter(started.body.data.token);
    expect(entered.status).toBe(200);
    const as = server.api(entered.body.data.access_token);
    const me = (await as.get('/api/dashboard/me')).body.data;
    expect(me).toMatchObject({ id: catalogueId, username: 'catalogue', impersonator: { id: adminId, username: 'admin' } });
    expect(me.permissions).toEqual(['brands.*', 'categories.*', 'products.*', 'units.*']);
    expect((await as.get('/api/dashboard/users')).status).toBe(403);
    expect((await admin.get('/api/dashboard/me')).body.data.impersonator).toBeNull();

    const unit = (await as.post('/api/dashboard/units', { name: { en: 'Impersonated', ar: 'بالنيابة' } })).body.data;
    const [created] = (await admin.get(`/api/dashboard/history?model=units&model_id=${unit.id}`)).body.data;
    expect(created).toMatchObject({ action: 'created', user: { id: catalogueId, username: 'catalogue' }, impersonator: { id: adminId, username: 'admin' } });
    const signIns = (await admin.get(`/api/dashboard/history?model=users&model_id=${catalogueId}&action=signed_in&impersonator_id=${adminId}`)).body.data;
    expect(signIns).toHaveLength(1);
    expect(signIns[0].user).toEqual({ id: catalogueId, username: 'catalogue' });

    const left = await as.post('/api/dashboard/impersonate/leave');
    expect(left.status).toBe(200);
    expect(left.body.data.message).toBe('Impersonation ended');
    expect((await as.get('/api/dashboard/me')).status).toBe(401);
    expect((await server.api().post('/api/refresh_token', { token: entered.body.data.refresh_token, provider: 'dashboard' })).status).toBe(401);
    expect((await admin.get('/api/dashboard/me')).status).toBe(200);
    const [signedOut] = (await admin.get(`/api/dashboard/history?model=users&model_id=${catalogueId}&action=signed_out`)).body.data;
    expect(signedOut.impersonator).toEqual({ id: adminId, username: 'admin' });
  });

  it('takes each token once, within 60 seconds, stored only hashed', async () => {
    const { token } = (await start(admin, catalogueId)).body.data;
    const stored = await server.db.selectFrom('impersonation_tokens').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((await enter(token)).status).toBe(200);
    const reused = await enter(token);
    expect(reused.status).toBe(410);
    expect(reused.body).toEqual({ message: 'This impersonation link is invalid or has expired.' });
    expect((await server.api(undefined, 'ar').post('/api/impersonate/garbage')).body).toEqual({ message: 'رابط الدخول باسم المستخدم غير صالح أو انتهت صلاحيته.' });

    const late = (await start(admin, catalogueId)).body.data.token;
    await server.db.updateTable('impersonation_tokens').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('used_at', 'is', null).execute();
    expect((await enter(late)).status).toBe(410);
  });

  it('refuses yourself, the disabled, Super Admins to others, and impersonation inside another', async () => {
    const self = await start(admin, adminId);
    expect(self.status).toBe(409);
    expect(self.body).toEqual({ message: 'You cannot impersonate yourself.' });

    const impersonator = await userWith(server, 'impersonator', ['users.impersonate', 'users.view']);
    const api = server.api(impersonator.token);
    expect((await start(api, adminId)).status).toBe(403);
    const second = await userWith(server, 'secondsuper', 'super-admin');
    expect((await start(server.api(second.token), adminId)).status).toBe(200);

    const disabled = await userWith(server, 'dormant', []);
    await admin.post(`/api/dashboard/users/${disabled.id}/deactivate`);
    const inactive = await server.api(impersonator.token, 'ar').post(`/api/dashboard/users/${disabled.id}/impersonate`);
    expect(inactive.status).toBe(409);
    expect(inactive.body).toEqual({ message: 'لا يمكن الدخول باسم حساب معطّل.' });
    expect((await start(api, 99_999_999)).status).toBe(404);

    // Impersonating a user who could impersonate: not from inside the impersonation.
    const peer = await userWith(server, 'peerimpersonator', ['users.impersonate']);
    const inside = server.api((await enter((await start(api, peer.id)).body.data.token)).body.data.access_token);
    const nested = await inside.post(`/api/dashboard/users/${catalogueId}/impersonate`);
    expect(nested.status).toBe(409);
    expect(nested.body).toEqual({ message: 'Leave the current impersonation first.' });

    const noPermission = await userWith(server, 'noimpersonate', ['users.view', 'users.update']);
    expect((await start(server.api(noPermission.token), catalogueId)).status).toBe(403);
    const notImpersonating = await server.api(noPermission.token).post('/api/dashboard/impersonate/leave');
    expect(notImpersonating.status).toBe(409);
    expect(notImpersonating.body).toEqual({ message: 'This session is not an impersonation.' });
  });

  it('ends an impersonation when its admin is disabled', async () => {
    // Holding what the target holds: only then is it within reach (escalation.test.ts).
    const boss = await userWith(server, 'tempboss', ['users.impersonate', 'units.view']);
    const target = await userWith(server, 'impersonatedone', ['units.view']);
    const inside = server.api((await enter((await start(server.api(boss.token), target.id)).body.data.token)).body.data.access_token);
    expect((await inside.get('/api/dashboard/units')).status).toBe(200);
    await admin.post(`/api/dashboard/users/${boss.id}/deactivate`);
    expect((await inside.get('/api/dashboard/units')).status).toBe(401);
    expect((await server.api(target.token).get('/api/dashboard/units')).status).toBe(200);
  });
});
