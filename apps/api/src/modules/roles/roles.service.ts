import { type ListQuery, type Role, type RoleInput, type RoleUpdateInput, SUPER_ADMIN_ROLE } from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { conflict, notFound } from '../../lib/errors.js';
import { keepingRefusals, recordHistory } from '../../lib/history.js';
import { paginate } from '../../lib/list.js';
import { uniqueness } from '../../lib/unique.js';
import { type Attempt, type Caller, assertGrantable, assertWithinReach, usersRepository } from '../users/index.js';
import * as repo from './roles.repository.js';

const model = 'roles';

/** No two roles read alike, so nothing can pass for Super Admin (`Super\u00a0Admin`, a Cyrillic `Ѕ`). */
const unique = uniqueness<{ name?: string | undefined }>({
  table: 'roles',
  fields: [{ field: 'name', column: 'name', value: (input) => input.name, compare: 'lookalike', index: 'roles_name_key' }],
});

async function withDetails(db: Db, rows: repo.RoleRow[]): Promise<Role[]> {
  const ids = rows.map((r) => r.id);
  const [permissions, counts] = await Promise.all([usersRepository.permissionsOf(db, ids), repo.usersCountOf(db, ids)]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    is_super_admin: row.name === SUPER_ADMIN_ROLE,
    permissions: permissions.get(row.id) ?? [],
    users_count: counts.get(row.id) ?? 0,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }));
}

async function loadRole(db: Db, id: number): Promise<Role> {
  const row = await repo.findRole(db, id);
  if (!row) throw notFound();
  const [role] = await withDetails(db, [row]);
  return role as Role;
}

/** What the history keeps of a role: its name and permissions, not the derived count. */
const snapshot = ({ users_count: _count, ...role }: Role) => role;

/**
 * A role the caller may change or delete holds nothing the caller lacks (the grant rule,
 * docs/permissions.md); otherwise the attempt is refused and kept in the history.
 */
function assertRoleWithinReach(caller: Caller, role: Role, attempt: Omit<Attempt, 'model' | 'modelId' | 'before'>) {
  const full: Attempt = { model, modelId: role.id, before: snapshot(role), ...attempt };
  assertWithinReach(caller, [{ holder: { roles: [role.name], permissions: role.permissions }, attempt: full }]);
  return full;
}

export function createRolesService(db: Db) {
  async function list(query: ListQuery) {
    const { rows, meta } = await paginate<repo.RoleRow>(db, repo.rolesQuery(db, query.search), query, {
      sorts: { name: 'roles.name', created_at: 'roles.created_at', id: 'roles.id' },
      defaultSort: 'name',
      idColumn: 'roles.id',
    });
    return { data: await withDetails(db, rows), meta };
  }

  /** Grants only what the caller holds. */
  function create(input: RoleInput, caller: Caller) {
    return keepingRefusals(db, caller.actor, () => unique.mapped(() => db.transaction().execute(async (trx) => {
      await unique.lock(trx);
      const attempt: Attempt = { model, modelId: null, attempt: 'create', values: input };
      assertGrantable(caller, input.permissions, 'errors.grant_refused', attempt);
      await unique.refuseTaken(trx, input);
      const row = await repo.insertRole(trx, input.name);
      await repo.replacePermissions(trx, row.id, input.permissions);
      const role = await loadRole(trx, row.id);
      await recordHistory(trx, caller.actor, { action: 'created', model, modelId: row.id, after: snapshot(role) });
      return role;
    })));
  }

  /**
   * Super Admin passes every check by its name alone: it is never renamed or edited. Any
   * other role changes only within the caller's reach, gaining only what they hold.
   */
  function update(id: number, input: RoleUpdateInput, caller: Caller) {
    return keepingRefusals(db, caller.actor, () => unique.mapped(() => db.transaction().execute(async (trx) => {
      await unique.lock(trx);
      const before = await loadRole(trx, id);
      if (before.is_super_admin) throw conflict('errors.super_admin_role_locked');
      const attempt = assertRoleWithinReach(caller, before, { attempt: 'update', values: input });
      if (input.permissions) assertGrantable(caller, input.permissions, 'errors.grant_refused', attempt);
      await unique.refuseTaken(trx, input, id);
      await repo.updateRole(trx, id, { name: input.name });
      if (input.permissions) await repo.replacePermissions(trx, id, input.permissions);
      await repo.bumpHolders(trx, id);
      const after = await loadRole(trx, id);
      await recordHistory(trx, caller.actor, { action: 'updated', model, modelId: id, before: snapshot(before), after: snapshot(after) });
      return after;
    })));
  }

  /** The routes delete one role at a time; several would go all or none. */
  function remove(ids: number[], caller: Caller) {
    return keepingRefusals(db, caller.actor, () => db.transaction().execute(async (trx) => {
      for (const id of ids) {
        const role = await loadRole(trx, id);
        if (role.is_super_admin) throw conflict('errors.super_admin_role_locked');
        assertRoleWithinReach(caller, role, { attempt: 'delete' });
        if (role.users_count > 0) throw conflict('errors.role_in_use');
        await repo.deleteRole(trx, id);
        await recordHistory(trx, caller.actor, { action: 'deleted', model, modelId: id, before: snapshot(role) });
      }
    }));
  }

  return { list, get: (id: number) => loadRole(db, id), create, update, remove };
}
export type RolesService = ReturnType<typeof createRolesService>;
