import {
  type Locale, SUPER_ADMIN_ROLE, type User, type UserCreateInput, type UserListQuery, type UserUpdateInput, isLocale,
} from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { keepingRefusals, recordHistory } from '../../lib/history.js';
import { paginate } from '../../lib/list.js';
import { flag } from '../../lib/resource-repository.js';
import { uniqueness } from '../../lib/unique.js';
import { hashPassword } from '../auth/index.js';
import { type Mailer, credentialsMail } from '../mail/index.js';
import type { Caller } from './caller.js';
import { type Attempt, type Granter, assertGrantable, assertWithinReach, grantRefusal, holderOfRoles } from './grant-rule.js';
import * as repo from './users.repository.js';

const model = 'users';

/** The API's view of a user, also what the history keeps: never the password hash. */
export const toUser = (row: repo.UserRow, roles: { id: number; name: string }[]): User => ({
  id: row.id,
  username: row.username,
  email: row.email,
  locale: row.locale,
  is_active: Boolean(row.is_active),
  must_change_password: Boolean(row.must_change_password),
  roles,
  password_changed_at: row.password_changed_at,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

export async function loadUser(db: Db, id: number): Promise<User> {
  const row = await repo.findUser(db, id);
  if (!row) throw notFound();
  return toUser(row, (await repo.rolesOfUsers(db, [id])).get(id) ?? []);
}

const holdsSuperAdmin = (roles: { name: string }[]) => roles.some((r) => r.name === SUPER_ADMIN_ROLE);

/** What a refusal records of the values tried: never the password, only that one was set. */
function triedValues({ password, send_credentials: _mail, ...values }: UserUpdateInput) {
  return password ? { ...values, sets_password: true } : values;
}

const sameIds = (ids: number[], roles: { id: number }[]) => {
  const wanted = new Set(ids);
  return wanted.size === roles.length && roles.every((role) => wanted.has(role.id));
};

/**
 * Refuses to touch users holding anything the caller lacks (a Super Admin: unless the
 * caller is one), whatever the change, one history entry per user refused.
 */
export async function assertUsersWithinReach(db: Db, caller: Granter, targets: { user: User; attempt: Attempt['attempt']; values?: object }[]) {
  const checked = await Promise.all(targets.map(async ({ user, attempt, values }) => ({
    holder: await holderOfRoles(db, user.roles),
    attempt: { model, modelId: user.id, attempt, before: user, values } satisfies Attempt,
  })));
  assertWithinReach(caller, checked);
}

/**
 * E-mails are stored lower-case; usernames are compared as names people read (sign-in
 * finds them without regard to case), so no account passes for another.
 */
const unique = uniqueness<{ email?: string | undefined; username?: string | undefined }>({
  table: 'users',
  fields: [
    { field: 'email', column: 'email', value: (input) => input.email, compare: 'exact' },
    { field: 'username', column: 'username', value: (input) => input.username, compare: 'lookalike' },
  ],
});

export function createUsersService(db: Db, mailer: Mailer, appUrl: string) {
  /**
   * Every role named must exist, and the caller must hold every permission of each (the
   * grant rule): only a Super Admin hands out the Super Admin role.
   */
  async function checkRoles(trx: Db, roleIds: number[], caller: Caller, attempt: Attempt) {
    const unique = [...new Set(roleIds)];
    const roles = await repo.findRoles(trx, unique);
    if (roles.length !== unique.length) throw new AppError(422, 'errors.validation_failed', {}, { role_ids: ['validation.invalid'] });
    const given = await holderOfRoles(trx, roles);
    if (holdsSuperAdmin(roles) && !caller.superAdmin) throw grantRefusal(caller, 'errors.super_admin_role_grant', ['*'], attempt);
    assertGrantable(caller, given.permissions, 'errors.roles_not_grantable', attempt);
    return roles;
  }

  function mailCredentials(user: User, password: string, caller: Caller) {
    const locale: Locale = isLocale(user.locale) ? user.locale : caller.locale;
    mailer.sendLater({
      to: user.email,
      ...credentialsMail(locale, {
        username: user.username,
        email: user.email,
        password,
        signInUrl: `${appUrl}/dashboard/login`,
        mustChangePassword: user.must_change_password,
      }),
    });
  }

  async function list(query: UserListQuery) {
    const base = repo.filteredUsersQuery(db, { search: query.search, roleId: query.role_id, isActive: query.is_active });
    const { rows, meta } = await paginate<repo.UserRow>(db, base, query, {
      sorts: { username: 'users.username', email: 'users.email', created_at: 'users.created_at', id: 'users.id' },
      defaultSort: '-id',
      idColumn: 'users.id',
    });
    const roles = await repo.rolesOfUsers(db, rows.map((r) => r.id));
    return { data: rows.map((row) => toUser(row, roles.get(row.id) ?? [])), meta };
  }

  async function create(input: UserCreateInput, caller: Caller) {
    // Hashing takes a while on purpose: done before the transaction, which stays short.
    const passwordHash = await hashPassword(input.password);
    const user = await keepingRefusals(db, caller.actor, () => unique.mapped(() => db.transaction().execute(async (trx) => {
      await unique.lock(trx);
      const attempt: Attempt = { model, modelId: null, attempt: 'create', values: triedValues(input) };
      const roles = await checkRoles(trx, input.role_ids, caller, attempt);
      await unique.refuseTaken(trx, input);
      const now = nowIso();
      const row = await repo.insertUser(trx, {
        username: input.username,
        email: input.email,
        password_hash: passwordHash,
        is_active: flag(input.is_active),
        must_change_password: flag(input.must_change_password),
        created_at: now,
        updated_at: now,
      });
      await repo.replaceUserRoles(trx, row.id, roles.map((r) => r.id));
      const created = await loadUser(trx, row.id);
      await recordHistory(trx, caller.actor, { action: 'created', model, modelId: row.id, after: created });
      return created;
    })));
    if (input.send_credentials) mailCredentials(user, input.password, caller);
    return user;
  }

  /**
   * Changes a user within the caller's reach (docs/permissions.md): never their own roles,
   * never a role with permissions they lack. Disabling ends all the user's sessions; a new
   * password ends all but the caller's own; roles and state reach every API process
   * through the version stamp.
   */
  async function update(id: number, input: UserUpdateInput, caller: Caller, kind: 'update' | 'activate' | 'deactivate' = 'update') {
    const passwordHash = input.password ? await hashPassword(input.password) : undefined;
    const user = await keepingRefusals(db, caller.actor, () => unique.mapped(() => db.transaction().execute(async (trx) => {
      await unique.lock(trx);
      const before = await loadUser(trx, id);
      const values = triedValues(input);
      await assertUsersWithinReach(trx, caller, [{ user: before, attempt: kind, values }]);
      const attempt: Attempt = { model, modelId: id, attempt: kind, before, values };
      if (input.role_ids && id === caller.userId && !caller.superAdmin && !sameIds(input.role_ids, before.roles)) {
        throw grantRefusal(caller, 'errors.own_roles', [], attempt);
      }
      const roles = input.role_ids ? await checkRoles(trx, input.role_ids, caller, attempt) : undefined;
      await unique.refuseTaken(trx, input, id);
      if (input.is_active === false && id === caller.userId) throw conflict('errors.self_deactivate');

      const willBeSuperAdmin = holdsSuperAdmin(roles ?? before.roles);
      const willBeActive = input.is_active ?? before.is_active;
      if (before.is_active && holdsSuperAdmin(before.roles) && !(willBeActive && willBeSuperAdmin)) {
        if ((await repo.countActiveSuperAdmins(trx, [id])) === 0) throw conflict('errors.last_super_admin');
      }

      await repo.updateUser(trx, id, {
        username: input.username,
        email: input.email,
        is_active: input.is_active === undefined ? undefined : flag(input.is_active),
        must_change_password: input.must_change_password === undefined ? undefined : flag(input.must_change_password),
        ...(passwordHash ? { password_hash: passwordHash, password_changed_at: nowIso() } : {}),
      });
      if (roles) await repo.replaceUserRoles(trx, id, roles.map((r) => r.id));
      if (before.is_active && !willBeActive) await repo.revokeSessionsOf(trx, id);
      else if (passwordHash) await repo.revokeSessionsOf(trx, id, id === caller.userId ? caller.sessionId : undefined);

      const after = await loadUser(trx, id);
      await recordHistory(trx, caller.actor, { action: 'updated', model, modelId: id, before, after });
      return after;
    })));
    if (input.send_credentials && input.password) mailCredentials(user, input.password, caller);
    return user;
  }

  /** Deletes all of them or none: never the caller, a user out of their reach, or the last active Super Admin. */
  function remove(ids: number[], caller: Caller) {
    return keepingRefusals(db, caller.actor, () => db.transaction().execute(async (trx) => {
      const unique = [...new Set(ids)];
      if (unique.includes(caller.userId)) throw conflict('errors.self_delete');
      const rows = await repo.findUsers(trx, unique);
      if (rows.length !== unique.length) throw notFound();
      const roles = await repo.rolesOfUsers(trx, unique);
      const users = rows.map((row) => toUser(row, roles.get(row.id) ?? []));
      await assertUsersWithinReach(trx, caller, users.map((user) => ({ user, attempt: 'delete' as const })));
      if (users.some((u) => holdsSuperAdmin(u.roles)) && (await repo.countActiveSuperAdmins(trx, unique)) === 0) {
        throw conflict('errors.last_super_admin');
      }
      await repo.deleteUsers(trx, unique);
      await recordHistory(trx, caller.actor, users.map((u) => ({ action: 'deleted' as const, model, modelId: u.id, before: u })));
    }));
  }

  return {
    list,
    get: (id: number) => loadUser(db, id),
    create,
    update,
    setActive: (id: number, active: boolean, caller: Caller) => update(id, { is_active: active }, caller, active ? 'activate' : 'deactivate'),
    remove,
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
