import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TokenPair } from '@matjar/shared';
import { createAccount, ensureRole } from '../src/db/accounts.js';
import { type Api, DEMO_PASSWORD, type Suite, type TestServer } from './harness.js';
import { flushableOutbox } from './outbox.js';

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
 * outbox holds only this suite's mail; the outbox is flushed before each read.
 */
export async function serverWithOutbox(suite: Suite, env: Record<string, string> = {}) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'matjar-mail-'));
  const server = await suite.start({ DATA_DIR: dataDir, APP_URL: 'http://matjar.test', ...env });
  return { server, dataDir, outbox: flushableOutbox(dataDir, server) };
}

/** Every history row as stored, as one string: for checks that no secret ever got in. */
export async function historyDump(server: TestServer): Promise<string> {
  return JSON.stringify(await server.db.selectFrom('history').selectAll().execute());
}

/** A server and its demo Super Admin, signed in: their requests in English and in Arabic. */
export interface AdminSession {
  server: TestServer;
  token: string;
  admin: Api;
  adminAr: Api;
  adminId: number;
}

/** Signs the demo Super Admin in on this server. */
export async function signInAdmin(server: TestServer): Promise<AdminSession> {
  const token = (await server.login('admin@example.com')).access_token;
  return { server, token, admin: server.api(token), adminAr: server.api(token, 'ar'), adminId: await userIdOf(server, 'admin') };
}

/** Starts a server on the suite's database (with these environment overrides) and signs the demo Super Admin in. */
export const startAsAdmin = async (suite: Suite, env: Record<string, string> = {}) => signInAdmin(await suite.start(env));

/** Like `startAsAdmin`, with a fresh DATA_DIR of the suite's own (`matjar-{name}-…`), so its media files can be looked at. */
export async function startAsAdminWithMedia(suite: Suite, name: string, env: Record<string, string> = {}) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `matjar-${name}-`));
  return { ...(await startAsAdmin(suite, { DATA_DIR: dataDir, ...env })), mediaDir: path.join(dataDir, 'media') };
}

export const userIdOf = async (server: TestServer, username: string) =>
  (await server.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

/** Every role's id by its name. */
export const roleIdsByName = async (server: TestServer): Promise<Record<string, number>> =>
  Object.fromEntries((await server.db.selectFrom('roles').select(['id', 'name']).execute()).map((r) => [r.name, r.id]));
