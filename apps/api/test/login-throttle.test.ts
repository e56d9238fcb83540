import { expect, it } from 'vitest';
import { createAccount } from '../src/db/accounts.js';
import { useTestClock } from './clock.js';
import { type Answer, type Suite, type TestServer, DEMO_PASSWORD, describeEachDatabase } from './harness.js';

const limited = { en: 'Please wait before retrying.', ar: 'يرجى الانتظار قبل إعادة المحاولة.' };

/** Behind a proxy on 127.0.0.1 (the test client), so X-Forwarded-For picks each caller's address. */
const BEHIND_PROXY = { TRUST_PROXY: '127.0.0.1' };

const attacker = '203.0.113.66';
const owner = '198.51.100.7';

/** POST /api/login as a client at `address` (sent as X-Forwarded-For; the server decides whether to believe it). */
const signIn = (server: TestServer, email: string, password: string, address?: string, lang: 'en' | 'ar' = 'en') =>
  server.request('POST', '/api/login', {
    body: { email, password },
    lang,
    headers: address ? { 'x-forwarded-for': address } : {},
  });

/** A 429 whose Retry-After (RFC 9110: whole seconds) is this many seconds. */
function expectWait(answer: Answer, seconds: number) {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({ message: limited.en });
  const header = answer.headers.get('retry-after');
  expect(header).toMatch(/^[1-9]\d*$/);
  expect(Number(header)).toBe(seconds);
}

let accounts = 0;
/** An account of the test's own, so no test's count reaches another's. */
async function newAccount(server: TestServer) {
  const username = `throttled${++accounts}`;
  await createAccount(server.db, { username, email: `${username}@example.com`, password: DEMO_PASSWORD, roleIds: [] });
  return `${username}@example.com`;
}

/** Makes `failures` failed sign-ins, waiting out each delay on the way; answers the waits asked for. */
async function failTimes(server: TestServer, email: string, address: string, failures: number, clock: { advance: (s: number) => void }) {
  const waits: number[] = [];
  for (let failed = 0; failed < failures; ) {
    const answer = await signIn(server, email, 'wrong', address);
    if (answer.status === 429) {
      waits.push(Number(answer.headers.get('retry-after')));
      clock.advance(waits.at(-1) ?? 0);
      continue;
    }
    expect(answer.status).toBe(401);
    failed++;
  }
  return waits;
}

describeEachDatabase('sign-in throttle: per account and address, with growing delays', (suite: Suite) => {
  const clock = useTestClock();

  it('gives five free tries, then waits that double from 1 s up to 900 s, refusing even the right password meanwhile', async () => {
    const server = await suite.start(BEHIND_PROXY);
    const attacker = '203.0.113.11';
    const email = await newAccount(server);
    for (let i = 0; i < 5; i++) expect((await signIn(server, email, 'wrong', attacker)).status).toBe(401);

    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      const refused = await signIn(server, email, DEMO_PASSWORD, attacker);
      expect(refused.status).toBe(429);
      waits.push(Number(refused.headers.get('retry-after')));
      clock.advance(waits[i] ?? 0);
      expect((await signIn(server, email, 'wrong', attacker)).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);

    // The header counts down with the real remaining wait, rounded up to whole seconds.
    clock.advance(299.5);
    expectWait(await signIn(server, email, DEMO_PASSWORD, attacker), 601);
    clock.advance(600.25);
    expectWait(await signIn(server, email, DEMO_PASSWORD, attacker), 1);
    clock.advance(0.25);

    // Waited out, the right password gets in and the count starts again.
    expect((await signIn(server, email, DEMO_PASSWORD, attacker)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await signIn(server, email, 'wrong', attacker)).status).toBe(401);
    expectWait(await signIn(server, email, 'wrong', attacker), 1);
  });

  it('never holds the owner back at another address, however often an attacker fails', async () => {
    const server = await suite.start(BEHIND_PROXY);
    const attacker = '203.0.113.12';
    const admin = 'admin@example.com';
    const waits = await failTimes(server, admin, attacker, 16, clock);
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900]);
    const arabic = await signIn(server, admin, DEMO_PASSWORD, attacker, 'ar');
    expect(arabic.status).toBe(429);
    expect(arabic.body).toEqual({ message: limited.ar });

    // The owner, elsewhere: a typo, then the right password.
    expect((await signIn(server, admin, 'typo', owner)).status).toBe(401);
    expect((await signIn(server, admin, DEMO_PASSWORD, owner)).status).toBe(200);
    // … and by username too: one account, whatever name it is typed by.
    expect((await signIn(server, 'ADMIN', DEMO_PASSWORD, owner)).status).toBe(200);
    // The attacker is still held back, by any name of the account.
    expect((await signIn(server, 'admin', DEMO_PASSWORD, attacker)).status).toBe(429);
  });

  it('counts a burst of parallel guesses before checking any password', async () => {
    const server = await suite.start(BEHIND_PROXY);
    const attacker = '203.0.113.13';
    const email = await newAccount(server);
    const answers = await Promise.all(Array.from({ length: 16 }, () => signIn(server, email, 'wrong', attacker)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(11);
    for (const answer of answers.filter((a) => a.status === 429)) expectWait(answer, 1);
  });

  it('forgets failures made before the password changed', async () => {
    const server = await suite.start(BEHIND_PROXY);
    const email = await newAccount(server);
    await failTimes(server, email, owner, 8, clock);
    expect((await signIn(server, email, DEMO_PASSWORD, owner)).status).toBe(429);

    // A reset (or an administrator) sets a new password: what was guessed before is moot.
    clock.advance(1);
    await server.db.updateTable('users').set({ password_changed_at: new Date().toISOString() }).where('email', '=', email).execute();
    expect((await signIn(server, email, DEMO_PASSWORD, owner)).status).toBe(200);
  });

  it('forgets a key after a quiet day, and deletes its row', async () => {
    const server = await suite.start(BEHIND_PROXY);
    const email = await newAccount(server);
    const address = '192.0.2.44';
    for (let i = 0; i < 5; i++) expect((await signIn(server, email, 'wrong', address)).status).toBe(401);
    expectWait(await signIn(server, email, 'wrong', address), 1);
    const keys = async () =>
      (await server.db.selectFrom('login_throttles').select('key').where('key', 'like', `%${address}`).execute()).map((row) => row.key).sort();
    expect(await keys()).toHaveLength(2);

    clock.advance(86_400 + 1);
    expect((await signIn(server, 'someone-else@example.com', 'wrong', owner)).status).toBe(401);
    expect(await keys()).toEqual([]);
    for (let i = 0; i < 5; i++) expect((await signIn(server, email, 'wrong', address)).status).toBe(401);
  });
});

describeEachDatabase('sign-in throttle: per address across accounts', (suite: Suite) => {
  useTestClock();

  it('holds back an address that fails across many accounts, and only that address', async () => {
    const server = await suite.start({ ...BEHIND_PROXY, LOGIN_ADDRESS_FREE_ATTEMPTS: '4' });
    const sprayer = '203.0.113.99';
    for (const email of ['one@example.com', 'two@example.com', 'orders@example.com', 'support@example.com']) {
      expect((await signIn(server, email, 'wrong', sprayer)).status).toBe(401);
    }
    // Every account, even with its right password, from that address.
    expectWait(await signIn(server, 'catalogue@example.com', DEMO_PASSWORD, sprayer), 1);
    const arabic = await signIn(server, 'admin@example.com', DEMO_PASSWORD, sprayer, 'ar');
    expect(arabic.status).toBe(429);
    expect(arabic.body).toEqual({ message: limited.ar });
    expect(arabic.headers.get('retry-after')).toBe('1');
    // Elsewhere, nothing changed.
    expect((await signIn(server, 'catalogue@example.com', DEMO_PASSWORD, owner)).status).toBe(200);
  });

  it('does not count right passwords against an address (an office behind one address)', async () => {
    const server = await suite.start({ ...BEHIND_PROXY, LOGIN_ADDRESS_FREE_ATTEMPTS: '4' });
    const office = '192.0.2.10';
    for (let i = 0; i < 6; i++) expect((await signIn(server, 'catalogue@example.com', DEMO_PASSWORD, office)).status).toBe(200);
    for (const email of ['orders@example.com', 'support@example.com', 'admin@example.com']) {
      expect((await signIn(server, email, 'wrong', office)).status).toBe(401);
    }
    expect((await signIn(server, 'orders@example.com', DEMO_PASSWORD, office)).status).toBe(200);
    expect((await signIn(server, 'support@example.com', 'wrong', office)).status).toBe(401);
    expectWait(await signIn(server, 'support@example.com', DEMO_PASSWORD, office), 1);
  });
});

describeEachDatabase('sign-in throttle: X-Forwarded-For and TRUST_PROXY', (suite: Suite) => {
  useTestClock();

  const historyIps = async (server: TestServer, login: string) =>
    (await server.db.selectFrom('history').select(['ip', 'after']).where('action', '=', 'sign_in_failed').execute())
      .filter((row) => (row.after ?? '').includes(login))
      .map((row) => row.ip);

  it('ignores X-Forwarded-For without TRUST_PROXY: a client cannot pick a new address per guess', async () => {
    const server = await suite.start();
    const email = await newAccount(server);
    for (let i = 0; i < 5; i++) expect((await signIn(server, email, 'wrong', `203.0.113.${i + 1}`)).status).toBe(401);
    expectWait(await signIn(server, email, DEMO_PASSWORD, '203.0.113.200'), 1);
    expect(new Set(await historyIps(server, email))).toEqual(new Set(['127.0.0.1']));
  });

  it('ignores X-Forwarded-For from a peer that is not the named proxy', async () => {
    const server = await suite.start({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.1' });
    const email = await newAccount(server);
    for (let i = 0; i < 5; i++) expect((await signIn(server, email, 'wrong', `203.0.113.${i + 1}`)).status).toBe(401);
    expectWait(await signIn(server, email, DEMO_PASSWORD, '203.0.113.200'), 1);
  });

  it('honours X-Forwarded-For from a named proxy: each client counts on its own', async () => {
    const server = await suite.start({ TRUST_PROXY: '127.0.0.0/8' });
    const email = await newAccount(server);
    for (let i = 0; i < 5; i++) expect((await signIn(server, email, 'wrong', attacker)).status).toBe(401);
    expectWait(await signIn(server, email, DEMO_PASSWORD, attacker), 1);
    expect((await signIn(server, email, DEMO_PASSWORD, owner)).status).toBe(200);
    expect(new Set(await historyIps(server, email))).toEqual(new Set([attacker]));
    // A client's own X-Forwarded-For in front of the proxy's is not believed: the proxy's last hop is.
    expectWait(await signIn(server, email, DEMO_PASSWORD, `${owner}, ${attacker}`), 1);
  });
});

describeEachDatabase('sign-in throttle: shared by every API process', (suite: Suite) => {
  useTestClock();

  it('counts failures on either process and refuses on both, with the same wait', async () => {
    const a = await suite.start(BEHIND_PROXY);
    const b = await suite.start(BEHIND_PROXY);
    const email = await newAccount(a);
    for (const server of [a, b, a, b, a]) expect((await signIn(server, email, 'wrong', attacker)).status).toBe(401);
    expectWait(await signIn(b, email, DEMO_PASSWORD, attacker), 1);
    expectWait(await signIn(a, email, DEMO_PASSWORD, attacker), 1);
    expect((await signIn(b, email, DEMO_PASSWORD, owner)).status).toBe(200);
  });

  // better-sqlite3 waits for a lock synchronously, so two SQLite servers inside one test
  // process cannot both be mid-transaction; on PostgreSQL they race for real.
  it.skipIf(suite.dialect === 'sqlite')('lets a parallel burst split over both processes count every guess', async () => {
    const a = await suite.start(BEHIND_PROXY);
    const b = await suite.start(BEHIND_PROXY);
    const email = await newAccount(a);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => signIn(i % 2 ? a : b, email, 'wrong', attacker)));
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(7);
  });
});
