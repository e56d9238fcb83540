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
 * lost answer, not a thief (ARCHITECTURE.md, "Refresh grace"): it gets the same pair again.
 */
export const REFRESH_GRACE_SECONDS = 10;

export function createAuthService(db: Db, tokens: AccessTokens, config: Config) {
  const throttle = createLoginThrottle(db, config.loginThrottle);

  /** The pair of a stored refresh token, its access token issued at `issuedAt` (the same pair for the same time). */
  async function pairOf(refresh: string, sessionId: string, userId: number, issuedAt: Date): Promise<TokenPair> {
    const elapsed = Math.floor(Date.now() / 1000) - Math.floor(issuedAt.getTime() / 1000);
    return {
      access_token: await tokens.sign({ sub: String(userId), sid: sessionId }, issuedAt),
      refresh_token: refresh,
      expires_in: Math.max(0, tokens.lifetimeSeconds - elapsed),
      token_type: 'Bearer',
    };
  }

  async function issuePair(refresh: string, sessionId: string, userId: number, trx: Db, issuedAt = new Date()): Promise<TokenPair> {
    await repo.insertRefreshToken(trx, hashToken(refresh), sessionId);
    return pairOf(refresh, sessionId, userId, issuedAt);
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
    return issuePair(newRefreshToken(), sessionId, userId, trx);
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
   * Rotates a refresh token. Exactly one caller rotates a token, to the child derived from
   * it; presenting it again within the grace answers that same child pair (two tabs, a
   * reload, a lost answer, the losers of a parallel refresh), so a session has one chain
   * and a replayed token joins it rather than forking one reuse detection cannot see. Any
   * later use is reuse and ends the whole session. A revoked or expired session, or a
   * disabled account, never gets a pair.
   */
  async function refresh(token: string): Promise<TokenPair> {
    const tokenHash = hashToken(token);
    const child = tokens.childRefreshToken(token);
    return db.transaction().execute(async (trx) => {
      const found = await repo.findRefreshToken(trx, tokenHash);
      if (!found) throw unauthenticated('errors.session_expired');
      if (found.revoked_at || found.expires_at <= nowIso() || !found.is_active) return null;
      // Issued at the rotation's stored time, so a replay recomputes the very same access token.
      const rotatedAt = new Date();
      if (await repo.claimRefreshToken(trx, tokenHash, rotatedAt.toISOString())) {
        return issuePair(child, found.session_id, found.user_id, trx, rotatedAt);
      }
      // The claim's winner has committed (PostgreSQL made this claim wait for it), child row and all.
      const usedAt = await repo.refreshTokenUsedAt(trx, tokenHash);
      if (usedAt && Date.now() - Date.parse(usedAt) <= REFRESH_GRACE_SECONDS * 1000) {
        return pairOf(child, found.session_id, found.user_id, new Date(usedAt));
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
