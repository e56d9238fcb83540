import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import * as repo from './auth.repository.js';
import type { AccessTokens } from './tokens.js';

/** The signed-in user as every guarded request sees them. */
export interface AuthContext {
  userId: number;
  sessionId: string;
  impersonatorId: number | null;
  /** The admin signed in as this user, when the session is an impersonation. */
  impersonator: { id: number; username: string } | null;
  username: string;
  email: string;
  locale: string | null;
  mustChangePassword: boolean;
  version: number;
  roles: { id: number; name: string }[];
  permissions: string[];
}

type Grants = Pick<AuthContext, 'roles' | 'permissions'>;

/**
 * Resolves a bearer token to the user as they stand now. The session row is read on every
 * request (so logout and revocation bite at once); roles and permissions are cached per
 * process under the user's version stamp, which every role or user change bumps in the
 * database — so a change is seen on the next request by every process.
 */
export function createSessionContext(db: Db, tokens: AccessTokens) {
  const grantsCache = new Map<string, Grants>();

  async function grantsOf(userId: number, version: number): Promise<Grants> {
    const key = `${userId}:${version}`;
    const cached = grantsCache.get(key);
    if (cached) return cached;
    const grants = await repo.findRolesAndPermissions(db, userId);
    if (grantsCache.size > 5000) grantsCache.clear();
    grantsCache.set(key, grants);
    return grants;
  }

  async function resolve(bearer: string): Promise<AuthContext | null> {
    const claims = await tokens.verify(bearer);
    if (!claims) return null;
    const row = await repo.findSessionUser(db, claims.sid, Number(claims.sub));
    if (!row || row.revoked_at || row.expires_at <= nowIso() || !row.is_active) return null;
    // An impersonation lives only as long as its admin's account stays enabled.
    if (row.impersonator_id !== null && !row.impersonator_active) return null;
    const grants = await grantsOf(row.id, row.version);
    return {
      userId: row.id,
      sessionId: row.session_id,
      impersonatorId: row.impersonator_id,
      impersonator:
        row.impersonator_id !== null && row.impersonator_username !== null
          ? { id: row.impersonator_id, username: row.impersonator_username }
          : null,
      username: row.username,
      email: row.email,
      locale: row.locale,
      mustChangePassword: Boolean(row.must_change_password),
      version: row.version,
      ...grants,
    };
  }

  return { resolve, clear: () => grantsCache.clear() };
}
