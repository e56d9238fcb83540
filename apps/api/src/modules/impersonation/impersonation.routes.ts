import { idParam, impersonationTokenOut, tokenPairOut } from '@matjar/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageIn, messageOut } from '../../lib/answers.js';
import { callerOf } from '../users/index.js';
import type { ImpersonationService } from './impersonation.service.js';

const tags = ['impersonation'];

export function impersonationRoutes(service: ImpersonationService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    // Super Admin passes every permission check, so it may always start one.
    r.post('/api/dashboard/users/:id/impersonate', {
      config: { permission: 'users.impersonate' },
      schema: { tags, params: idParam, response: { 200: z.object({ data: impersonationTokenOut }) } },
      handler: async (request) => ({ data: await service.start(callerOf(request), request.params.id) }),
    });

    // Public: the one-time token is the credential (spec route `impersonate/{token}`).
    r.post('/api/impersonate/:token', {
      config: { public: true },
      schema: { tags, params: z.object({ token: z.string().min(1).max(200) }), response: { 200: z.object({ data: tokenPairOut }) } },
      handler: async (request) => ({
        data: await service.enter(request.params.token, { ip: request.ip, userAgent: request.headers['user-agent'] ?? null }, request.locale),
      }),
    });

    r.post('/api/dashboard/impersonate/leave', {
      config: { permission: null },
      schema: { tags, response: { 200: messageOut } },
      handler: async (request) => {
        await service.leave(callerOf(request));
        return messageIn(request, 'messages.impersonation_ended');
      },
    });
  };
}
