import net from 'node:net';
import { HOME_WIDGETS } from '@matjar/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { historyDump, serverWithOutbox, signInAdmin, userWith } from './accounts.js';
import type { Api, TestServer } from './harness.js';
import { describeEachDatabase } from './harness.js';
import { type FlushableOutbox, mailsTo } from './outbox.js';

const settings = '/api/dashboard/settings';
const SMTP_PASSWORD = 'smtp-pa55-secret-text';
const STOREFRONT_KEY = 'storefront-key-0123456789-secret';

/** A mail server of the test's own: it takes every message and remembers it and the sign-in that came with it. */
async function fakeSmtp() {
  const received: { auth: string; data: string }[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let auth = '';
    let data: string | undefined;
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data !== undefined) {
          if (line === '.') {
            received.push({ auth, data });
            data = undefined;
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-test\r\n250 AUTH PLAIN LOGIN\r\n');
        else if (verb === 'AUTH') {
          auth = Buffer.from(line.split(' ')[2] ?? '', 'base64').toString('utf8');
          socket.write('235 accepted\r\n');
        } else if (verb === 'DATA') {
          data = '';
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as net.AddressInfo).port, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

describeEachDatabase('settings store', (suite) => {
  let server: TestServer, outbox: FlushableOutbox, admin: Api, adminAr: Api;
  let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
  const rawSettings = async () => JSON.stringify(await server.db.selectFrom('settings').selectAll().execute());
  const historyOf = (group: string) =>
    server.db.selectFrom('history').select(['action', 'before', 'after']).where('model', '=', 'settings').where('model_id', '=', group).orderBy('id').execute();

  beforeAll(async () => {
    ({ server, outbox } = await serverWithOutbox(suite));
    ({ admin, adminAr } = await signInAdmin(server));
    smtp = await fakeSmtp();
  });
  afterAll(async () => {
    await smtp?.close();
  });

  it('answers every group with its demo or default values, secrets as set or not', async () => {
    const all = await admin.get(settings);
    expect(all.status).toBe(200);
    expect(Object.keys(all.body.data).sort()).toEqual(['application_settings', 'email', 'security', 'social_links', 'themes', 'widgets']);
    expect(all.body.data.application_settings).toMatchObject({
      store_name: { en: 'Matjar Demo Store', ar: 'متجر ماتجر التجريبي' }, default_language: 'ar', storefront_key: null, storefront_key_set: false,
    });
    expect(all.body.data.email).toEqual({ host: null, port: 587, username: null, sender: 'store@example.com', password: null, password_set: false });
    expect(all.body.data.themes).toEqual({ primary_color: '#0f766e', template: 'classic' });
    expect(all.body.data.widgets.widgets.map((w: { key: string }) => w.key)).toEqual([...HOME_WIDGETS]);
    expect(all.body.data.security).toEqual({ two_factor: 'off' });
  });

  it('round-trips each group, carrying only the fields a PATCH changes, with one history entry each', async () => {
    const changes: Record<string, Record<string, unknown>> = {
      application_settings: { phone: '010 2345 6789', address: { en: '5 Nile St', ar: '٥ شارع النيل' } },
      themes: { primary_color: '#AA3355' },
      widgets: { widgets: [{ key: 'latest_orders', enabled: true }, { key: 'kpis', enabled: false }] },
      social_links: { youtube: 'https://youtube.com/@matjar', facebook: '' },
      security: { two_factor: 'required_for_staff' },
      email: { host: 'smtp.example.com', port: 2525, username: 'mailer' },
    };
    for (const [group, body] of Object.entries(changes)) {
      const before = (await admin.get(`${settings}/${group}`)).body.data;
      const saved = await admin.patch(`${settings}/${group}`, body);
      expect(saved.status, group).toBe(200);
      expect(saved.body.data.message).toBe('Settings Updated Successfully');
      const { message: _, ...record } = saved.body.data;
      expect((await admin.get(`${settings}/${group}`)).body.data).toEqual(record);
      const [entry, ...more] = await historyOf(group);
      expect(more).toEqual([]);
      expect(JSON.parse(entry?.before ?? '')).toEqual(before);
      expect(JSON.parse(entry?.after ?? '')).toEqual(record);
    }
    const all = (await admin.get(settings)).body.data;
    expect(all.application_settings).toMatchObject({ phone: '+201023456789', whatsapp: '+201001234567', address: { en: '5 Nile St', ar: '٥ شارع النيل' } });
    expect(all.themes).toEqual({ primary_color: '#aa3355', template: 'classic' });
    // The stored order first, then the widgets never stored, shown.
    expect(all.widgets.widgets.slice(0, 3)).toEqual([{ key: 'latest_orders', enabled: true }, { key: 'kpis', enabled: false }, { key: 'monthly_sales', enabled: true }]);
    expect(all.social_links).toMatchObject({ youtube: 'https://youtube.com/@matjar', facebook: null, instagram: 'https://www.instagram.com/matjar.demo' });
    expect(all.security).toEqual({ two_factor: 'required_for_staff' });
    expect(all.email).toMatchObject({ host: 'smtp.example.com', port: 2525, username: 'mailer', sender: 'store@example.com' });

    // The same values again: nothing written, no entry.
    await admin.patch(`${settings}/themes`, { primary_color: '#aa3355' });
    expect(await historyOf('themes')).toHaveLength(1);
  });

  it('reads a language left out of a bilingual field as empty', async () => {
    const saved = await admin.patch(`${settings}/application_settings`, { address: { ar: 'شارع النيل' } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.address).toEqual({ en: null, ar: 'شارع النيل' });
  });

  it('never answers nor records a secret, and stores it sealed', async () => {
    const saved = await admin.patch(`${settings}/email`, { password: SMTP_PASSWORD });
    expect(saved.body.data).toMatchObject({ password: null, password_set: true });
    const key = await admin.patch(`${settings}/application_settings`, { storefront_key: STOREFRONT_KEY });
    expect(key.body.data).toMatchObject({ storefront_key: null, storefront_key_set: true });
    // Left out or sent empty, a secret stays.
    await admin.patch(`${settings}/email`, { password: '', username: 'mailer2' });

    const answers = JSON.stringify([(await admin.get(settings)).body, (await admin.get(`${settings}/email`)).body, saved.body, key.body]);
    const history = await historyDump(server);
    const raw = await rawSettings();
    for (const secret of [SMTP_PASSWORD, STOREFRONT_KEY]) {
      expect(answers).not.toContain(secret);
      expect(history).not.toContain(secret);
      expect(raw).not.toContain(secret);
    }
    expect(JSON.parse((await historyOf('email')).at(-2)?.after ?? '')).toMatchObject({ password: null, password_set: true, secrets_changed: ['password'] });
    const row = await server.db.selectFrom('settings').select(['value', 'secrets']).where('name', '=', 'email').executeTakeFirstOrThrow();
    expect(row.secrets).toMatch(/^v1\.[\w-]+$/);
    expect(JSON.parse(row.value)).not.toHaveProperty('password');
  });

  it('refuses bad input with the field’s message, in both languages, storing nothing', async () => {
    const before = await rawSettings();
    const entries = (await historyDump(server)).length;
    const refused: [string, Record<string, unknown>, Record<string, string[]>][] = [
      ['email', { port: 70000 }, { port: ['Port must be a whole number from 1 to 65535'] }],
      ['email', { sender: 'not an address', host: 'smtp example' }, { sender: ['The email must be a valid email address.'], host: ['Mail server must be a host name such as smtp.example.com'] }],
      ['themes', { primary_color: 'teal' }, { primary_color: ['Primary colour must be a colour such as #1a2b3c'] }],
      ['themes', { template: 'neon' }, { template: ['Template is invalid'] }],
      ['widgets', { widgets: [{ key: 'kpis', enabled: true }, { key: 'kpis', enabled: false }] }, { 'widgets.1.key': ['Widget already exists'] }],
      ['widgets', { widgets: [{ key: 'weather', enabled: true }] }, { 'widgets.0.key': ['Key is invalid'] }],
      ['social_links', { x: 'javascript:alert(1)' }, { x: ['X must be a web address such as https://example.com or /offers'] }],
      ['application_settings', { storefront_key: 'short', store_name: { en: '', ar: 'متجر' } }, {
        storefront_key: ['Storefront key must be at least 16 characters'], 'store_name.en': ['Store name in English is required'],
      }],
      ['security', { two_factor: 'always' }, { two_factor: ['Two-step verification is invalid'] }],
    ];
    for (const [group, body, errors] of refused) {
      const answer = await admin.patch(`${settings}/${group}`, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.errors).toEqual(errors);
    }
    const arabic = await adminAr.patch(`${settings}/widgets`, { widgets: [{ key: 'kpis', enabled: true }, { key: 'kpis', enabled: true }] });
    expect(arabic.body.errors).toEqual({ 'widgets.1.key': ['الودجت موجودة بالفعل'] });
    expect((await adminAr.patch(`${settings}/email`, { port: 0 })).body.errors).toEqual({ port: ['المنفذ يجب أن يكون عدداً صحيحاً من 1 إلى 65535'] });

    // A group that does not exist has no address.
    const unknown = await admin.patch(`${settings}/weather`, { a: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBeTruthy();
    expect((await admin.get(`${settings}/weather`)).status).toBe(404);

    expect(await rawSettings()).toBe(before);
    expect((await historyDump(server)).length).toBe(entries);
  });

  it('shows staff without settings.view only the dashboard’s look, and lets only settings.update change it', async () => {
    const nobody = server.api((await userWith(server, 'plainstaff', ['units.view'])).token);
    const viewer = server.api((await userWith(server, 'settingsviewer', ['settings.view'])).token);
    const editor = server.api((await userWith(server, 'settingseditor', ['settings.update'])).token);

    expect(Object.keys((await nobody.get(settings)).body.data).sort()).toEqual(['themes', 'widgets']);
    expect((await nobody.get(`${settings}/themes`)).status).toBe(200);
    expect((await nobody.get(`${settings}/email`)).status).toBe(403);
    expect((await nobody.patch(`${settings}/themes`, { primary_color: '#112233' })).status).toBe(403);
    expect((await nobody.post(`${settings}/email/test`, { to: 'x@example.com' })).status).toBe(403);

    expect(Object.keys((await viewer.get(settings)).body.data)).toHaveLength(6);
    expect((await viewer.get(`${settings}/email`)).body.data.password).toBeNull();
    expect((await viewer.patch(`${settings}/security`, { two_factor: 'optional' })).status).toBe(403);

    expect((await editor.patch(`${settings}/security`, { two_factor: 'optional' })).status).toBe(200);
    expect((await server.api().get(settings)).status).toBe(401);
  });

  it('sends the test message through the outbox until a mail server is set, then through that server with its password', async () => {
    // No host: the environment's mail (here, the outbox), from the settings' sender.
    await admin.patch(`${settings}/email`, { host: '', port: 587 });
    const sent = await admin.post(`${settings}/email/test`, { to: 'owner@example.com' });
    expect(sent.status).toBe(200);
    expect(sent.body.data.message).toBe('A test message was sent to owner@example.com');
    const [mail] = await mailsTo(outbox, 'owner@example.com');
    expect(mail?.subject).toBe('A test message from Matjar');
    expect(mail?.text).toContain('e-mail settings');
    const arabic = await adminAr.post(`${settings}/email/test`, { to: 'arabic@example.com' });
    expect(arabic.body.data.message).toBe('أُرسلت رسالة تجريبية إلى arabic@example.com');
    expect((await mailsTo(outbox, 'arabic@example.com'))[0]?.subject).toBe('رسالة تجريبية من Matjar');
    expect((await admin.post(`${settings}/email/test`, { to: 'nope' })).body.errors).toEqual({ to: ['The email must be a valid email address.'] });

    // A host set: the mailer uses it, signing in with the stored (decrypted) password; other mail too.
    await admin.patch(`${settings}/email`, { host: '127.0.0.1', port: smtp.port, username: 'mailer' });
    expect((await admin.post(`${settings}/email/test`, { to: 'via-smtp@example.com' })).status).toBe(200);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.auth).toBe(`\0mailer\0${SMTP_PASSWORD}`);
    expect(smtp.received[0]?.data).toMatch(/^From: store@example\.com$/m);
    expect(smtp.received[0]?.data).toMatch(/^To: via-smtp@example\.com$/m);
    expect(await mailsTo(outbox, 'via-smtp@example.com')).toEqual([]);

    // A server that does not answer: a clear 422 with its reason.
    const closed = await fakeSmtp();
    await closed.close();
    await admin.patch(`${settings}/email`, { port: closed.port });
    const failed = await admin.post(`${settings}/email/test`, { to: 'owner@example.com' });
    expect(failed.status).toBe(422);
    expect(failed.body.message).toMatch(/^The test message could not be sent: .*ECONNREFUSED/);
    await admin.patch(`${settings}/email`, { host: '' });
  });

  it('shows a change made by another process at once, and clears its copy with the cache', async () => {
    const other = await suite.start({ DATA_DIR: (await import('node:os')).tmpdir() });
    const { admin: otherAdmin } = await signInAdmin(other);
    expect((await otherAdmin.get(`${settings}/themes`)).body.data.primary_color).toBe('#aa3355');
    await admin.patch(`${settings}/themes`, { primary_color: '#123456' });
    expect((await otherAdmin.get(`${settings}/themes`)).body.data.primary_color).toBe('#123456');
    expect((await otherAdmin.get(settings)).body.data.themes.primary_color).toBe('#123456');
    // Secrets sealed by one process open in the other (the key is shared through the database).
    await otherAdmin.patch(`${settings}/email`, { host: '127.0.0.1', port: smtp.port });
    expect((await otherAdmin.post(`${settings}/email/test`, { to: 'second@example.com' })).status).toBe(200);
    expect(smtp.received.at(-1)?.auth).toBe(`\0mailer\0${SMTP_PASSWORD}`);
    await otherAdmin.patch(`${settings}/email`, { host: '' });
    expect((await admin.get('/api/clear-cache')).status).toBe(200);
    expect((await admin.get(`${settings}/themes`)).body.data.primary_color).toBe('#123456');
  });
});
