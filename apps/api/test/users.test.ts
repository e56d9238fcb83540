import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestUser, historyDump, roleIdsByName, serverWithOutbox, signInAdmin, userWith } from './accounts.js';
import { expectDeletesAllOrNothing } from './answers.js';
import { type Api, type TestServer, DEMO_PASSWORD, describeEachDatabase } from './harness.js';
import { type FlushableOutbox, mailsTo } from './outbox.js';

const users = '/api/dashboard/users';

interface User {
  id: number;
  username: string;
  email: string;
  is_active: boolean;
  must_change_password: boolean;
  roles: { id: number; name: string }[];
  [key: string]: unknown;
}

describeEachDatabase('users', (suite) => {
  let server: TestServer, dataDir: string, outbox: FlushableOutbox, admin: Api, adminAr: Api, adminId: number, roleIds: Record<string, number>;
  beforeAll(async () => {
    ({ server, dataDir, outbox } = await serverWithOutbox(suite));
    ({ admin, adminAr, adminId } = await signInAdmin(server));
    roleIds = await roleIdsByName(server);
  });
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

  let serial = 0;
  /** A new user through the API, with the Order desk role unless told otherwise. */
  async function create(extra: Record<string, unknown> = {}): Promise<User> {
    serial += 1;
    const answer = await admin.post(users, {
      username: `staff${serial}`, email: `staff${serial}@example.com`, password: DEMO_PASSWORD,
      role_ids: [roleIds['Order desk']], ...extra,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data;
  }

  describe('permissions', () => {
    it('answers 403 on every users route to a role without users.*', async () => {
      const outsider = await userWith(server, 'nousers', ['units.*', 'roles.*', 'models-history.all']);
      const target = await create();
      const routes = server.routes.filter((r) => r.url === users || r.url.startsWith(`${users}/`));
      expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(expect.arrayContaining([
        `GET ${users}`, `POST ${users}`, `DELETE ${users}`, `PATCH ${users}/:id`, `POST ${users}/:id`, `POST ${users}/:id/impersonate`,
      ]));
      const bodies: Record<string, unknown> = { PATCH: { username: 'taken-over' }, POST: { _method: 'PATCH', is_active: false }, DELETE: { users: [target.id] } };
      for (const route of routes) {
        const path = route.url.replace(':id', String(target.id));
        for (const lang of ['en', 'ar'] as const) {
          const reads = route.method === 'GET' || route.method === 'HEAD';
          const answer = await server.request(route.method, path, { token: outsider.token, lang, body: reads ? undefined : bodies[route.method] ?? {} });
          expect(answer.status, `${route.method} ${route.url}`).toBe(403);
          if (route.method !== 'HEAD') expect(answer.body.message).toBe(lang === 'en' ? 'you are not authorized' : 'غير مصرح لك');
        }
      }
      // The form's create call, and the _method=DELETE form post.
      expect((await server.api(outsider.token).post(users, { username: 'x' })).status).toBe(403);
      expect((await server.api(outsider.token).post(`${users}/${target.id}`, { _method: 'DELETE' })).status).toBe(403);
      expect((await admin.get(`${users}/${target.id}`)).body.data).toEqual(target);
    });

    it('grants the whole module through users.* (the check-all)', async () => {
      // Holding what the Support agent role holds too: only then may it be given (escalation.test.ts).
      const manager = await userWith(server, 'usersmanager', ['users.*', 'support.*', 'customers.view']);
      const api = server.api(manager.token);
      expect((await api.get(users)).status).toBe(200);
      const created = await api.post(users, { username: 'bymanager', email: 'bymanager@example.com', password: DEMO_PASSWORD, role_ids: [roleIds['Support agent']] });
      expect(created.status).toBe(201);
      const id = created.body.data.id;
      expect((await api.get(`${users}/${id}`)).status).toBe(200);
      expect((await api.patch(`${users}/${id}`, { username: 'bymanager2' })).body.data.username).toBe('bymanager2');
      expect((await api.post(`${users}/${id}`, { _method: 'PATCH', email: 'bymanager2@example.com' })).status).toBe(200);
      expect((await api.post(`${users}/${id}/deactivate`)).body.data.is_active).toBe(false);
      expect((await api.post(`${users}/${id}/activate`)).body.data.is_active).toBe(true);
      expect((await api.post(`${users}/${id}/impersonate`)).status).toBe(200);
      expect((await api.delete(`${users}/${id}`)).status).toBe(200);
    });

    it('keeps Super Admin accounts and the Super Admin role out of reach of other managers', async () => {
      const manager = await userWith(server, 'limitedmanager', ['users.*']);
      const api = server.api(manager.token);
      const superAdmin = roleIds['Super Admin'];
      expect((await api.post(users, { username: 'climber', email: 'climber@example.com', password: DEMO_PASSWORD, role_ids: [superAdmin] })).status).toBe(403);
      expect((await api.patch(`${users}/${manager.id}`, { role_ids: [superAdmin] })).status).toBe(403);
      for (const attempt of [api.patch(`${users}/${adminId}`, { password: 'hijacked-password' }), api.post(`${users}/${adminId}/deactivate`), api.delete(`${users}/${adminId}`)]) {
        expect((await attempt).status).toBe(403);
      }
      expect((await server.api().post('/api/login', { email: 'admin@example.com', password: DEMO_PASSWORD })).status).toBe(200);
    });
  });

  describe('list', () => {
    it('searches by username and e-mail, filters by role and state, sorts', async () => {
      const a = await create({ username: 'zeta.list', email: 'alpha.list@example.com' });
      const b = await create({ username: 'alpha.list', email: 'zeta.list@example.com', role_ids: [roleIds['Support agent']], is_active: false });

      const found = await admin.get(`${users}?search=LIST&sort=username`);
      expect(found.body.data.map((u: User) => u.id)).toEqual([b.id, a.id]);
      expect(found.body.meta).toMatchObject({ total: 2, current_page: 1 });
      expect((await admin.get(`${users}?search=list&sort=-username`)).body.data.map((u: User) => u.id)).toEqual([a.id, b.id]);
      expect((await admin.get(`${users}?search=list&sort=email`)).body.data.map((u: User) => u.id)).toEqual([a.id, b.id]);
      expect((await admin.get(`${users}?search=alpha.list@`)).body.data.map((u: User) => u.id)).toEqual([a.id]);
      expect((await admin.get(`${users}?search=list&role_id=${roleIds['Support agent']}`)).body.data.map((u: User) => u.id)).toEqual([b.id]);
      expect((await admin.get(`${users}?search=list&is_active=false`)).body.data.map((u: User) => u.id)).toEqual([b.id]);
      expect((await admin.get(`${users}?search=list&is_active=1`)).body.data.map((u: User) => u.id)).toEqual([a.id]);
      expect((await admin.get(`${users}?sort=password_hash`)).status).toBe(422);

      const page = await admin.get(`${users}?perPage=2&sort=created_at`);
      expect(page.body.data).toHaveLength(2);
      expect(page.body.data[0]).toEqual({
        id: expect.any(Number), username: 'admin', email: 'admin@example.com', locale: null, is_active: true, must_change_password: false,
        roles: [{ id: roleIds['Super Admin'], name: 'Super Admin' }], password_changed_at: null,
        created_at: expect.any(String), updated_at: expect.any(String),
      });
      expect(JSON.stringify((await admin.get(`${users}?perPage=100`)).body)).not.toContain('argon2');
    });
  });

  describe('create', () => {
    it('creates a user with roles and flags', async () => {
      const user = await create({ username: 'Newcomer', email: ' NewComer@Example.com ', role_ids: [roleIds['Order desk'], roleIds['Support agent']], must_change_password: true });
      expect(user).toMatchObject({ username: 'Newcomer', email: 'newcomer@example.com', is_active: true, must_change_password: true });
      expect(user.roles.map((r) => r.name)).toEqual(['Order desk', 'Support agent']);
      const pair = await server.login('newcomer');
      expect((await server.api(pair.access_token).get('/api/dashboard/me')).body.data).toMatchObject({ must_change_password: true, permissions: expect.arrayContaining(['orders.*', 'support.*']) });
    });

    it('answers field errors in both languages, with the spec’s invalid e-mail message', async () => {
      const english = await admin.post(users, { username: 'bad user', email: 'not-an-email', password: 'short', role_ids: [] });
      expect(english.status).toBe(422);
      expect(english.body).toEqual({
        message: 'data incomplete',
        errors: {
          username: ['The username may contain only letters, numbers, dots, dashes and underscores.'],
          email: ['The email must be a valid email address.'],
          password: ['Password must be at least 8 characters'],
          role_ids: ['Roles is required'],
        },
      });
      const arabic = await adminAr.post(users, { email: 'not-an-email', password: '' });
      expect(arabic.body.errors).toEqual({
        username: ['اسم المستخدم مطلوب'],
        email: ['يجب أن يكون البريد الإلكتروني عنواناً صالحاً.'],
        password: ['كلمة المرور مطلوبة'],
        role_ids: ['الأدوار مطلوبة'],
      });
      const unknownRole = await admin.post(users, { username: 'ghostrole', email: 'ghostrole@example.com', password: DEMO_PASSWORD, role_ids: [99999] });
      expect(unknownRole.body.errors).toEqual({ role_ids: ['Roles is invalid'] });
    });

    it('refuses a taken e-mail or username (without regard to case) with 422', async () => {
      const taken = await admin.post(users, { username: 'ADMIN', email: 'Admin@example.com', password: DEMO_PASSWORD, role_ids: [roleIds['Order desk']] });
      expect(taken.status).toBe(422);
      expect(taken.body.errors).toEqual({ email: ['This Email is already taken.'], username: ['This Username is already taken.'] });
      const arabic = await adminAr.post(users, { username: 'free-name', email: 'orders@example.com', password: DEMO_PASSWORD, role_ids: [roleIds['Order desk']] });
      expect(arabic.body.errors).toEqual({ email: ['البريد الإلكتروني مستخدم من قبل.'] });
    });

    it('takes a multipart form with flags and bracketed role ids', async () => {
      const form = new FormData();
      for (const [key, value] of Object.entries({ username: 'formuser', email: 'formuser@example.com', password: DEMO_PASSWORD, is_active: 'false', must_change_password: '1' })) {
        form.append(key, value);
      }
      form.append('role_ids[0]', String(roleIds['Order desk']));
      form.append('role_ids[1]', String(roleIds['Support agent']));
      const answer = await admin.post(users, form);
      expect(answer.status).toBe(201);
      expect(answer.body.data).toMatchObject({ is_active: false, must_change_password: true });
      expect(answer.body.data.roles).toHaveLength(2);
    });

    it('mails the credentials when asked, in the request’s language', async () => {
      const user = await create({ username: 'mailed', email: 'mailed@example.com', password: 'first-pass-99', send_credentials: true, must_change_password: true });
      const arabicRequest = await adminAr.post(users, { username: 'mailedar', email: 'mailedar@example.com', password: 'first-pass-98', role_ids: [roleIds['Order desk']], send_credentials: true });
      expect(arabicRequest.status).toBe(201);

      const [mail] = await mailsTo(outbox, user.email);
      expect(mail?.subject).toBe('Your Matjar sign-in details');
      expect(mail?.text).toContain('Username: mailed\nPassword: first-pass-99');
      expect(mail?.text).toContain('You will be asked to choose a new password when you sign in.');
      expect(mail?.text).toContain('http://matjar.test/dashboard/login');
      const [arabic] = await mailsTo(outbox, 'mailedar@example.com');
      expect(arabic?.subject).toBe('بيانات دخولك إلى Matjar');
      expect(arabic?.text).toContain('كلمة المرور: first-pass-98');
      expect(arabic?.html).toContain('<bdi dir="ltr">first-pass-98</bdi>');

      await create({ username: 'notmailed', email: 'notmailed@example.com' });
      expect(await mailsTo(outbox, 'notmailed@example.com')).toEqual([]);
    });
  });

  describe('update', () => {
    it('updates with PATCH and _method=PATCH; an omitted or empty password stays', async () => {
      const user = await create();
      const patched = await admin.patch(`${users}/${user.id}`, { username: `${user.username}-x`, password: '' });
      expect(patched.status).toBe(200);
      expect(patched.body.data.username).toBe(`${user.username}-x`);
      const form = new FormData();
      form.append('_method', 'PATCH');
      form.append('role_ids[0]', String(roleIds['Support agent']));
      const posted = await admin.post(`${users}/${user.id}`, form);
      expect(posted.body.data.roles.map((r: { name: string }) => r.name)).toEqual(['Support agent']);
      expect((await server.api().post('/api/login', { email: user.email, password: DEMO_PASSWORD })).status).toBe(200);
      expect((await admin.patch(`${users}/${user.id}`, { email: 'orders@example.com' })).body.errors).toEqual({ email: ['This Email is already taken.'] });
      expect((await admin.patch(`${users}/${user.id}`, { email: user.email })).status).toBe(200);
      expect((await admin.patch(`${users}/99999999`, { username: 'nobody' })).status).toBe(404);
    });

    it('keeps a correct before/after in the history, and no password hash anywhere', async () => {
      const user = await create({ must_change_password: true });
      const updated = (await admin.patch(`${users}/${user.id}`, {
        email: 'renamed.history@example.com', password: 'changed-by-admin', role_ids: [roleIds['Support agent']], must_change_password: false,
      })).body.data;
      const entries = (await admin.get(`/api/dashboard/history?model=users&model_id=${user.id}`)).body.data;
      expect(entries.map((e: { action: string }) => e.action)).toEqual(['updated', 'created']);
      expect(entries[0]).toMatchObject({ before: user, after: updated, user: { id: adminId, username: 'admin' }, impersonator: null, ip: '127.0.0.1' });
      expect(entries[0].before.password_changed_at).toBeNull();
      expect(entries[0].after).toMatchObject({
        email: 'renamed.history@example.com', must_change_password: false, roles: [{ id: roleIds['Support agent'], name: 'Support agent' }],
        password_changed_at: expect.any(String),
      });
      expect(entries[1]).toMatchObject({ before: null, after: user });
      const dump = await historyDump(server);
      expect(dump).not.toMatch(/argon2|password_hash|changed-by-admin/);
      expect(dump).not.toContain(DEMO_PASSWORD);
    });

    it('makes a role change effective on the user’s next request, with the same token', async () => {
      const user = await create({ role_ids: [roleIds['Support agent']] });
      const { access_token: token } = await server.login(user.email);
      expect((await server.api(token).get('/api/dashboard/units')).status).toBe(403);
      await admin.patch(`${users}/${user.id}`, { role_ids: [roleIds['Catalogue manager']] });
      expect((await server.api(token).get('/api/dashboard/units')).status).toBe(200);
      expect((await server.api(token).get('/api/dashboard/me')).body.data.roles).toEqual([{ id: roleIds['Catalogue manager'], name: 'Catalogue manager' }]);
    });

    it('ends every session of a user who is disabled, and refuses their sign-in', async () => {
      const user = await create();
      const [one, two] = [await server.login(user.email), await server.login(user.email)];
      const disabled = await admin.post(`${users}/${user.id}/deactivate`);
      expect(disabled.status).toBe(200);
      expect(disabled.body.data.is_active).toBe(false);
      for (const pair of [one, two]) {
        expect((await server.api(pair?.access_token).get('/api/dashboard/me')).status).toBe(401);
        expect((await server.api().post('/api/refresh_token', { token: pair?.refresh_token, provider: 'dashboard' })).status).toBe(401);
      }
      expect((await server.api().post('/api/login', { email: user.email, password: DEMO_PASSWORD })).status).toBe(403);
      expect((await admin.post(`${users}/${user.id}/deactivate`)).status).toBe(200);

      expect((await admin.post(`${users}/${user.id}/activate`)).body.data.is_active).toBe(true);
      expect((await server.api(one?.access_token).get('/api/dashboard/me')).status).toBe(401);
      expect((await server.api().post('/api/login', { email: user.email, password: DEMO_PASSWORD })).status).toBe(200);
      const actions = (await admin.get(`/api/dashboard/history?model=users&model_id=${user.id}&action=updated`)).body.data;
      expect(actions.map((e: { after: User }) => e.after.is_active)).toEqual([true, false, false]);
    });

    it('ends the sessions of a user whose password an admin changes', async () => {
      const user = await create();
      const pair = await server.login(user.email);
      expect((await admin.patch(`${users}/${user.id}`, { password: 'set-by-admin-1' })).status).toBe(200);
      expect((await server.api(pair.access_token).get('/api/dashboard/me')).status).toBe(401);
      expect((await server.login(user.email, 'set-by-admin-1')).access_token).toEqual(expect.any(String));
    });
  });

  describe('guards on yourself and the last Super Admin', () => {
    let self: TestUser;
    beforeAll(async () => {
      self = await userWith(server, 'selfish', ['users.*']);
    });

    it('never deletes or disables yourself', async () => {
      const api = server.api(self.token);
      const english = await api.delete(`${users}/${self.id}`);
      expect(english.status).toBe(409);
      expect(english.body).toEqual({ message: 'You cannot delete your own account.' });
      const other = await create();
      const batch = await server.api(self.token, 'ar').delete(users, { users: [other.id, self.id] });
      expect(batch.status).toBe(409);
      expect(batch.body).toEqual({ message: 'لا يمكنك حذف حسابك.' });
      expect((await admin.get(`${users}/${other.id}`)).status).toBe(200);
      const disabling = await api.post(`${users}/${self.id}/deactivate`);
      expect(disabling.status).toBe(409);
      expect(disabling.body).toEqual({ message: 'You cannot disable your own account.' });
      expect((await api.get('/api/dashboard/me')).status).toBe(200);
    });

    it('never leaves the store without an active Super Admin', async () => {
      const english = await admin.patch(`${users}/${adminId}`, { role_ids: [roleIds['Order desk']] });
      expect(english.status).toBe(409);
      expect(english.body).toEqual({ message: 'At least one active Super Admin must remain.' });
      expect((await adminAr.patch(`${users}/${adminId}`, { role_ids: [roleIds['Order desk']] })).body).toEqual({ message: 'يجب أن يبقى مدير عام واحد نشط على الأقل.' });
      expect((await admin.get(`${users}/${adminId}`)).body.data.roles.map((r: { name: string }) => r.name)).toEqual(['Super Admin']);

      // With a second one, either may go; the last one left stays.
      const second = await userWith(server, 'secondboss', 'super-admin');
      const viaSecond = server.api(second.token);
      expect((await viaSecond.post(`${users}/${adminId}/deactivate`)).status).toBe(200);
      expect((await viaSecond.patch(`${users}/${second.id}`, { role_ids: [roleIds['Order desk']] })).status).toBe(409);
      expect((await viaSecond.post(`${users}/${adminId}/activate`)).status).toBe(200);
      // Being disabled ended the admin's sessions: sign in again for the tests that follow.
      expect((await admin.get('/api/dashboard/me')).status).toBe(401);
      const token = (await server.login('admin@example.com')).access_token;
      [admin, adminAr] = [server.api(token), server.api(token, 'ar')];
      expect((await admin.delete(`${users}/${second.id}`)).status).toBe(200);
    });
  });

  describe('delete', () => {
    it('deletes one or a batch, all or nothing, with history', async () => {
      const [a, b, c] = [await create(), await create(), await create()];
      expect((await expectDeletesAllOrNothing(admin, users, 'users', [a, b, c], adminAr)).body.data.message).toBe('تم الحذف بنجاح');
      const [entry] = (await admin.get(`/api/dashboard/history?model=users&model_id=${c.id}&action=deleted`)).body.data;
      expect(entry.before).toEqual(c);
      expect((await admin.delete(users, { users: [] })).status).toBe(422);
    });
  });

  describe('history filters', () => {
    it('offers the models, actions and users the history holds, to readers without users.view', async () => {
      const reader = server.api((await userWith(server, 'historyreader', ['models-history.all'])).token);
      const target = await create({ username: 'filtered.one' });
      await admin.patch(`${users}/${target.id}`, { must_change_password: true });

      const models = (await reader.get('/api/dashboard/history/models')).body.data;
      expect(models).toEqual([...models].sort());
      expect(models).toEqual(expect.arrayContaining(['users']));
      const actions = (await reader.get('/api/dashboard/history/actions')).body.data;
      expect(actions).toEqual(expect.arrayContaining(['created', 'signed_in', 'updated']));
      const actors = (await reader.get('/api/dashboard/history/users')).body.data;
      expect(actors).toEqual(expect.arrayContaining([{ id: adminId, username: 'admin' }]));
      expect(actors).not.toContainEqual({ id: target.id, username: 'filtered.one' });
      expect((await reader.get(users)).status).toBe(403);
      expect((await server.api((await userWith(server, 'nohistory', ['users.*'])).token).get('/api/dashboard/history/models')).status).toBe(403);
    });

    it('filters by user, model, action, date range and a search', async () => {
      const target = await create({ username: 'searchable.history' });
      await admin.patch(`${users}/${target.id}`, { must_change_password: true });
      const history = '/api/dashboard/history';
      const ids = async (query: string) => (await admin.get(`${history}?${query}`)).body.data.map((e: { action: string }) => e.action);

      expect(await ids(`model=users&model_id=${target.id}`)).toEqual(['updated', 'created']);
      expect(await ids(`model=users&model_id=${target.id}&action=created`)).toEqual(['created']);
      expect(await ids(`model=users&model_id=${target.id}&user_id=${adminId}`)).toEqual(['updated', 'created']);
      expect(await ids(`model=users&model_id=${target.id}&user_id=${target.id}`)).toEqual([]);
      const entryIds = async (query: string) => (await admin.get(`${history}?perPage=1000&${query}`)).body.data.map((e: { id: number }) => e.id);
      const own = await entryIds(`model=users&model_id=${target.id}`);
      expect(await entryIds(`model=users&search=${target.id}`)).toEqual(expect.arrayContaining(own));
      expect(await entryIds('search=127.0.0')).toEqual(expect.arrayContaining(own));
      expect(await entryIds('search=10.0.0')).toEqual([]);
      const from = encodeURIComponent(new Date(Date.now() - 60_000).toISOString());
      const past = encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString());
      expect(await ids(`model=users&model_id=${target.id}&from=${from}`)).toEqual(['updated', 'created']);
      expect(await ids(`model=users&model_id=${target.id}&to=${past}`)).toEqual([]);
      const byName = (await admin.get(`${history}?search=ADMIN&perPage=100`)).body.data;
      expect(byName.length).toBeGreaterThan(0);
      expect(byName.every((e: { user: { username: string } | null }) => e.user?.username === 'admin')).toBe(true);
      expect((await admin.get(`${history}?from=yesterday`)).status).toBe(422);
    });
  });
});
