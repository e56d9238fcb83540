import type { ApiModule, ModuleContext } from '../module.js';
import { authRoutes } from './auth.routes.js';
import { createAuthService } from './auth.service.js';

export * as authRepository from './auth.repository.js';
export { type AuthService, type Client, createAuthService } from './auth.service.js';
export { refuseWhileOverLimit } from './failure-window.js';
export { hashPassword, verifyPassword } from './passwords.js';
export { loadSigningSecret } from './secrets.js';
export { type AuthContext, createSessionContext } from './session-context.js';
export { type AccessTokens, createAccessTokens, hashToken, newRefreshToken } from './tokens.js';

/** The server's one sign-in service (impersonation opens its sessions too). */
export const authServiceOf = (context: ModuleContext) =>
  context.shared('auth', () => createAuthService(context.db, context.tokens, context.config));

/** Sign-in, token refresh, sign-out and `me`: no permission area of its own. */
export const authModule: ApiModule = {
  name: 'auth',
  permissionAreas: [],
  routes: (context) => authRoutes(authServiceOf(context)),
};
