import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { TICKET_CODE_PATTERN, ticketAttachmentPath } from '@matjar/shared';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { historyActions } from './answers.js';
import { type TestUser, startAsAdmin, userIdOf, userWith } from './accounts.js';
import { fileOf, formOf, pngImage, twoMegabyteImage } from './catalogue-fixtures.js';
import { type Api, type TestServer, describeEachDatabase } from './harness.js';

const tickets = '/api/dashboard/tickets';

const ticketBody = (overrides: Record<string, unknown> = {}) => ({
  subject: 'Printer will not print invoices',
  department: 'technical',
  phone: '010 1234 5678',
  description: 'Every invoice fails with an error since this morning.',
  ...overrides,
});

interface Note {
  id: number;
  type: string;
  read_at: string | null;
  data: { data: any };
}

describeEachDatabase('support tickets', (suite) => {
  let server: TestServer, admin: Api, dataDir: string, mediaDir: string, privateDir: string;
  let author: TestUser, agent: TestUser, otherAgent: TestUser, viewer: TestUser;
  let adminId: number, demoSupportId: number;
  const as = (user: TestUser, lang: 'en' | 'ar' = 'en') => server.api(user.token, lang);

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'matjar-support-'));
    mediaDir = path.join(dataDir, 'media');
    privateDir = path.join(mediaDir, 'private');
    let session;
    ({ server, admin, ...session } = await startAsAdmin(suite, { DATA_DIR: dataDir }));
    adminId = session.adminId;
    demoSupportId = await userIdOf(server, 'support');
    author = await userWith(server, 'ticket-author', ['support.view', 'support.create']);
    agent = await userWith(server, 'agent-one', ['support.view', 'support.update']);
    otherAgent = await userWith(server, 'agent-two', ['support.*']);
    viewer = await userWith(server, 'ticket-viewer', ['support.view']);
  });

  /** This user's notifications about one ticket, as stored. */
  const notesAbout = async (userId: number, code: string) =>
    (await server.db.selectFrom('notifications').select(['user_id', 'type', 'data']).where('user_id', '=', userId).execute()).filter((n) =>
      n.data.includes(code),
    );
  const recipientsOf = async (type: string, code: string) =>
    (await server.db.selectFrom('notifications').select(['user_id', 'data']).where('type', '=', type).execute())
      .filter((n) => n.data.includes(`"${code}"`))
      .map((n) => Number(n.user_id))
      .sort((a, b) => a - b);
  const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

  const open = async (body = ticketBody()) => {
    const answer = await as(author).post(tickets, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data as { id: number; code: string; status: string; phone: string; author: { id: number }; replies: unknown[] };
  };
  const reply = (user: TestUser, id: number, body: unknown) => as(user).post(`${tickets}/${id}/replies`, body);
  const mediaFiles = async () => (await fs.readdir(privateDir).catch(() => [])).filter((name) => name.endsWith('.webp')).length;
  /** A reply of the agent's with one picture of 600 × 300: the ticket and the picture as answered. */
  const replyWithPicture = async () => {
    const { id } = await open();
    const answer = await reply(agent, id, formOf({ body: 'Screenshot', 'attachments[0]': [fileOf(await pngImage(600, 300), 's.png', 'image/png'), 's.png'] }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return { id, picture: answer.body.data.attachments[0] as { id: number; image: string } };
  };
  /** A picture read as the web app reads it: fetch with the bearer token. */
  const fetchPicture = (token: string | undefined, ticketId: number, pictureId: number, size: '100x100' | '400x400', headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api${ticketAttachmentPath(ticketId, pictureId, size)}`, { headers: { ...headers, ...(token && { authorization: `Bearer ${token}` }) } });

  it('seeds demo tickets in every state with conversations, a picture and the notifications they sent', async () => {
    const demo = (await admin.get(`${tickets}?perPage=100&sort=id`)).body.data as { id: number; status: string; replies_count: number }[];
    expect(new Set(demo.map((t) => t.status))).toEqual(new Set(['opened', 'pending', 'closed']));
    const pictures = await server.db.selectFrom('ticket_reply_attachments').select('image').execute();
    expect(pictures.length).toBeGreaterThan(0);
    // The demo's pictures are private like any other reply's.
    expect((await server.request('GET', `/api/media/100x100/${pictures[0]?.image}`)).status).toBe(404);
    await expect(fs.access(path.join(privateDir, pictures[0]?.image ?? ''))).resolves.toBeUndefined();
    const bell = (await admin.get('/api/dashboard/notifications')).body;
    expect(bell.meta.unread_count).toBeGreaterThan(0);
    expect(new Set(bell.data.map((n: Note) => n.type))).toEqual(new Set(['ticket_created', 'ticket_reply_created']));
  });

  it('opens a ticket with a human code, the phone in E.164, its author, and a history entry', async () => {
    const ticket = await open();
    expect(ticket.code).toMatch(TICKET_CODE_PATTERN);
    expect(ticket.status).toBe('opened');
    expect(ticket.phone).toBe('+201012345678');
    expect(ticket.author.id).toBe(author.id);
    expect(ticket.replies).toEqual([]);
    expect(await historyActions(admin, 'tickets', ticket.id)).toContain('created');
  });

  it('notifies every holder of support.update but the author, once each, with the contract payload', async () => {
    // An agent opening a ticket is not told of their own ticket.
    const answer = await as(otherAgent).post(tickets, ticketBody({ subject: 'Opened by an agent' }));
    expect(answer.status).toBe(201);
    const code = answer.body.data.code as string;
    expect(await recipientsOf('ticket_created', code)).toEqual(sorted([adminId, demoSupportId, agent.id]));

    const byAuthor = await open();
    expect(await recipientsOf('ticket_created', byAuthor.code)).toEqual(sorted([adminId, demoSupportId, agent.id, otherAgent.id]));
    const list = await as(agent).get('/api/dashboard/notifications');
    const note = (list.body.data as Note[]).find((n) => n.data.data.code === byAuthor.code) as Note;
    expect(note.type).toBe('ticket_created');
    expect(note.read_at).toBeNull();
    expect(Object.keys(note.data.data).sort()).toEqual(['code', 'opened_at']);
    expect(Math.abs(note.data.data.opened_at - Date.now() / 1000)).toBeLessThan(60);
  });

  it('a reply notifies the author and everyone who replied before, never the replier, each exactly once', async () => {
    const { id, code } = await open();
    const expectRecipients = async (expected: number[]) => expect(await recipientsOf('ticket_reply_created', code)).toEqual(sorted(expected));

    expect((await reply(agent, id, { body: 'Which printer model?' })).status).toBe(201);
    await expectRecipients([author.id]);
    expect((await reply(author, id, { body: 'The thermal one at the desk.' })).status).toBe(201);
    await expectRecipients([author.id, agent.id]);
    expect((await reply(otherAgent, id, { body: 'I will reinstall its driver.' })).status).toBe(201);
    // Both earlier participants, once each; not the replier.
    await expectRecipients([author.id, agent.id, author.id, agent.id]);
    // The agent replies again: the author and the other agent once each, though the author wrote twice.
    expect((await reply(author, id, { body: 'Thanks!' })).status).toBe(201);
    expect((await reply(agent, id, { body: 'Done.' })).status).toBe(201);
    const lastReply = (await server.db.selectFrom('notifications').select(['user_id', 'data']).where('type', '=', 'ticket_reply_created').orderBy('id', 'desc').execute())
      .filter((n) => n.data.includes(`"${code}"`))
      .slice(0, 2)
      .map((n) => Number(n.user_id));
    expect(sorted(lastReply)).toEqual(sorted([author.id, otherAgent.id]));
    const payload = JSON.parse((await notesAbout(author.id, code)).at(-1)?.data ?? '{}');
    expect(payload).toEqual({ ticket: { code }, created: expect.any(Number) });
  });

  it('keeps the conversation, marks other people’s new replies unread for the caller until they open the ticket', async () => {
    const { id, code } = await open(ticketBody({ subject: 'Unread marker check' }));
    await reply(agent, id, { body: 'Looking at it.' });
    const row = async () => ((await as(author).get(`${tickets}?search=${code}`)).body.data as { id: number; has_unread: boolean; replies_count: number }[])[0];
    expect(await row()).toMatchObject({ id, has_unread: true, replies_count: 1 });
    // The replier's own reply is never unread for them.
    expect(((await as(agent).get(`${tickets}?search=${code}`)).body.data[0] as { has_unread: boolean }).has_unread).toBe(false);
    const detail = await as(author).get(`${tickets}/code/${code.toLowerCase()}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.replies.map((r: { body: string }) => r.body)).toEqual(['Looking at it.']);
    expect((await row())?.has_unread).toBe(false);
  });

  it('lists with filters by status, department and dates, searches code and subject, pages and sorts', async () => {
    const { code } = await open(ticketBody({ subject: 'Invoice totals look wrong', department: 'billing' }));
    const list = async (query: string) => (await admin.get(`${tickets}?${query}`)).body;
    expect((await list('search=totals look')).data.map((t: { code: string }) => t.code)).toEqual([code]);
    expect((await list(`search=${code.slice(3)}`)).data.map((t: { code: string }) => t.code)).toEqual([code]);
    expect((await list('department=billing&perPage=100')).data.every((t: { department: string }) => t.department === 'billing')).toBe(true);
    expect((await list('status=closed&perPage=100')).data.every((t: { status: string }) => t.status === 'closed')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const todays = await list(`date_from=${today}&date_to=${today}&perPage=100`);
    expect(todays.data.some((t: { code: string }) => t.code === code)).toBe(true);
    expect((await list('date_to=2000-01-01')).data).toEqual([]);
    const paged = await list('perPage=2&sort=code');
    expect(paged.meta).toMatchObject({ per_page: 2, current_page: 1 });
    const codes = paged.data.map((t: { code: string }) => t.code);
    expect(codes).toEqual([...codes].sort());
    expect((await admin.get(`${tickets}?status=done`)).status).toBe(422);
    expect((await admin.get(`${tickets}?date_from=2026-02-31`)).status).toBe(422);
    expect((await admin.get(`${tickets}?sort=__proto__`)).status).toBe(422);
  });

  it('moves status only along the moves that exist (409 otherwise), reopens, and refuses replies while closed', async () => {
    const { id } = await open();
    await reply(agent, id, { body: 'On it.' });
    const move = (status: string) => as(agent).post(`${tickets}/${id}/status`, { status });
    const pending = (await move('pending')).body.data;
    expect(pending.status).toBe('pending');
    expect(pending.replies.map((r: { body: string }) => r.body)).toEqual(['On it.']);
    expect((await move('opened')).body.data.status).toBe('opened');
    expect((await move('closed')).body.data.status).toBe('closed');
    const illegal = await as(agent).post(`${tickets}/${id}/status`, { status: 'pending' });
    expect(illegal.status).toBe(409);
    expect(illegal.body.message).toBe('A ticket that is closed cannot be made pending.');
    expect((await server.api(agent.token, 'ar').post(`${tickets}/${id}/status`, { status: 'closed' })).status).toBe(409);
    expect((await reply(author, id, { body: 'One more thing' })).status).toBe(409);
    expect((await move('opened')).body.data.status).toBe('opened');
    expect((await move('reopened')).status).toBe(422);
    expect((await as(author).post(`${tickets}/${id}/status`, { status: 'closed' })).status).toBe(403);
    expect((await historyActions(admin, 'tickets', id)).filter((a) => a === 'updated')).toHaveLength(4);
  });

  it('refuses bad replies with a 4xx and stores nothing: empty, 10,000 characters, not an image, over 1 MB', async () => {
    const { id } = await open();
    const before = { files: await mediaFiles(), replies: await server.db.selectFrom('ticket_replies').select('id').where('ticket_id', '=', id).execute() };
    const empty = await reply(agent, id, { body: '   ' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.body).toEqual(['Comment is required']);
    const long = await server.api(agent.token, 'ar').post(`${tickets}/${id}/replies`, { body: 'x'.repeat(10_000) });
    expect(long.status).toBe(422);
    expect(long.body.errors.body[0]).toContain('5000');
    const text = await reply(agent, id, formOf({ body: 'see file', 'attachments[0]': [fileOf(new TextEncoder().encode('not an image'), 'a.png', 'image/png'), 'a.png'] }));
    expect(text.status).toBe(422);
    expect(Object.keys(text.body.errors)).toEqual(['attachments.0']);
    const big = await reply(agent, id, formOf({ body: 'see file', 'attachments[0]': [fileOf(await twoMegabyteImage(), 'b.png', 'image/png'), 'b.png'] }));
    expect(big.status).toBe(422);
    expect(big.body.errors['attachments.0']).toEqual(['Attachments must be smaller than 1 MB']);
    // A second picture fails after the first was stored: the first is removed again.
    const mixed = await reply(agent, id, formOf({
      body: 'two files',
      'attachments[0]': [fileOf(await pngImage(), 'ok.png', 'image/png'), 'ok.png'],
      'attachments[1]': [fileOf(new TextEncoder().encode('GIF89a nope'), 'x.gif', 'image/gif'), 'x.gif'],
    }));
    expect(mixed.status).toBe(422);
    expect(await mediaFiles()).toBe(before.files);
    expect(await server.db.selectFrom('ticket_replies').select('id').where('ticket_id', '=', id).execute()).toEqual(before.replies);
    expect(await recipientsOf('ticket_reply_created', (await admin.get(`${tickets}/${id}`)).body.data.code)).toEqual([]);
  });

  it('takes image attachments through the media pipeline', async () => {
    const { id } = await open();
    const answer = await reply(agent, id, formOf({
      body: 'Screenshot of the fix',
      'attachments[0]': [fileOf(await pngImage(120, 80), 'fix.png', 'image/png'), 'fix.png'],
      'attachments[1]': [fileOf(await pngImage(60, 40), 'fix2.png', 'image/png'), 'fix2.png'],
    }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const images = (answer.body.data.attachments as { image: string }[]).map((a) => a.image);
    expect(images).toHaveLength(2);
    for (const image of images) expect(image).toMatch(/^[0-9a-f]{32}\.webp$/);
  });

  it('serves a ticket\'s pictures only to signed-in users who may read it, cached privately (issue 35, item 8)', async () => {
    const { id, picture } = await replyWithPicture();
    const anonymous = await fetchPicture(undefined, id, picture.id, '400x400', { 'accept-language': 'ar' });
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { message: string }).message).toMatch(/[\u0600-\u06FF]/);
    const outsider = await userWith(server, 'catalogue-clerk', ['products.view']);
    expect((await fetchPicture(outsider.token, id, picture.id, '400x400')).status).toBe(403);
    // Under another ticket, or at a size the thread does not show, it is not there.
    const other = await open();
    expect((await fetchPicture(viewer.token, other.id, picture.id, '400x400')).status).toBe(404);
    expect((await as(viewer).get(`${tickets}/${id}/attachments/${picture.id}?size=1170x250`)).status).toBe(422);

    const seen = await fetchPicture(viewer.token, id, picture.id, '400x400');
    expect(seen.status).toBe(200);
    expect(seen.headers.get('content-type')).toBe('image/webp');
    expect(seen.headers.get('cache-control')).toBe('private, no-cache');
    expect(await sharp(Buffer.from(await seen.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 400, height: 200 });
    const etag = seen.headers.get('etag') as string;
    expect((await fetchPicture(viewer.token, id, picture.id, '400x400', { 'if-none-match': etag })).status).toBe(304);
    const thumbnail = await fetchPicture(agent.token, id, picture.id, '100x100');
    expect(await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).toMatchObject({ width: 100, height: 50 });

    // Nothing of it is among the public images.
    for (const url of [`/api/media/100x100/${picture.image}`, `/api/media/400x400/${picture.image}`, `/api/media/${picture.image}`]) {
      expect((await server.request('GET', url)).status, url).toBe(404);
    }
  });

  it('moves pictures an earlier release kept among the public images to the private ones at start', async () => {
    const { id, picture } = await replyWithPicture();
    await fs.rename(path.join(privateDir, picture.image), path.join(mediaDir, picture.image));
    expect((await server.request('GET', `/api/media/100x100/${picture.image}`)).status).toBe(200);

    const restarted = await suite.start({ DATA_DIR: dataDir });
    expect((await restarted.request('GET', `/api/media/100x100/${picture.image}`)).status).toBe(404);
    await expect(fs.access(path.join(mediaDir, 'cache', '100x100', picture.image))).rejects.toThrow();
    const seen = await restarted.request('GET', `/api${ticketAttachmentPath(id, picture.id, '100x100')}`, { token: viewer.token });
    expect(seen.status).toBe(200);
  });

  it('guards every call by support.* and keeps other callers out of conversations they do not own', async () => {
    const { id } = await open();
    expect((await as(viewer).post(tickets, ticketBody())).status).toBe(403);
    expect((await as(viewer).get(`${tickets}/${id}`)).status).toBe(200);
    expect((await reply(viewer, id, { body: 'hi' })).status).toBe(403);
    const stranger = await userWith(server, 'other-author', ['support.view', 'support.create']);
    expect((await reply(stranger, id, { body: 'not my ticket' })).status).toBe(403);
    expect((await admin.get(`${tickets}/code/TK-000000`)).status).toBe(422);
    expect((await admin.get(`${tickets}/code/TK-AAAAAA`)).status).toBe(404);
    expect((await admin.post(`${tickets}/99999/replies`, { body: 'x' })).status).toBe(404);
    expect((await admin.post(`${tickets}/__proto__/status`, { status: 'closed' })).status).toBe(422);
  });

  it('validates the follow-up phone exactly as customers’ phones, in both languages', async () => {
    const en = await as(author).post(tickets, ticketBody({ phone: '12345' }));
    expect(en.status).toBe(422);
    expect(en.body.errors.phone).toEqual(['The phone number is invalid.']);
    const ar = await as(author, 'ar').post(tickets, ticketBody({ phone: '', department: 'kitchen' }));
    expect(ar.status).toBe(422);
    expect(Object.keys(ar.body.errors).sort()).toEqual(['department', 'phone']);
    expect(ar.body.errors.phone[0]).toMatch(/[\u0600-\u06FF]/);
    expect((await as(author).post(tickets, ticketBody({ phone: '+966 50 123 4567' }))).body.data.phone).toBe('+966501234567');
  });

  it('edits and deletes with history, removing the replies’ pictures', async () => {
    const { id } = await open();
    const edited = await as(otherAgent).patch(`${tickets}/${id}`, ticketBody({ subject: 'Printer fixed?' }));
    expect(edited.body.data.subject).toBe('Printer fixed?');
    const withPicture = await reply(otherAgent, id, formOf({ body: 'pic', 'attachments[0]': [fileOf(await pngImage(), 'p.png', 'image/png'), 'p.png'] }));
    const image = withPicture.body.data.attachments[0].image as string;
    expect(await fs.stat(path.join(privateDir, image)).then(() => true)).toBe(true);
    expect((await as(otherAgent).delete(tickets, { tickets: [id] })).status).toBe(200);
    expect(await historyActions(admin, 'tickets', id)).toEqual(expect.arrayContaining(['created', 'updated', 'deleted']));
    await expect(fs.stat(path.join(privateDir, image))).rejects.toThrow();
  });
});

describe('ticket codes', () => {
  it('are TK- and six unambiguous characters', async () => {
    const { newTicketCode } = await import('../src/modules/tickets/tickets.service.js');
    for (let i = 0; i < 200; i += 1) expect(newTicketCode()).toMatch(/^TK-[ACDEFGHJKMNPQRTUVWXY34679]{6}$/);
  });
});
