import { secretOut } from '@matjar/shared';
import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import type { Db } from '../src/db/database.js';
import type { Actor } from '../src/lib/history.js';
import { singleRecord } from '../src/lib/single-record.js';
import { historyDump, startAsAdmin } from './accounts.js';
import { type TestServer, describeEachDatabase } from './harness.js';

/**
 * The single-record kit (lib/single-record.ts) with a secret, over each database: a tiny
 * test-only record, a mail server's settings, kept as JSON in one row of `app_secrets`.
 */
interface Mail extends Record<string, unknown> {
  host: string;
  password: string;
}
const KEY = 'test:mail';
const mailOut = z.object({ host: z.string(), ...secretOut('password') }).strict();

const load = async (db: Db, key: string): Promise<Mail> => {
  const row = await db.selectFrom('app_secrets').select('value').where('key', '=', key).executeTakeFirst();
  return row ? (JSON.parse(row.value) as Mail) : { host: '', password: '' };
};
const store = async (trx: Db, key: string, changes: Partial<Mail>) => {
  const value = JSON.stringify({ ...(await load(trx, key)), ...changes });
  await trx.deleteFrom('app_secrets').where('key', '=', key).execute();
  await trx.insertInto('app_secrets').values({ key, value }).execute();
};

describeEachDatabase('single-record kit', (suite) => {
  let server: TestServer, actor: Actor;
  const historyOf = () =>
    server.db.selectFrom('history').select(['action', 'before', 'after']).where('model', '=', 'test_mail').orderBy('id').execute();
  beforeAll(async () => {
    const session = await startAsAdmin(suite);
    server = session.server;
    actor = { userId: session.adminId, impersonatorId: null, ip: '127.0.0.1' };
  });

  const mail = () => singleRecord<string, Mail, Mail, 'password'>(server.db, { model: 'test_mail', modelId: (key) => key, load, store, secrets: ['password'] });

  it('never shows the secret, only whether one is set, and keeps it when a PATCH leaves it out or empty', async () => {
    const kit = mail();
    expect(mailOut.parse(await kit.get(KEY))).toEqual({ host: '', password: null, password_set: false });

    const set = await kit.update(KEY, { host: 'smtp.example.com', password: 's3cret-value' }, actor);
    expect(mailOut.parse(set)).toEqual({ host: 'smtp.example.com', password: null, password_set: true });
    expect(await kit.get(KEY)).toEqual({ host: 'smtp.example.com', password: null, password_set: true });

    // Only the fields sent change; a secret absent or sent empty keeps its value.
    await kit.update(KEY, { host: 'mail.example.com' }, actor);
    await kit.update(KEY, { host: 'mail.example.com', password: '' }, actor);
    expect(await load(server.db, KEY)).toEqual({ host: 'mail.example.com', password: 's3cret-value' });

    const [first, second, ...rest] = await historyOf();
    expect(rest).toEqual([]); // the PATCH that changed nothing wrote nothing
    expect(JSON.parse(first?.before ?? '')).toEqual({ host: '', password: null, password_set: false });
    expect(JSON.parse(first?.after ?? '')).toEqual({ host: 'smtp.example.com', password: null, password_set: true, secrets_changed: ['password'] });
    expect(JSON.parse(second?.after ?? '')).toEqual({ host: 'mail.example.com', password: null, password_set: true });
    expect(await historyDump(server)).not.toContain('s3cret-value');
  });

  it('replaces the secret when a new one is sent, recording that it changed and never the value', async () => {
    const kit = mail();
    await kit.update(KEY, { password: 'replaced-value' }, actor);
    expect(await load(server.db, KEY)).toMatchObject({ password: 'replaced-value' });
    const last = (await historyOf()).at(-1);
    expect(JSON.parse(last?.after ?? '')).toEqual({ host: 'mail.example.com', password: null, password_set: true, secrets_changed: ['password'] });
    expect(await historyDump(server)).not.toContain('replaced-value');
  });

  it('writes the change and its history entry together or not at all', async () => {
    const entries = (await historyOf()).length;
    const failing = singleRecord<string, Mail, Mail, 'password'>(server.db, {
      model: 'test_mail',
      modelId: (key) => key,
      load,
      secrets: ['password'],
      store: async (trx, key, changes) => {
        await store(trx, key, changes);
        throw new Error('the disk is full');
      },
    });
    await expect(failing.update(KEY, { host: 'lost.example.com' }, actor)).rejects.toThrow('the disk is full');
    expect(await load(server.db, KEY)).toEqual({ host: 'mail.example.com', password: 'replaced-value' });
    expect(await historyOf()).toHaveLength(entries);
  });
});
