import type { Profile, ProfileInput, User } from '@matjar/shared';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { conflict, fieldError } from '../../lib/errors.js';
import { recordHistory } from '../../lib/history.js';
import { singleRecord } from '../../lib/single-record.js';
import { authRepository as auth, hashPassword, refuseWhileOverLimit, verifyPassword } from '../auth/index.js';
import { type Caller, loadUser, usersRepository as users } from '../users/index.js';

const toProfile = ({ is_active: _active, ...user }: User): Profile => user;

export function createProfileService(db: Db, config: Config) {
  const limit = config.loginLimit;

  /**
   * Sets the caller's own password: clears a pending forced change, and ends every other
   * session of the account (this one stays signed in).
   */
  async function setOwnPassword(caller: Caller, password: string) {
    const passwordHash = await hashPassword(password);
    await db.transaction().execute(async (trx) => {
      const before = await loadUser(trx, caller.userId);
      await users.updateUser(trx, caller.userId, { password_hash: passwordHash, password_changed_at: nowIso(), must_change_password: 0 });
      await users.revokeSessionsOf(trx, caller.userId, caller.sessionId);
      const after = await loadUser(trx, caller.userId);
      await recordHistory(trx, caller.actor, { action: 'updated', model: 'users', modelId: caller.userId, before, after });
    });
  }

  async function refuseReuse(caller: Caller, password: string) {
    if (await verifyPassword(await users.passwordHashOf(db, caller.userId), password)) throw fieldError('password', 'validation.password_reused');
  }

  /** The caller's own account as one record: recorded as the user it is. */
  const own = singleRecord<number, User, ProfileInput>(db, {
    model: 'users',
    modelId: (userId) => userId,
    load: loadUser,
    // The language is no grant: the version stamp stays, so no cache is thrown away.
    store: (trx, userId, changes) => users.updateUser(trx, userId, changes, { bumpVersion: false }).then(() => undefined),
  });

  /**
   * Wrong current passwords count against the account (a window counter of its own; sign-in
   * has its throttle), so a stolen access token cannot be used to guess the password.
   */
  async function changePassword(caller: Caller, input: { current_password: string; password: string }) {
    const account = `user:${caller.userId}`;
    await refuseWhileOverLimit(db, [[account, limit.perAccount]], limit.windowSeconds);
    if (!(await verifyPassword(await users.passwordHashOf(db, caller.userId), input.current_password))) {
      await auth.recordFailures(db, [account]);
      throw fieldError('current_password', 'validation.current_password');
    }
    await auth.clearFailures(db, account);
    if (input.current_password === input.password) throw fieldError('password', 'validation.password_reused');
    await setOwnPassword(caller, input.password);
  }

  /** The forced change after sign-in: only while one is pending, and never to the old password. */
  async function newPassword(caller: Caller, mustChange: boolean, password: string) {
    if (!mustChange) throw conflict('errors.password_change_not_required');
    await refuseReuse(caller, password);
    await setOwnPassword(caller, password);
  }

  return {
    get: async (caller: Caller) => toProfile(await own.get(caller.userId)),
    update: async (caller: Caller, input: Partial<ProfileInput>) => toProfile(await own.update(caller.userId, input, caller.actor)),
    changePassword,
    newPassword,
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
