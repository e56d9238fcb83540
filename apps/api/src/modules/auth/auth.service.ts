import { REFRESH_TOKEN_MAX_AGE_SECONDS, type TokenPair } from '@matjar/shared';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { isoIn, nowIso } from '../../lib/clock.js';
import { AppError, unauthenticated } from '../../lib/errors.js';
import { type Actor, recordHistory } from '../../lib/history.js';
import * as repo from './auth.repository.js';
import { createLoginThrottle } from './login-throttle.js';
import { verifyPassword } from './passwords.js';
import { type AccessTokens, hashToken, newRefreshToken, newSessionId } from './tokens.js';

export interface Client {
  ip: string;
  userAgent: string | null;
}

/**
 * A refresh token presented again this soon after its rotation is a reloaded tab or a
 * lost answer, not a thief (ARCHITECTURE.md, "Refresh grace"): it gets a fresh pair.
 */
export const REFRESH_GRACE_SECONDS = 10;

export function createAuthService(db: Db, tokens: AccessTokens, config: Config) {
  const throttle = createLoginThrottle(db, config.loginThrottle);

  async function issuePair(sessionId: string, userId: number, trx: Db): Promise<TokenPair> {
    const refresh = newRefreshToken();
    await repo.insertRefreshToken(trx, hashToken(refresh), sessionId);
    return {
      access_token: await tokens.sign({ sub: String(userId), sid: sessionId }),
      refresh_token: refresh,
      expires_in: tokens.lifetimeSeconds,
      token_type: 'Bearer',
    };
  }

  /** Opens a session: the refresh-token family every rotation stays in, for 7 days at most. */
  async function openSession(trx: Db, userId: number, client: Client, impersonatorId: number | null = null) {
    const sessionId = newSessionId();
    await repo.insertSession(trx, {
      id: sessionId,
      user_id: userId,
      impersonator_id: impersonatorId,
      ip: client.ip,
      user_agent: client.userAgent?.slice(0, 500) ?? null,
      created_at: nowIso(),
      expires_at: isoIn(REFRESH_TOKEN_MAX_AGE_SECONDS),
    });
    return issuePair(sessionId, userId, trx);
  }

  async function login(identifier: string, password: string, client: Client): Promise<TokenPair> {
    const name = identifier.trim().toLowerCase();
    const user = await repo.findUserForLogin(db, name);
    // Counted per account, not per spelling: its e-mail and its username share one count.
    const attempt = await throttle.begin({
      account: user ? `user:${user.id}` : `name:${name.slice(0, 255)}`,
      address: client.ip,
      passwordChangedAt: user?.password_changed_at ?? null,
    });

    const valid = await verifyPassword(user?.password_hash ?? null, password);
    const actor: Actor = { userId: user?.id ?? null, impersonatorId: null, ip: client.ip };
    if (!user || !valid) {
      await db.transaction().execute((trx) =>
        recordHistory(trx, actor, {
          action: 'sign_in_failed', model: 'users', modelId: user?.id ?? null, after: { login: identifier.slice(0, 255) },
        }),
      );
      await attempt.failed();
      throw new AppError(401, 'errors.invalid_credentials');
    }
    await attempt.succeeded();
    if (!user.is_active) throw new AppError(403, 'errors.inactive_user');

    return db.transaction().execute(async (trx) => {
      await recordHistory(trx, actor, { action: 'signed_in', model: 'users', modelId: user.id });
      return openSession(trx, user.id, client);
    });
  }

  /**
   * Rotates a refresh token. Exactly one caller rotates a token; presenting it again within
   * the grace after that answers a fresh pair of the same session (two tabs, a reload, a
   * lost answer). Any later use is reuse and ends the whole session. A revoked or expired
   * session, or a disabled account, never gets a pair.
   */
  async function refresh(token: string): Promise<TokenPair> {
    const tokenHash = hashToken(token);
    return db.transaction().execute(async (trx) => {
      const found = await repo.findRefreshToken(trx, tokenHash);
      if (!found) throw unauthenticated('errors.session_expired');
      if (found.revoked_at || found.expires_at <= nowIso() || !found.is_active) return null;
      if (await repo.claimRefreshToken(trx, tokenHash)) return issuePair(found.session_id, found.user_id, trx);
      const usedAt = await repo.refreshTokenUsedAt(trx, tokenHash);
      if (usedAt && Date.now() - Date.parse(usedAt) <= REFRESH_GRACE_SECONDS * 1000) {
        return issuePair(found.session_id, found.user_id, trx);
      }
      await repo.revokeSession(trx, found.session_id);
      return null;
    }).then((pair) => {
      // Thrown after the commit, so the revocation of a reused family is kept.
      if (!pair) throw unauthenticated('errors.session_expired');
      return pair;
    });
  }

  async function logout(sessionId: string, actor: Actor) {
    await db.transaction().execute(async (trx) => {
      await repo.revokeSession(trx, sessionId);
      await recordHistory(trx, actor, { action: 'signed_out', model: 'users', modelId: actor.userId });
    });
  }

  return { login, refresh, logout, openSession };
}
export type AuthService = ReturnType<typeof createAuthService>;
