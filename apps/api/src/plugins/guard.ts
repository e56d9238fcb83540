import { type Locale, type Requirement, can } from '@matjar/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from '../lib/errors.js';
import type { Actor } from '../lib/history.js';
import { localeOf } from '../lib/locale.js';
import type { AuthContext } from '../modules/auth/index.js';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /**
     * What the route requires: a permission name or list (any-of; all-of with
     * `allPermissions`), or null for any signed-in user. Every /api route declares this
     * or `public: true`; the server refuses to start otherwise.
     */
    permission?: Requirement;
    allPermissions?: boolean;
    public?: boolean;
  }
}

export interface RouteDeclaration {
  method: string;
  url: string;
  config: { permission?: unknown; public?: boolean } | undefined;
}

// Only the route's own settings count: nothing a request could slip onto a prototype
// (see lib/forms.ts) may make a route public or drop its permission.
const isPublic = (config: object | undefined) => config !== undefined && Object.hasOwn(config, 'public') && (config as { public?: unknown }).public === true;
const declaresPermission = (config: object | undefined) => config !== undefined && Object.hasOwn(config, 'permission');

const declares = (route: RouteDeclaration) =>
  !route.url.startsWith('/api') || declaresPermission(route.config) || isPublic(route.config);

/** The token of an `Authorization: Bearer …` header; the scheme is case-insensitive (RFC 9110 §11.1). */
function bearerOf(header: string | undefined): string {
  const match = /^bearer +(\S+) *$/i.exec(header ?? '');
  return match?.[1] ?? '';
}

/**
 * Installs the guard and returns every route registered so far. The check runs once the
 * app is ready — after plugins such as the API docs have marked their routes — and stops
 * the server from starting if an /api route declares neither a permission nor `public`.
 */
export function registerGuard(app: FastifyInstance, resolve: (bearer: string) => Promise<AuthContext | null>) {
  app.decorateRequest('locale', 'en');
  app.decorateRequest('auth', null);

  const routes: RouteDeclaration[] = [];
  app.addHook('onRoute', (route) => {
    routes.push({ method: String(route.method), get url() { return route.url; }, get config() { return route.config; } });
  });
  app.addHook('onReady', async () => {
    const undeclared = routes.filter((route) => !declares(route));
    if (undeclared.length) {
      throw new Error(`Routes without a permission or public: ${undeclared.map((r) => `${r.method} ${r.url}`).join(', ')}`);
    }
  });

  // onRequest runs before the body is read: an unauthorised caller learns nothing about validation.
  app.addHook('onRequest', async (request) => {
    request.locale = localeOf(request.headers);
    const config = request.routeOptions.config;
    if (!request.routeOptions.url || isPublic(config) || !declaresPermission(config)) return;
    const bearer = bearerOf(request.headers.authorization);
    request.auth = bearer ? await resolve(bearer) : null;
    if (!request.auth) throw unauthenticated();
    const all = Object.hasOwn(config, 'allPermissions') && config.allPermissions === true;
    if (!can(request.auth, config.permission, { all })) throw forbidden();
  });
  return routes;
}

/** The signed-in user of a guarded route. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

export function actorOf(request: FastifyRequest): Actor {
  return {
    userId: request.auth?.userId ?? null,
    impersonatorId: request.auth?.impersonatorId ?? null,
    ip: request.ip,
  };
}
