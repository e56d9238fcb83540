import { beforeAll, expect, it } from 'vitest';
import { type TestUser, startAsAdmin, userWith } from './accounts.js';
import { openStream, streamTicket } from './event-stream.js';
import { type TestServer, describeEachDatabase } from './harness.js';

const notifications = '/api/dashboard/notifications';
const tickets = '/api/dashboard/tickets';

const ticketBody = (subject = 'The card reader is offline') => ({
  subject,
  department: 'technical',
  phone: '01001234567',
  description: 'It shows a red light since the last update.',
});

interface Note {
  id: number;
  type: string;
  read_at: string | null;
}

describeEachDatabase('notifications', (suite) => {
  let server: TestServer;
  let agent: TestUser, other: TestUser, author: TestUser;
  const as = (user: TestUser) => server.api(user.token);

  beforeAll(async () => {
    // Sessions behind open streams checked every 0.1 s instead of 5: a sign-out shows at once.
    server = await suite.start({ STREAM_SESSION_CHECK_SECONDS: '0.1' });
    agent = await userWith(server, 'bell-agent', ['support.view', 'support.update']);
    other = await userWith(server, 'bell-other', ['support.view', 'support.update']);
    author = await userWith(server, 'bell-author', ['support.view', 'support.create']);
  });

  /** Opens a ticket as the author: each agent gets one `ticket_created`. */
  const openTicket = async (subject?: string) => {
    const answer = await as(author).post(tickets, ticketBody(subject));
    expect(answer.status).toBe(201);
    return answer.body.data as { id: number; code: string };
  };
  const listOf = async (user: TestUser, query = '') => (await as(user).get(`${notifications}${query}`)).body;

  it('lists the caller’s own notifications newest first, paged, with the unread count', async () => {
    await openTicket('first');
    await openTicket('second');
    const { data, meta } = await listOf(agent, '?perPage=1');
    expect(data).toHaveLength(1);
    expect(meta).toMatchObject({ per_page: 1, total: 2, unread_count: 2 });
    const all = (await listOf(agent)).data as Note[];
    expect(all.map((n) => n.id)).toEqual([...all.map((n) => n.id)].sort((a, b) => b - a));
    expect((await listOf(author)).meta.unread_count).toBe(0);
  });

  it('marks one read, removes one, clears all; another user’s id answers 404 and stays as it was', async () => {
    await openTicket();
    const [newest, older] = (await listOf(agent)).data as Note[];
    const marked = await as(agent).post('/api/notifications', { id: newest?.id });
    expect(marked.status).toBe(200);
    const afterRead = await listOf(agent);
    expect(afterRead.data[0].read_at).not.toBeNull();
    expect(afterRead.meta.unread_count).toBe((await server.db.selectFrom('notifications').select('id').where('user_id', '=', agent.id).where('read_at', 'is', null).execute()).length);

    const othersNote = ((await listOf(other)).data as Note[])[0] as Note;
    expect((await as(agent).post('/api/notifications', { id: othersNote.id })).status).toBe(404);
    expect((await as(agent).post('/api/notifications', { method: 'delete', id: othersNote.id })).status).toBe(404);
    expect(((await listOf(other)).data as Note[])[0]).toEqual(othersNote);

    expect((await as(agent).post('/api/notifications', { method: 'delete', id: older?.id })).status).toBe(200);
    expect(((await listOf(agent)).data as Note[]).some((n) => n.id === older?.id)).toBe(false);

    // As a multipart form sends it, too.
    const form = new FormData();
    form.append('method', 'delete');
    form.append('all', 'true');
    const cleared = await as(agent).post('/api/notifications', form);
    expect(cleared.status).toBe(200);
    expect((await listOf(agent)).meta).toMatchObject({ total: 0, unread_count: 0 });
    expect((await listOf(other)).meta.total).toBeGreaterThan(0);
  });

  it('refuses hostile and malformed actions with 422, never a 500, touching nothing', async () => {
    await openTicket();
    const before = await listOf(other);
    for (const body of [
      { id: '__proto__' }, { id: 'constructor' }, { id: 'abc' }, { id: -1 }, { id: 1.5 }, { id: '1e3' }, { id: 99_999_999_999 },
      {}, { method: 'delete' }, { all: true }, { method: 'destroy', id: 1 }, { method: 'delete', all: 'yes' }, { id: [1] }, { id: { id: 1 } },
    ]) {
      const answer = await as(other).post('/api/notifications', body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
    }
    expect((await as(other).post('/api/notifications', { id: 2_147_483_000 })).status).toBe(404);
    expect(await listOf(other)).toEqual(before);
    expect((await server.api().post('/api/notifications', { id: 1 })).status).toBe(401);
  });

  it('streams a new notification as an event with its id, uncompressed, unbuffered by proxies', async () => {
    const stream = await openStream(server, await streamTicket(as(agent)), { 'accept-encoding': 'gzip, br' });
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(stream.headers.get('x-accel-buffering')).toBe('no');
      expect(stream.headers.get('content-encoding')).toBeNull();
      const { code } = await openTicket('live one');
      const event = await stream.next(2000);
      expect(event.event).toBe('notification');
      expect(event.data).toMatchObject({ type: 'ticket_created', read_at: null, data: { data: { code } } });
      expect(event.id).toBe(String(event.data.id));
      const stored = (await listOf(agent)).data[0] as Note;
      expect(stored.id).toBe(event.data.id);
    } finally {
      stream.close();
    }
  });

  it('resumes with Last-Event-ID without losing or repeating one', async () => {
    const first = await openStream(server, await streamTicket(as(other)));
    await openTicket('before the drop');
    const seen = await first.next();
    first.close();
    // Missed while away.
    const missed = [await openTicket('missed 1'), await openTicket('missed 2')];
    const resumed = await openStream(server, await streamTicket(as(other)), { 'last-event-id': String(seen.id) });
    try {
      const replayed = [await resumed.next(), await resumed.next()];
      expect(replayed.map((e) => e.data.data.data.code)).toEqual(missed.map((t) => t.code));
      const live = await openTicket('after the resume');
      const next = await resumed.next();
      expect(next.data.data.data.code).toBe(live.code);
      expect(Number(next.id)).toBeGreaterThan(Number(replayed[1]?.id));
      // Nothing came twice: the event after those is the next notification, not a repeat.
      const later = await openTicket('later still');
      expect((await resumed.next()).data.data.data.code).toBe(later.code);
    } finally {
      resumed.close();
    }
  });

  it('opens a stream only with a live single-use ticket: reused, stale, forged or missing is a 401 and no stream', async () => {
    const ticket = await streamTicket(as(agent));
    const opened = await openStream(server, ticket);
    expect(opened.status).toBe(200);
    opened.close();
    const reused = await openStream(server, ticket);
    expect(reused.status).toBe(401);
    await reused.ended();

    const stale = await streamTicket(as(agent));
    await server.db.updateTable('stream_tickets').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('used_at', 'is', null).execute();
    const staleAnswer = await server.request('GET', `/api/notifications/stream?ticket=${stale}`);
    expect(staleAnswer.status).toBe(401);
    expect(staleAnswer.body.message).toBe('This live-updates ticket is invalid, expired or already used.');
    for (const query of ['', '?ticket=', '?ticket=forged', '?ticket[__proto__]=x', `?ticket=${'a'.repeat(500)}`]) {
      const answer = await server.request('GET', `/api/notifications/stream${query}`);
      expect([401, 422], query).toContain(answer.status);
    }
    expect((await server.api().post(`${notifications}/ticket`)).status).toBe(401);
  });

  it('closes the stream when its session ends (sign-out), within the session check interval', async () => {
    const user = await userWith(server, 'bell-leaver', ['support.view', 'support.update']);
    const stream = await openStream(server, await streamTicket(as(user)));
    expect(stream.status).toBe(200);
    expect((await as(user).post('/api/dashboard/logout')).status).toBe(200);
    await stream.ended(1000);
    // A ticket taken before the sign-out opens nothing after it.
    const again = await server.login(user.email);
    const ticket = await streamTicket(server.api(again.access_token));
    await server.api(again.access_token).post('/api/dashboard/logout');
    expect((await openStream(server, ticket)).status).toBe(401);
  });

  it('keeps at most 10 streams per session: the 11th tells the oldest it is replaced and closes it, other sessions keep theirs', async () => {
    const user = await userWith(server, 'bell-many-tabs', ['support.view', 'support.update']);
    const elsewhere = await openStream(server, await streamTicket(server.api((await server.login(user.email)).access_token)));
    const streams = [];
    for (let i = 0; i < 11; i += 1) streams.push(await openStream(server, await streamTicket(as(user))));
    try {
      expect(streams.map((stream) => stream.status)).toEqual(Array(11).fill(200));
      // Told before it ends, so its tab waits instead of reconnecting (which would replace the next).
      expect(await streams[0]?.next()).toEqual({ id: undefined, event: 'replaced', data: { limit: 10 } });
      await streams[0]?.ended();
      const { code } = await openTicket('to every stream still open');
      for (const stream of [...streams.slice(1), elsewhere]) expect((await stream.next()).data.data.data.code).toBe(code);
    } finally {
      for (const stream of [...streams, elsewhere]) stream.close();
    }
  });
});

// LISTEN/NOTIFY fan-out: SQLite runs one process, so there is nothing to cross there.
describeEachDatabase('notifications across processes', (suite) => {
  it.skipIf(suite.dialect !== 'postgres')('a ticket created through process A reaches a stream opened on process B within one second', async () => {
    const a = await startAsAdmin(suite);
    const b = await suite.start();
    const agent = await userWith(b, 'cross-agent', ['support.view', 'support.update']);
    const stream = await openStream(b, await streamTicket(b.api(agent.token)));
    try {
      const started = performance.now();
      const created = await a.admin.post(tickets, ticketBody('From process A'));
      expect(created.status).toBe(201);
      const event = await stream.next(1000);
      expect(performance.now() - started).toBeLessThan(1000);
      expect(event.data.data.data.code).toBe(created.body.data.code);
    } finally {
      stream.close();
    }
  });
});
