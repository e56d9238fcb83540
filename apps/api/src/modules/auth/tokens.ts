import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export interface AccessClaims {
  /** User id. */
  sub: string;
  /** Session id: the refresh-token family this access token belongs to. */
  sid: string;
}

export function createAccessTokens(secret: Uint8Array, lifetimeSeconds: number) {
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
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        return { sub: payload.sub, sid: payload.sid };
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
