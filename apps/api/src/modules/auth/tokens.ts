import { createHash, createHmac, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export interface AccessClaims {
  /** User id. */
  sub: string;
  /** Session id: the refresh-token family this access token belongs to. */
  sid: string;
}

/**
 * Signs and checks access tokens. A checked token's claims are kept until it expires: the
 * signature check (WebCrypto HMAC, ~0.1 ms of CPU) is the same answer for the same string
 * every time, and every dashboard request presents the same token again. Its expiry is
 * still checked on every use, and the session behind it is still read from the database
 * (session-context.ts), so a logout or a revocation bites at once.
 */
export function createAccessTokens(secret: Uint8Array, lifetimeSeconds: number, remembered = 10_000) {
  const checked = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  const unexpired = (expiresAt: number) => Math.floor(Date.now() / 1000) < expiresAt;
  // Its own key, derived from the signing secret: every process shares it, no token doubles as another.
  const chainKey = createHmac('sha256', secret).update('matjar refresh chain').digest();
  return {
    lifetimeSeconds,
    /**
     * HS256 is deterministic: the same claims issued at the same second sign to the same
     * string, which is how a refresh replayed within the grace answers the same pair.
     */
    sign: (claims: AccessClaims, issuedAt: Date) => {
      const iat = Math.floor(issuedAt.getTime() / 1000);
      return new SignJWT({ sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuedAt(iat)
        .setExpirationTime(iat + lifetimeSeconds)
        .sign(secret);
    },
    /**
     * The refresh token that rotating `parent` gives: an HMAC of it, so presenting `parent`
     * again recomputes the same child although only hashes are stored, and the session keeps
     * one chain (ARCHITECTURE.md, "Refresh grace"). Unguessable without the server's key.
     */
    childRefreshToken: (parent: string) => createHmac('sha256', chainKey).update(parent).digest('base64url'),
    /** The claims of a valid token, or null for anything expired, forged or malformed. */
    verify: async (token: string): Promise<AccessClaims | null> => {
      const known = checked.get(token);
      if (known) return unexpired(known.expiresAt) ? known.claims : null;
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        const claims = { sub: payload.sub, sid: payload.sid };
        if (payload.exp !== undefined) {
          if (checked.size >= remembered) checked.clear();
          checked.set(token, { claims, expiresAt: payload.exp });
        }
        return claims;
      } catch {
        return null;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;

/** 256 random bits; only its SHA-256 is stored, so a database leak yields no usable token. */
export const newRefreshToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newSessionId = () => randomBytes(18).toString('base64url');
