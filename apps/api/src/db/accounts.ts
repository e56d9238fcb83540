import { SUPER_ADMIN_ROLE } from '@matjar/shared';
import { hashPassword } from '../modules/auth/passwords.js';
import { nowIso } from '../lib/clock.js';
import type { Db } from './database.js';

/** Creates a role with its permissions unless one of that name exists; returns its id. */
export async function ensureRole(db: Db, name: string, permissions: string[]): Promise<number> {
  const existing = await db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirst();
  if (existing) return existing.id;
  const now = nowIso();
  const { id } = await db.insertInto('roles').values({ name, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
  if (permissions.length) {
    await db.insertInto('role_permissions').values(permissions.map((permission) => ({ role_id: id, permission }))).execute();
  }
  return id;
}

export const ensureSuperAdminRole = (db: Db) => ensureRole(db, SUPER_ADMIN_ROLE, []);

export async function createAccount(
  db: Db,
  account: { username: string; email: string; password: string; roleIds: number[]; locale?: string },
): Promise<number> {
  const now = nowIso();
  const { id } = await db
    .insertInto('users')
    .values({
      username: account.username,
      email: account.email.trim().toLowerCase(),
      password_hash: await hashPassword(account.password),
      is_active: 1,
      must_change_password: 0,
      locale: account.locale ?? null,
      version: 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (account.roleIds.length) {
    await db.insertInto('user_roles').values(account.roleIds.map((role_id) => ({ user_id: id, role_id }))).execute();
  }
  return id;
}
