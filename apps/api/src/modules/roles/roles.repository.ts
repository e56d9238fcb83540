import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { containsPattern } from '../../lib/list.js';

export type RoleRow = { id: number; name: string; created_at: string; updated_at: string };

const columns = ['roles.id', 'roles.name', 'roles.created_at', 'roles.updated_at'] as const;

export function rolesQuery(db: Db, search?: string) {
  const query = db.selectFrom('roles').select(columns);
  const term = search?.trim().toLowerCase();
  return term ? query.where(sql<boolean>`lower(roles.name) like ${containsPattern(term)} escape '\\'`) : query;
}

export const findRole = (db: Db, id: number) => rolesQuery(db).where('roles.id', '=', id).executeTakeFirst();

export async function usersCountOf(db: Db, roleIds: number[]) {
  if (roleIds.length === 0) return new Map<number, number>();
  const rows = await db
    .selectFrom('user_roles')
    .select(['role_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('role_id', 'in', roleIds)
    .groupBy('role_id')
    .execute();
  return new Map(rows.map((row) => [row.role_id, Number(row.n)]));
}

export const insertRole = (db: Db, name: string) => {
  const now = nowIso();
  return db.insertInto('roles').values({ name, created_at: now, updated_at: now }).returning(columns).executeTakeFirstOrThrow();
};

export const updateRole = (db: Db, id: number, set: { name?: string | undefined }) =>
  db.updateTable('roles').set({ ...set, updated_at: nowIso() }).where('id', '=', id).execute();

export async function replacePermissions(db: Db, roleId: number, permissions: string[]) {
  await db.deleteFrom('role_permissions').where('role_id', '=', roleId).execute();
  if (permissions.length) {
    await db.insertInto('role_permissions').values(permissions.map((permission) => ({ role_id: roleId, permission }))).execute();
  }
}

/** A role's holders see a change on their next request: their version stamp moves. */
export const bumpHolders = (db: Db, roleId: number) =>
  db
    .updateTable('users')
    .set({ version: sql<number>`version + 1` })
    .where('id', 'in', (eb) => eb.selectFrom('user_roles').select('user_id').where('role_id', '=', roleId))
    .execute();

export const deleteRole = (db: Db, id: number) => db.deleteFrom('roles').where('id', '=', id).execute();
