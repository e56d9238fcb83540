import { loginInput, meOut, refreshInput, tokenPairOut, translateMessage } from '@matjar/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, authOf } from '../../plugins/guard.js';
import type { AuthService } from './auth.service.js';

const wrap = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

export function authRoutes(service: AuthService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post('/api/login', {
      config: { public: true },
      schema: { tags: ['auth'], body: loginInput, response: { 200: wrap(tokenPairOut) } },
      handler: async (request) => {
        const { email, username, password } = request.body;
        const client = { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
        return { data: await service.login(email || username || '', password, client) };
      },
    });

    r.post('/api/refresh_token', {
      config: { public: true },
      schema: { tags: ['auth'], body: refreshInput, response: { 200: wrap(tokenPairOut) } },
      handler: async (request) => ({ data: await service.refresh(request.body.token) }),
    });

    r.post('/api/dashboard/logout', {
      config: { permission: null },
      schema: { tags: ['auth'], response: { 200: wrap(z.object({ message: z.string() })) } },
      handler: async (request) => {
        await service.logout(authOf(request).sessionId, actorOf(request));
        return { data: { message: translateMessage(request.locale, 'messages.signed_out') } };
      },
    });

    r.get('/api/dashboard/me', {
      config: { permission: null },
      schema: { tags: ['auth'], response: { 200: wrap(meOut) } },
      handler: async (request) => {
        const auth = authOf(request);
        return {
          data: {
            id: auth.userId,
            username: auth.username,
            email: auth.email,
            locale: auth.locale,
            must_change_password: auth.mustChangePassword,
            roles: auth.roles,
            permissions: auth.permissions,
            session_id: auth.sessionId,
            version: auth.version,
            impersonator: auth.impersonator,
          },
        };
      },
    });
  };
}
