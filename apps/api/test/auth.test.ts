import { createHash } from 'node:crypto';
import { SignJWT } from 'jose';
import type { TokenPair } from '@matjar/shared';
import { beforeAll, expect, it } from 'vitest';
import { createAccount } from '../src/db/accounts.js';
import { useTestClock } from './clock.js';
import { type TestServer, DEMO_PASSWORD, describeEachDatabase } from './harness.js';

const en = {
  invalid: 'These credentials do not match our records.',
  inactive: 'This account is disabled.',
};
const ar = {
  invalid: 'بيانات الدخول هذه لا تطابق سجلاتنا.',
  inactive: 'هذا الحساب معطّل.',
};

const refresh = (server: TestServer, token: string) =>
  server.api().post('/api/refresh_token', { token, provider: 'dashboard' });
const me = (server: TestServer, token: string) => server.api(token).get('/api/dashboard/me');

/** A user of the test's own, so what a test does to it touches no other test. */
async function newUser(server: TestServer, username: string) {
  const id = await createAccount(server.db, {
    username,
    email: `${username}@example.com`,
    password: DEMO_PASSWORD,
    roleIds: [],
  });
  return { id, email: `${username}@example.com` };
}

async function setActive(server: TestServer, userId: number, active: boolean) {
  // A flag is a boolean column on PostgreSQL and 0/1 on SQLite.
  const flag = server.dialect === 'postgres' ? active : Number(active);
  await server.db.updateTable('users').set({ is_active: flag }).where('id', '=', userId).execute();
}

describeEachDatabase('auth: sign-in, tokens and sessions', (suite) => {
  const clock = useTestClock();
  let server: TestServer;
  beforeAll(async () => {
    server = await suite.start();
  });

  it('signs in by e-mail and by username with a token pair', async () => {
    for (const body of [{ email: 'admin@example.com', password: DEMO_PASSWORD }, { username: 'admin', password: DEMO_PASSWORD }]) {
      const answer = await server.api().post('/api/login', body);
      expect(answer.status).toBe(200);
      const { access_token, refresh_token, expires_in, token_type } = answer.body.data;
      expect(access_token.split('.')).toHaveLength(3);
      expect(refresh_token).toEqual(expect.any(String));
      expect(expires_in).toBe(120);
      expect(token_type).toBe('Bearer');
      expect((await me(server, access_token)).body.data.username).toBe('admin');
    }
    // `email` also takes a username, in any case.
    const byName = await server.api().post('/api/login', { email: 'ADMIN', password: DEMO_PASSWORD });
    expect(byName.status).toBe(200);
  });

  it('rejects a wrong password or an unknown account with 401, in both languages', async () => {
    for (const email of ['admin@example.com', 'nobody@example.com']) {
      const body = { email, password: 'wrong-password' };
      const english = await server.api().post('/api/login', body);
      expect(english.status).toBe(401);
      expect(english.body).toEqual({ message: en.invalid });
      const arabic = await server.api(undefined, 'ar').post('/api/login', body);
      expect(arabic.status).toBe(401);
      expect(arabic.body).toEqual({ message: ar.invalid });
    }
  });

  it('answers missing fields with 422 and field errors in both languages', async () => {
    const noPassword = await server.api().post('/api/login', { email: 'admin@example.com' });
    expect(noPassword.status).toBe(422);
    expect(noPassword.body).toEqual({ message: 'data incomplete', errors: { password: ['Password is required'] } });

    const noEmail = await server.api(undefined, 'ar').post('/api/login', { password: 'x' });
    expect(noEmail.status).toBe(422);
    expect(noEmail.body).toEqual({ message: 'البيانات غير مكتملة', errors: { email: ['البريد الإلكتروني مطلوب'] } });

    const empty = await server.api(undefined, 'ar').post('/api/login', {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors.password).toEqual(['كلمة المرور مطلوبة']);
  });

  it('refuses a disabled account with 403, and ends its open sessions', async () => {
    const user = await newUser(server, 'disabled');
    const open = await server.login(user.email);
    await setActive(server, user.id, false);

    const english = await server.api().post('/api/login', { email: user.email, password: DEMO_PASSWORD });
    expect(english.status).toBe(403);
    expect(english.body).toEqual({ message: en.inactive });
    const arabic = await server.api(undefined, 'ar').post('/api/login', { email: user.email, password: DEMO_PASSWORD });
    expect(arabic.status).toBe(403);
    expect(arabic.body).toEqual({ message: ar.inactive });

    expect((await me(server, open.access_token)).status).toBe(401);
    expect((await refresh(server, open.refresh_token)).status).toBe(401);
  });

  it('answers /me with the user, roles, permissions, session and version', async () => {
    const admin = await server.login('admin@example.com');
    const answer = await me(server, admin.access_token);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      id: expect.any(Number),
      username: 'admin',
      email: 'admin@example.com',
      locale: null,
      must_change_password: false,
      roles: [{ id: expect.any(Number), name: 'Super Admin' }],
      permissions: [],
      session_id: expect.any(String),
      version: 1,
      impersonator: null,
    });

    const catalogue = await server.login('catalogue@example.com');
    const staff = (await me(server, catalogue.access_token)).body.data;
    expect(staff.roles).toEqual([{ id: expect.any(Number), name: 'Catalogue manager' }]);
    expect(staff.permissions).toEqual(['brands.*', 'categories.*', 'products.*', 'units.*']);
    expect(staff.session_id).not.toBe(answer.body.data.session_id);
  });

  it('refuses unknown refresh tokens and a malformed refresh body', async () => {
    expect((await refresh(server, 'not-a-token')).status).toBe(401);
    const missing = await server.api().post('/api/refresh_token', { provider: 'dashboard' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ token: ['Token is required'] });
  });

  it('logs out: that session answers 401 at once, other sessions live on', async () => {
    const leaving = await server.login('admin@example.com');
    const staying = await server.login('admin@example.com');
    const answer = await server.api(leaving.access_token).post('/api/dashboard/logout');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { message: 'Signed out' } });
    const arabic = await server.api((await server.login('admin@example.com')).access_token, 'ar').post('/api/dashboard/logout');
    expect(arabic.body).toEqual({ data: { message: 'تم تسجيل الخروج' } });

    const after = await me(server, leaving.access_token);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: 'Please sign in to continue.' });
    expect((await refresh(server, leaving.refresh_token)).status).toBe(401);
    expect((await me(server, staying.access_token)).status).toBe(200);
  });

  it('expires access tokens after their lifetime; the refresh token still works', async () => {
    const shortLived = await suite.start({ ACCESS_TOKEN_TTL: '2' });
    const pair = await shortLived.login('admin@example.com');
    expect(pair.expires_in).toBe(2);
    expect((await me(shortLived, pair.access_token)).status).toBe(200);

    clock.advance(2);
    expect((await me(shortLived, pair.access_token)).status).toBe(401);
    const renewed = await refresh(shortLived, pair.refresh_token);
    expect(renewed.status).toBe(200);
    expect((await me(shortLived, renewed.body.data.access_token)).status).toBe(200);
  });

  it('refuses garbage and forged bearer tokens', async () => {
    const real = await server.login('admin@example.com');
    const { sub, sid } = JSON.parse(Buffer.from(real.access_token.split('.')[1] ?? '', 'base64url').toString());
    const signWith = (secret: string, claims: Record<string, string>) =>
      new SignJWT({ sid: claims.sid }).setProtectedHeader({ alg: 'HS256' }).setSubject(claims.sub ?? '')
        .setIssuedAt().setExpirationTime('1h').sign(new TextEncoder().encode(secret));
    const stored = await server.db.selectFrom('app_secrets').select('value').where('key', '=', 'jwt_secret').executeTakeFirstOrThrow();
    const [header, , signature] = real.access_token.split('.');
    const otherUser = Buffer.from(JSON.stringify({ sub: '2', sid, iat: 0, exp: 4_000_000_000 })).toString('base64url');
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${otherUser}.`;

    const bad = [
      'garbage',
      `${real.access_token}x`,
      `${header}.${otherUser}.${signature}`, // payload swapped under the real signature
      unsigned,
      await signWith('some other secret', { sub, sid }), // real claims, wrong key
      await signWith(stored.value, { sub, sid: 'no-such-session' }), // right key, no session
      await signWith(stored.value, { sub: '999999', sid }), // right key, someone else's session
    ];
    for (const token of bad) {
      const answer = await me(server, token);
      expect(answer.status, token).toBe(401);
    }
    const noScheme = await server.request('GET', '/api/dashboard/me', { headers: { authorization: real.access_token } });
    expect(noScheme.status).toBe(401);
    expect((await me(server, real.access_token)).status).toBe(200);
  });

  it('stores refresh tokens only as hashes, each at least 128 random bits', async () => {
    const pairs = [await server.login('admin@example.com'), await server.login('admin@example.com')];
    const rows = await server.db.selectFrom('refresh_tokens').selectAll().execute();
    const stored = JSON.stringify(rows);
    for (const { refresh_token } of pairs) {
      expect(Buffer.from(refresh_token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
      expect(stored).not.toContain(refresh_token);
      const hash = createHash('sha256').update(refresh_token).digest('hex');
      expect(rows.some((row) => row.token_hash === hash)).toBe(true);
    }
    expect(pairs[0]?.refresh_token).not.toBe(pairs[1]?.refresh_token);
  });

  it('writes signed_in, sign_in_failed and signed_out to the history', async () => {
    const user = await newUser(server, 'historian');
    await server.api().post('/api/login', { email: user.email, password: 'wrong-password' });
    const pair = await server.login(user.email);
    await server.api(pair.access_token).post('/api/dashboard/logout');

    const rows = await server.db
      .selectFrom('history')
      .select(['action', 'model', 'model_id', 'user_id', 'ip'])
      .where('model', '=', 'users')
      .where('model_id', '=', String(user.id))
      .orderBy('id')
      .execute();
    expect(rows).toEqual(
      ['sign_in_failed', 'signed_in', 'signed_out'].map((action) => ({
        action, model: 'users', model_id: String(user.id), user_id: user.id, ip: '127.0.0.1',
      })),
    );

    const admin = await server.login('admin@example.com');
    const viaApi = await server.api(admin.access_token).get(`/api/dashboard/history?model=users&model_id=${user.id}`);
    expect(viaApi.status).toBe(200);
    expect(viaApi.body.data.map((entry: { action: string }) => entry.action)).toEqual(['signed_out', 'signed_in', 'sign_in_failed']);
    expect(viaApi.body.data[0].user).toEqual({ id: user.id, username: 'historian' });
  });

  it('hashes passwords with Argon2id at m ≥ 19456 KiB and t ≥ 2', async () => {
    const { password_hash } = await server.db
      .selectFrom('users').select('password_hash').where('email', '=', 'admin@example.com').executeTakeFirstOrThrow();
    // PHC string: $argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>
    const [, algorithm, version, params] = password_hash.split('$');
    expect(algorithm).toBe('argon2id');
    expect(version).toBe('v=19');
    const values = Object.fromEntries((params ?? '').split(',').map((pair) => pair.split('=')));
    expect(Number(values.m)).toBeGreaterThanOrEqual(19_456);
    expect(Number(values.t)).toBeGreaterThanOrEqual(2);
    expect(password_hash).not.toContain(DEMO_PASSWORD);
  });
});

describeEachDatabase('auth: refresh rotation and its 10 s grace', (suite) => {
  const clock = useTestClock();
  let server: TestServer;
  beforeAll(async () => {
    server = await suite.start();
  });
  const sessionOf = async (pair: TokenPair) => {
    const answer = await me(server, pair.access_token);
    expect(answer.status).toBe(200);
    return answer.body.data.session_id as string;
  };
  const pairOf = (answer: { status: number; body: { data: TokenPair } }) => {
    expect(answer.status).toBe(200);
    return answer.body.data;
  };

  it('rotates refresh tokens: each use answers a new pair of the same session', async () => {
    const first = await server.login('admin@example.com');
    const second = pairOf(await refresh(server, first.refresh_token));
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.expires_in).toBe(120);
    expect(await sessionOf(second)).toBe(await sessionOf(first));
  });

  it('answers a rotated token presented again within 10 s with the same pair it gave the first time', async () => {
    const first = await server.login('admin@example.com');
    const second = pairOf(await refresh(server, first.refresh_token));
    clock.advance(10);
    const again = pairOf(await refresh(server, first.refresh_token));
    expect(again).toEqual({ ...second, expires_in: 110 });
    // One chain: no token of a second branch was stored, and the child rotates as usual.
    const session = await sessionOf(first);
    expect(await server.db.selectFrom('refresh_tokens').select('token_hash').where('session_id', '=', session).execute()).toHaveLength(2);
    const third = pairOf(await refresh(server, second.refresh_token));
    expect(await sessionOf(third)).toBe(session);
  });

  it('treats a rotated token presented after the grace as reuse: the whole family is revoked', async () => {
    const first = await server.login('admin@example.com');
    const second = pairOf(await refresh(server, first.refresh_token));
    clock.advance(4);
    expect(pairOf(await refresh(server, first.refresh_token)).refresh_token).toBe(second.refresh_token);
    const third = pairOf(await refresh(server, second.refresh_token));
    clock.advance(6.001);

    const reused = await refresh(server, first.refresh_token);
    expect(reused.status).toBe(401);
    expect(reused.body).toEqual({ message: 'Your session has ended. Please sign in again.' });
    // The whole chain is gone, refresh tokens and access tokens alike.
    expect((await refresh(server, third.refresh_token)).status).toBe(401);
    for (const pair of [second, third]) expect((await me(server, pair.access_token)).status).toBe(401);
  });

  it('never answers a pair for a revoked or expired session, or a disabled account, even within the grace', async () => {
    const signedOut = await server.login('admin@example.com');
    const signedOutNext = pairOf(await refresh(server, signedOut.refresh_token));
    expect((await server.api(signedOutNext.access_token).post('/api/dashboard/logout')).status).toBe(200);
    expect((await refresh(server, signedOut.refresh_token)).status).toBe(401);
    expect((await refresh(server, signedOutNext.refresh_token)).status).toBe(401);

    const expiring = await server.login('admin@example.com');
    const expiringNext = pairOf(await refresh(server, expiring.refresh_token));
    const sessionId = await sessionOf(expiringNext);
    await server.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1).toISOString() }).where('id', '=', sessionId).execute();
    expect((await refresh(server, expiring.refresh_token)).status).toBe(401);
    expect((await refresh(server, expiringNext.refresh_token)).status).toBe(401);

    const user = await newUser(server, 'disabledgrace');
    const disabled = await server.login(user.email);
    const disabledNext = pairOf(await refresh(server, disabled.refresh_token));
    await setActive(server, user.id, false);
    expect((await refresh(server, disabled.refresh_token)).status).toBe(401);
    expect((await refresh(server, disabledNext.refresh_token)).status).toBe(401);
  });

  it('answers five truly parallel refreshes of one token with one child pair: one chain, still ended by reuse', async () => {
    const pair = await server.login('admin@example.com');
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => refresh(server, pair.refresh_token)));
    const pairs = answers.map(pairOf);
    expect(new Set(pairs.map((p) => p.refresh_token)).size).toBe(1);
    expect(new Set(pairs.map((p) => p.access_token)).size).toBe(1);
    const child = pairs[0] as TokenPair;
    const grandchild = pairOf(await refresh(server, child.refresh_token));
    expect(await sessionOf(grandchild)).toBe(await sessionOf(pair));

    clock.advance(11);
    expect((await refresh(server, pair.refresh_token)).status).toBe(401);
    expect((await refresh(server, grandchild.refresh_token)).status).toBe(401);
    expect((await me(server, grandchild.access_token)).status).toBe(401);
  });

  it('gives the grace on another API process too (the rotation is in the database)', async () => {
    const other = await suite.start();
    const first = await server.login('admin@example.com');
    const rotated = pairOf(await refresh(server, first.refresh_token));
    clock.advance(3);
    const again = pairOf(await refresh(other, first.refresh_token));
    expect(again).toEqual({ ...rotated, expires_in: 117 });
    clock.advance(8);
    expect((await refresh(other, first.refresh_token)).status).toBe(401);
    expect((await me(server, again.access_token)).status).toBe(401);
  });
});
