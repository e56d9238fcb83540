import { createHash, randomBytes } from 'node:crypto';
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
  return {
    lifetimeSeconds,
    sign: (claims: AccessClaims) =>
      new SignJWT({ sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(`${lifetimeSeconds}s`)
        .sign(secret),
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
