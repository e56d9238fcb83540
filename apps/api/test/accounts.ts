import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TokenPair } from '@matjar/shared';
import { createAccount, ensureRole } from '../src/db/accounts.js';
import { DEMO_PASSWORD, type Suite, type TestServer } from './harness.js';

export interface TestUser {
  id: number;
  username: string;
  email: string;
  pair: TokenPair;
  token: string;
}

/** A signed-in user whose one role (named after them) grants exactly these permissions. */
export async function userWith(server: TestServer, username: string, permissions: string[] | 'super-admin'): Promise<TestUser> {
  const roleId =
    permissions === 'super-admin' ? await ensureRole(server.db, 'Super Admin', []) : await ensureRole(server.db, `Role of ${username}`, permissions);
  const email = `${username}@example.com`;
  const id = await createAccount(server.db, { username, email, password: DEMO_PASSWORD, roleIds: [roleId] });
  const pair = await server.login(email);
  return { id, username, email, pair, token: pair.access_token };
}

/**
 * A server whose DATA_DIR (media, outbox) is a fresh folder of the test's own, so the
 * outbox holds only this suite's mail.
 */
export async function serverWithOutbox(suite: Suite, env: Record<string, string> = {}) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'matjar-mail-'));
  const server = await suite.start({ DATA_DIR: dataDir, APP_URL: 'http://matjar.test', ...env });
  return { server, dataDir };
}

/** Every history row as stored, as one string: for checks that no secret ever got in. */
export async function historyDump(server: TestServer): Promise<string> {
  return JSON.stringify(await server.db.selectFrom('history').selectAll().execute());
}
