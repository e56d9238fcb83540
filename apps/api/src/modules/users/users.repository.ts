import { SUPER_ADMIN_ROLE } from '@matjar/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { containsPattern } from '../../lib/list.js';
import { flag } from '../../lib/resource-repository.js';

/** SQL of accounts. Also used by profile, password recovery and impersonation. */

export type UserRow = {
  id: number;
  username: string;
  email: string;
  locale: string | null;
  is_active: number | boolean;
  must_change_password: number | boolean;
  password_changed_at: string | null;
  created_at: string;
  updated_at: string;
};

const columns = [
  'users.id', 'users.username', 'users.email', 'users.locale', 'users.is_active', 'users.must_change_password',
  'users.password_changed_at', 'users.created_at', 'users.updated_at',
] as const;

/** A flag as both databases take it: PostgreSQL reads the bound 1/0 as its boolean. */

export const usersQuery = (db: Db) => db.selectFrom('users').select(columns);

export function filteredUsersQuery(db: Db, filters: { search?: string | undefined; roleId?: number | undefined; isActive?: boolean | undefined }) {
  let query = usersQuery(db);
  const term = filters.search?.trim().toLowerCase();
  if (term) {
    const pattern = containsPattern(term);
    query = query.where(sql<boolean>`(lower(users.username) like ${pattern} escape '\\' or users.email like ${pattern} escape '\\')`);
  }
  if (filters.roleId !== undefined) {
    const roleId = filters.roleId;
    query = query.where((eb) =>
      eb.exists(eb.selectFrom('user_roles').select('user_roles.user_id').whereRef('user_roles.user_id', '=', 'users.id').where('user_roles.role_id', '=', roleId)),
    );
  }
  if (filters.isActive !== undefined) query = query.where('users.is_active', '=', flag(filters.isActive));
  return query;
}

export const findUser = (db: Db, id: number) => usersQuery(db).where('users.id', '=', id).executeTakeFirst();

export const findUsers = (db: Db, ids: number[]) => usersQuery(db).where('users.id', 'in', ids).execute();

export const findActiveUserByEmail = (db: Db, email: string) =>
  usersQuery(db).where('users.email', '=', email).where('users.is_active', '=', flag(true)).executeTakeFirst();

export const passwordHashOf = async (db: Db, id: number) =>
  (await db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow()).password_hash;

/** The roles of each user, by user id. */
export async function rolesOfUsers(db: Db, userIds: number[]) {
  const byUser = new Map<number, { id: number; name: string }[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select(['ur.user_id', 'r.id', 'r.name'])
    .where('ur.user_id', 'in', userIds)
    .orderBy('r.name')
    .execute();
  for (const row of rows) {
    const list = byUser.get(row.user_id) ?? [];
    list.push({ id: row.id, name: row.name });
    byUser.set(row.user_id, list);
  }
  return byUser;
}

export const findRoles = (db: Db, ids: number[]) => db.selectFrom('roles').select(['id', 'name']).where('id', 'in', ids).execute();

/** The permissions of each role, by role id: what its holders hold (the grant rule), and the role editor's list. */
export async function permissionsOf(db: Db, roleIds: number[]) {
  const byRole = new Map<number, string[]>();
  if (roleIds.length === 0) return byRole;
  const rows = await db
    .selectFrom('role_permissions')
    .select(['role_id', 'permission'])
    .where('role_id', 'in', roleIds)
    .orderBy('permission')
    .execute();
  for (const row of rows) byRole.set(row.role_id, [...(byRole.get(row.role_id) ?? []), row.permission]);
  return byRole;
}

export const insertUser = (db: Db, row: {
  username: string; email: string; password_hash: string; is_active: number; must_change_password: number;
  created_at: string; updated_at: string;
}) => db.insertInto('users').values({ ...row, locale: null, version: 1 }).returning(columns).executeTakeFirstOrThrow();

/**
 * Updates a user and bumps their version stamp, so every API process re-reads their roles
 * and state on their next request.
 */
export const updateUser = (db: Db, id: number, set: {
  username?: string; email?: string; password_hash?: string; password_changed_at?: string;
  is_active?: number; must_change_password?: number; locale?: string | null;
}, options: { bumpVersion: boolean } = { bumpVersion: true }) =>
  db
    .updateTable('users')
    .set({ ...set, updated_at: nowIso(), ...(options.bumpVersion ? { version: sql<number>`version + 1` } : {}) })
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirstOrThrow();

export async function replaceUserRoles(db: Db, userId: number, roleIds: number[]) {
  await db.deleteFrom('user_roles').where('user_id', '=', userId).execute();
  if (roleIds.length) await db.insertInto('user_roles').values(roleIds.map((role_id) => ({ user_id: userId, role_id }))).execute();
}

export const deleteUsers = (db: Db, ids: number[]) => db.deleteFrom('users').where('id', 'in', ids).execute();

/**
 * Ends the sessions of a user, and those in which they impersonate someone, except `keep`
 * (the caller's own session when they change their own password).
 */
export async function revokeSessionsOf(db: Db, userId: number, keep?: string) {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: nowIso() })
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('impersonator_id', '=', userId)]))
    .where('revoked_at', 'is', null);
  if (keep) query = query.where('id', '!=', keep);
  await query.execute();
}

/** Active holders of the Super Admin role, leaving out the given ids. */
export async function countActiveSuperAdmins(db: Db, exceptIds: number[]): Promise<number> {
  let query = db
    .selectFrom('users as u')
    .innerJoin('user_roles as ur', 'ur.user_id', 'u.id')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select((eb) => eb.fn.count<number>('u.id').distinct().as('n'))
    .where('r.name', '=', SUPER_ADMIN_ROLE)
    .where('u.is_active', '=', flag(true));
  if (exceptIds.length) query = query.where('u.id', 'not in', exceptIds);
  return Number((await query.executeTakeFirstOrThrow()).n);
}
