import { SUPER_ADMIN_ROLE } from '@matjar/shared';
import { createAccount, ensureRole } from '../../src/db/accounts.js';
import { hashPassword } from '../../src/modules/auth/passwords.js';
import { nowIso } from '../../src/lib/clock.js';
import { DEMO_PASSWORD, type TestServer } from '../harness.js';

/**
 * The fuzzer's own Super Admin. Fuzzing signs it out, renames it through its profile,
 * changes its password, may deactivate or delete it through a batch; whenever its
 * session is gone, `restore` puts the account back as it was (through the database, as an
 * operator would) and signs in again, so destructive operations never lock the run out.
 */
export interface FuzzSession {
  userId: number;
  superAdminRoleId: number;
  token: () => string;
  /** Puts the account back and signs in; counts how often it had to. */
  restore: () => Promise<void>;
  restores: () => number;
}

const identity = { username: 'fuzzer', email: 'fuzzer@example.com' };

export async function startFuzzSession(server: TestServer): Promise<FuzzSession> {
  const superAdminRoleId = await ensureRole(server.db, SUPER_ADMIN_ROLE, []);
  let userId = await createAccount(server.db, { ...identity, password: DEMO_PASSWORD, roleIds: [superAdminRoleId] });
  let token = (await server.login(identity.email)).access_token;
  let restores = 0;
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const restore = async () => {
    restores++;
    const exists = await server.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
    if (!exists) {
      userId = await createAccount(server.db, { ...identity, password: DEMO_PASSWORD, roleIds: [superAdminRoleId] });
    } else {
      // Another user may have taken the name or address meanwhile: free them first.
      await server.db
        .updateTable('users')
        .set({ username: `taken-${Date.now()}`, email: `taken-${Date.now()}@example.com` })
        .where('id', '!=', userId)
        .where((eb) => eb.or([eb('username', '=', identity.username), eb('email', '=', identity.email)]))
        .execute();
      await server.db
        .updateTable('users')
        .set({ ...identity, password_hash: passwordHash, is_active: 1, must_change_password: 0, updated_at: nowIso(), version: (eb) => eb('version', '+', 1) })
        .where('id', '=', userId)
        .execute();
      const hasRole = await server.db.selectFrom('user_roles').select('user_id').where('user_id', '=', userId).where('role_id', '=', superAdminRoleId).executeTakeFirst();
      if (!hasRole) await server.db.insertInto('user_roles').values({ user_id: userId, role_id: superAdminRoleId }).execute();
    }
    token = (await server.login(identity.email)).access_token;
  };

  return { get userId() { return userId; }, superAdminRoleId, token: () => token, restore, restores: () => restores };
}
