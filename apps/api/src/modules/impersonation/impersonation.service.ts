import type { Locale, TokenPair, User } from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { isoIn, nowIso } from '../../lib/clock.js';
import { AppError, conflict } from '../../lib/errors.js';
import { type Actor, RefusedChange, keepingRefusals, recordHistory } from '../../lib/history.js';
import { type AuthService, type Client, authRepository, hashToken, newRefreshToken } from '../auth/index.js';
import { type Caller, assertUsersWithinReach, holderOfRoles, loadUser } from '../users/index.js';
import * as repo from './impersonation.repository.js';

/** The one-time token lives just long enough for the app to exchange it. */
export const IMPERSONATION_TOKEN_SECONDS = 60;

/**
 * Who may be impersonated, checked when the token is made and again when it is spent:
 * someone else, within the impersonator's reach (holding nothing they lack; a Super Admin
 * only by a Super Admin), and enabled.
 */
async function checkTarget(db: Db, impersonator: User, target: User, locale: Locale) {
  if (target.id === impersonator.id) throw conflict('errors.impersonate_self');
  const holder = await holderOfRoles(db, impersonator.roles);
  await assertUsersWithinReach(db, { holder, locale }, [{ user: target, attempt: 'impersonate' }]);
  if (!target.is_active) throw conflict('errors.impersonate_inactive');
}

export function createImpersonationService(db: Db, auth: AuthService) {
  /** Issues a one-time token for `POST /api/impersonate/{token}`; no impersonation from inside another. */
  async function start(caller: Caller, targetId: number) {
    if (caller.impersonatorId !== null) throw conflict('errors.already_impersonating');
    const [impersonator, target] = [await loadUser(db, caller.userId), await loadUser(db, targetId)];
    await keepingRefusals(db, caller.actor, () => checkTarget(db, impersonator, target, caller.locale));
    const token = newRefreshToken();
    await db.transaction().execute(async (trx) => {
      await repo.pruneImpersonationTokens(trx, nowIso());
      await repo.insertImpersonationToken(trx, {
        token_hash: hashToken(token),
        user_id: targetId,
        impersonator_id: caller.userId,
        expires_at: isoIn(IMPERSONATION_TOKEN_SECONDS),
      });
    });
    return { token, expires_in: IMPERSONATION_TOKEN_SECONDS };
  }

  /**
   * Spends the token: a new session of the target whose `impersonator_id` is the admin.
   * Its sign-in, and everything done in it, is written to the history with both ids.
   */
  async function enter(token: string, client: Client, locale: Locale): Promise<TokenPair> {
    // A refusal is kept in the history as the impersonator's (known once the token is
    // claimed); the claim rolls back with it, and the token expires unspent.
    let impersonatorActor: Actor | undefined;
    try {
      return await db.transaction().execute(async (trx) => {
        const claimed = await repo.claimImpersonationToken(trx, hashToken(token));
        if (!claimed) throw new AppError(410, 'errors.impersonation_link_invalid');
        const impersonator = await loadUser(trx, claimed.impersonator_id);
        if (!impersonator.is_active) throw new AppError(410, 'errors.impersonation_link_invalid');
        impersonatorActor = { userId: impersonator.id, impersonatorId: null, ip: client.ip };
        await checkTarget(trx, impersonator, await loadUser(trx, claimed.user_id), locale);
        await recordHistory(trx, { userId: claimed.user_id, impersonatorId: impersonator.id, ip: client.ip }, {
          action: 'signed_in', model: 'users', modelId: claimed.user_id,
        });
        return auth.openSession(trx, claimed.user_id, client, impersonator.id);
      });
    } catch (error) {
      if (error instanceof RefusedChange && impersonatorActor) await recordHistory(db, impersonatorActor, error.entries);
      throw error;
    }
  }

  /** Ends the impersonated session; the app goes back to the admin's own tokens, which it kept. */
  async function leave(caller: Caller) {
    if (caller.impersonatorId === null) throw conflict('errors.not_impersonating');
    await db.transaction().execute(async (trx) => {
      await authRepository.revokeSession(trx, caller.sessionId);
      await recordHistory(trx, caller.actor, { action: 'signed_out', model: 'users', modelId: caller.userId });
    });
  }

  return { start, enter, leave };
}
export type ImpersonationService = ReturnType<typeof createImpersonationService>;
