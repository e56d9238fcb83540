import fs from 'node:fs/promises';
import { isolate } from '@matjar/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { historyDump, serverWithOutbox, userWith } from './accounts.js';
import { type TestServer, DEMO_PASSWORD, describeEachDatabase } from './harness.js';
import { type FlushableOutbox, flushableOutbox, mailsTo, readOutbox, resetTokenFor } from './outbox.js';

const sent = {
  en: 'If an account uses this address, a link to reset its password is on its way.',
  ar: 'إذا كان هناك حساب بهذا العنوان، فرابط استعادة كلمة المرور في طريقه إليه.',
};
const expired = {
  en: 'This password reset link has expired or has already been used.',
  ar: 'انتهت صلاحية رابط استعادة كلمة المرور أو سبق استخدامه.',
};
const newSecret = 'a-new-secret-42';

describeEachDatabase('password recovery', (suite) => {
  let server: TestServer;
  let dataDir: string;
  let outbox: FlushableOutbox;
  beforeAll(async () => {
    ({ server, dataDir, outbox } = await serverWithOutbox(suite));
  });
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

  const forget = (email: string, lang: 'en' | 'ar' = 'en') => server.api(undefined, lang).post('/api/password/forget', { email });
  const restore = (token: string, password = newSecret, confirmation = password, path = 'restore') =>
    server.api().post(`/api/password/${path}/${token}`, { password, password_confirmation: confirmation });

  it('answers the same for known and unknown addresses, and mails only the known', async () => {
    const known = await userWith(server, 'forgetful', []);
    const answers = [await forget(known.email), await forget('nobody@example.com'), await forget('NOBODY@example.com')];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ data: { message: sent.en } });
    }
    expect((await forget('nobody2@example.com', 'ar')).body).toEqual({ data: { message: sent.ar } });

    const [mail] = await mailsTo(outbox, known.email);
    expect(mail?.subject).toBe('Reset your Matjar password');
    expect(mail?.text).toContain(`Hello ${isolate('forgetful')},`);
    expect(mail?.text).toMatch(/http:\/\/matjar\.test\/dashboard\/password\/restore\/[\w-]{43}\n/);
    expect(mail?.text).toContain('60 minutes');
    expect(mail?.html).toContain('<a href="http://matjar.test/dashboard/password/restore/');
    // Flushed: every message these requests sent is there, so none went to the unknown addresses.
    expect((await readOutbox(outbox)).map((m) => m.to)).toEqual([known.email]);
  });

  it('rejects an invalid address with the spec message, in both languages', async () => {
    const english = await forget('not-an-address');
    expect(english.status).toBe(422);
    expect(english.body).toEqual({ message: 'data incomplete', errors: { email: ['The email must be a valid email address.'] } });
    const arabic = await forget('', 'ar');
    expect(arabic.body.errors).toEqual({ email: ['البريد الإلكتروني مطلوب'] });
  });

  it('writes the mail in the user’s language, else in the request’s', async () => {
    const arabicUser = await userWith(server, 'arabicmail', []);
    await server.db.updateTable('users').set({ locale: 'ar' }).where('id', '=', arabicUser.id).execute();
    await forget(arabicUser.email, 'en');
    const [toArabicUser] = await mailsTo(outbox, arabicUser.email);
    expect(toArabicUser?.subject).toBe('استعادة كلمة المرور في Matjar');
    expect(toArabicUser?.text).toContain(`مرحباً ${isolate('arabicmail')}،`);
    expect(toArabicUser?.html).toContain('<html lang="ar" dir="rtl">');

    const plain = await userWith(server, 'asksinarabic', []);
    await forget(plain.email, 'ar');
    expect((await mailsTo(outbox, plain.email))[0]?.subject).toBe('استعادة كلمة المرور في Matjar');
  });

  it('resets the password once through the link, ending every session', async () => {
    const user = await userWith(server, 'resetter', []);
    await forget(user.email);
    const token = await resetTokenFor(outbox, user.email);

    const checked = await server.api().get(`/api/password/restore/${token}`);
    expect(checked.status).toBe(200);
    expect(checked.body).toEqual({ data: { email: user.email } });

    const mismatch = await restore(token, newSecret, 'something else');
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toEqual({ password_confirmation: ['The password confirmation does not match.'] });
    const short = await server.api(undefined, 'ar').post(`/api/password/restore/${token}`, { password: 'short', password_confirmation: 'short' });
    expect(short.body.errors).toEqual({ password: ['كلمة المرور يجب ألا تقل عن 8 أحرف'] });

    const done = await restore(token);
    expect(done.status).toBe(200);
    expect(done.body.data.message).toBe('Password changed successfully');

    expect((await server.api(user.token).get('/api/dashboard/me')).status).toBe(401);
    expect((await server.api().post('/api/refresh_token', { token: user.pair.refresh_token, provider: 'dashboard' })).status).toBe(401);
    expect((await server.api().post('/api/login', { email: user.email, password: DEMO_PASSWORD })).status).toBe(401);
    expect((await server.login(user.email, newSecret)).access_token).toEqual(expect.any(String));

    // Once only.
    for (const answer of [await restore(token, 'yet-another-one'), await server.api().get(`/api/password/restore/${token}`)]) {
      expect(answer.status).toBe(410);
      expect(answer.body).toEqual({ message: expired.en });
    }
    expect((await server.api(undefined, 'ar').get(`/api/password/restore/${token}`)).body).toEqual({ message: expired.ar });
  });

  it('writes the reset to the history as the user, without any hash', async () => {
    const user = await userWith(server, 'historyreset', []);
    await forget(user.email);
    await restore(await resetTokenFor(outbox, user.email));
    const [entry] = await server.db
      .selectFrom('history').selectAll().where('model', '=', 'users').where('model_id', '=', String(user.id)).where('action', '=', 'updated').execute();
    expect(entry).toMatchObject({ user_id: user.id, impersonator_id: null, ip: '127.0.0.1' });
    const before = JSON.parse(entry?.before ?? '{}');
    const after = JSON.parse(entry?.after ?? '{}');
    expect(before.password_changed_at).toBeNull();
    expect(after.password_changed_at).toEqual(expect.any(String));
    expect(await historyDump(server)).not.toMatch(/argon2|password_hash/);
  });

  it('expires a link after 60 minutes', async () => {
    const user = await userWith(server, 'slowreader', []);
    await forget(user.email);
    const token = await resetTokenFor(outbox, user.email);
    const row = await server.db.selectFrom('password_reset_tokens').select('expires_at').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    const minutes = (Date.parse(row.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);

    await server.db.updateTable('password_reset_tokens').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('user_id', '=', user.id).execute();
    expect((await server.api().get(`/api/password/restore/${token}`)).status).toBe(410);
    expect((await restore(token)).status).toBe(410);
    expect((await server.api().post('/api/login', { email: user.email, password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('keeps only the latest link alive, stores tokens hashed, and refuses unknown ones', async () => {
    const user = await userWith(server, 'twolinks', []);
    await forget(user.email);
    const first = await resetTokenFor(outbox, user.email, 1);
    await forget(user.email);
    const second = await resetTokenFor(outbox, user.email, 2);
    expect(second).not.toBe(first);
    expect(JSON.stringify(await server.db.selectFrom('password_reset_tokens').selectAll().execute())).not.toContain(second);

    const unknown = await server.api().get(`/api/password/restore/${first}`);
    expect(unknown.status).toBe(422);
    expect(unknown.body).toEqual({ message: 'This password reset link is invalid.' });
    expect((await server.api(undefined, 'ar').post('/api/password/restore/nope', { password: newSecret, password_confirmation: newSecret })).body)
      .toEqual({ message: 'رابط استعادة كلمة المرور غير صالح.' });
    // The spec's password-reset/{token} is the same call.
    expect((await server.api().get(`/api/password/reset/${second}`)).body.data.email).toBe(user.email);
    expect((await restore(second, newSecret, newSecret, 'reset')).status).toBe(200);
    expect((await server.api().get(`/api/password/reset/${second}`)).status).toBe(410);
  });

  it('does not mail disabled accounts', async () => {
    const user = await userWith(server, 'disabledforget', []);
    await server.db.updateTable('users').set({ is_active: server.dialect === 'postgres' ? false : 0 }).where('id', '=', user.id).execute();
    expect((await forget(user.email)).body).toEqual({ data: { message: sent.en } });
    expect(await mailsTo(outbox, user.email)).toEqual([]);
  });
});

describeEachDatabase('password recovery: request limit', (suite) => {
  it('counts requests per e-mail address across instances, and answers 429 alike for known and unknown', async () => {
    const { server, dataDir } = await serverWithOutbox(suite, { LOGIN_LIMIT_PER_ACCOUNT: '2', LOGIN_LIMIT_PER_ADDRESS: '1000' });
    const other = await suite.start({ DATA_DIR: dataDir, LOGIN_LIMIT_PER_ACCOUNT: '2', LOGIN_LIMIT_PER_ADDRESS: '1000' });
    const outbox = flushableOutbox(dataDir, server, other);
    for (const email of ['orders@example.com', 'ghost@example.com']) {
      expect((await server.api().post('/api/password/forget', { email })).status).toBe(200);
      expect((await other.api().post('/api/password/forget', { email })).status).toBe(200);
      const limited = await server.api(undefined, 'ar').post('/api/password/forget', { email });
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ message: 'يرجى الانتظار قبل إعادة المحاولة.' });
      // Until the older of the two requests leaves the 15-minute window, in whole seconds.
      expect(limited.headers.get('retry-after')).toMatch(/^(89\d|900)$/);
    }
    expect((await mailsTo(outbox, 'orders@example.com')).length).toBe(2);
    await fs.rm(dataDir, { recursive: true, force: true });
  });
});
