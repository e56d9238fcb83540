import { beforeAll, expect, it } from 'vitest';
import { userWith } from './accounts.js';
import { type TestServer, DEMO_PASSWORD, describeEachDatabase } from './harness.js';

const profile = '/api/dashboard/profile';

describeEachDatabase('own profile and password', (suite) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await suite.start();
  });

  it('shows the signed-in user their account and lets them pick a language', async () => {
    const user = await userWith(server, 'profiled', ['units.view']);
    const api = server.api(user.token);
    const shown = await api.get(profile);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toEqual({
      id: user.id, username: 'profiled', email: 'profiled@example.com', locale: null, must_change_password: false,
      roles: [{ id: expect.any(Number), name: 'Role of profiled' }], password_changed_at: null,
      created_at: expect.any(String), updated_at: expect.any(String),
    });

    const changed = await api.patch(profile, { locale: 'ar', email: 'elsewhere@example.com', username: 'renamed' });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ locale: 'ar', email: 'profiled@example.com', username: 'profiled' });
    expect((await api.get('/api/dashboard/me')).body.data.locale).toBe('ar');
    expect((await api.patch(profile, { locale: null })).body.data.locale).toBeNull();
    const invalid = await server.api(user.token, 'ar').patch(profile, { locale: 'fr' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({ locale: ['اللغة غير صالحة'] });

    const [entry] = (await server.api((await server.login('admin@example.com')).access_token).get(`/api/dashboard/history?model=users&model_id=${user.id}`)).body.data;
    expect(entry).toMatchObject({ action: 'updated', before: { locale: 'ar' }, after: { locale: null }, user: { id: user.id, username: 'profiled' } });
    expect((await server.api().get(profile)).status).toBe(401);
  });

  it('changes the password with the current one, ending the other sessions only', async () => {
    const user = await userWith(server, 'changer', []);
    const other = await server.login(user.email);
    const api = server.api(user.token);
    const change = (body: Record<string, string>, lang: 'en' | 'ar' = 'en') => server.api(user.token, lang).post(`${profile}/password`, body);

    const wrong = await change({ current_password: 'not-it-at-all', password: 'brand-new-pass', password_confirmation: 'brand-new-pass' });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({ message: 'data incomplete', errors: { current_password: ['The current password is incorrect.'] } });
    const wrongAr = await change({ current_password: 'not-it-at-all', password: 'brand-new-pass', password_confirmation: 'brand-new-pass' }, 'ar');
    expect(wrongAr.body.errors).toEqual({ current_password: ['كلمة المرور الحالية غير صحيحة.'] });
    const missing = await change({ password: 'brand-new-pass', password_confirmation: 'other' });
    expect(missing.body.errors).toEqual({
      current_password: ['Current password is required'],
      password_confirmation: ['The password confirmation does not match.'],
    });
    expect((await change({ current_password: DEMO_PASSWORD, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD })).body.errors)
      .toEqual({ password: ['The new password must be different from the current one.'] });

    const done = await change({ current_password: DEMO_PASSWORD, password: 'brand-new-pass', password_confirmation: 'brand-new-pass' });
    expect(done.status).toBe(200);
    expect(done.body.data.message).toBe('Password changed successfully');
    expect((await api.get('/api/dashboard/me')).status).toBe(200);
    expect((await server.api(other.access_token).get('/api/dashboard/me')).status).toBe(401);
    expect((await server.api().post('/api/refresh_token', { token: user.pair.refresh_token, provider: 'dashboard' })).status).toBe(200);
    expect((await server.api().post('/api/login', { email: user.email, password: DEMO_PASSWORD })).status).toBe(401);
    expect((await server.login(user.email, 'brand-new-pass')).access_token).toEqual(expect.any(String));
  });

  it('counts wrong current passwords against the account, without holding back its sign-in', async () => {
    const limited = await suite.start({ LOGIN_LIMIT_PER_ACCOUNT: '2' });
    const user = await userWith(limited, 'guesser', []);
    const guess = (current: string) =>
      limited.api(user.token).post(`${profile}/password`, { current_password: current, password: 'guessed-pass-1', password_confirmation: 'guessed-pass-1' });
    expect((await guess('wrong-one')).status).toBe(422);
    expect((await guess('wrong-two')).status).toBe(422);
    const refused = await guess(DEMO_PASSWORD);
    expect(refused.status).toBe(429);
    // Retry-After: the seconds until the older guess leaves the 15-minute window.
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(890);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(900);
    // Sign-in has its own throttle (per account and address): a stolen token cannot lock the owner out.
    expect((await limited.api().post('/api/login', { email: user.email, password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('forces a new password after sign-in when the account asks for it', async () => {
    const adminToken = (await server.login('admin@example.com')).access_token;
    const roleId = (await server.db.selectFrom('roles').select('id').where('name', '=', 'Order desk').executeTakeFirstOrThrow()).id;
    const created = await server.api(adminToken).post('/api/dashboard/users', {
      username: 'forced', email: 'forced@example.com', password: 'given-by-admin', role_ids: [roleId], must_change_password: true,
    });
    expect(created.status).toBe(201);

    const first = await server.login('forced@example.com', 'given-by-admin');
    const second = await server.login('forced@example.com', 'given-by-admin');
    const api = server.api(first.access_token);
    expect((await api.get('/api/dashboard/me')).body.data.must_change_password).toBe(true);

    const same = await api.post('/api/dashboard/new-password', { password: 'given-by-admin', password_confirmation: 'given-by-admin' });
    expect(same.status).toBe(422);
    expect(same.body.errors).toEqual({ password: ['The new password must be different from the current one.'] });
    const mismatch = await server.api(first.access_token, 'ar').post('/api/dashboard/new-password', { password: 'chosen-by-me', password_confirmation: 'chosen' });
    expect(mismatch.body.errors).toEqual({ password_confirmation: ['تأكيد كلمة المرور غير مطابق.'] });

    const done = await api.post('/api/dashboard/new-password', { password: 'chosen-by-me', password_confirmation: 'chosen-by-me' });
    expect(done.status).toBe(200);
    const me = (await api.get('/api/dashboard/me')).body.data;
    expect(me.must_change_password).toBe(false);
    expect((await server.api(second.access_token).get('/api/dashboard/me')).status).toBe(401);
    expect((await server.login('forced@example.com', 'chosen-by-me')).access_token).toEqual(expect.any(String));

    // Only while a change is pending: otherwise the current password is needed (profile).
    const again = await api.post('/api/dashboard/new-password', { password: 'another-one-1', password_confirmation: 'another-one-1' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'No password change is pending for this account.' });
  });
});
