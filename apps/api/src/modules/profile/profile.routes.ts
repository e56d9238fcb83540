import { newPasswordInput, passwordChangeInput, profileInput, profileOut } from '@matjar/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageIn, messageOut } from '../../lib/answers.js';
import { registerSingleRecordRoutes } from '../../lib/single-record.js';
import { authOf } from '../../plugins/guard.js';
import { callerOf } from '../users/index.js';
import type { ProfileService } from './profile.service.js';

const tags = ['profile'];

/** The signed-in user's own account: any signed-in user (`permission: null`). */
export function profileRoutes(service: ProfileService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    registerSingleRecordRoutes(app, {
      path: '/api/dashboard/profile',
      permission: null,
      schemas: { out: profileOut, input: profileInput },
      service,
      key: callerOf,
      tags,
    });

    r.post('/api/dashboard/profile/password', {
      config: { permission: null },
      schema: { tags, body: passwordChangeInput, response: { 200: messageOut } },
      handler: async (request) => {
        await service.changePassword(callerOf(request), request.body);
        return messageIn(request, 'messages.password_changed');
      },
    });

    r.post('/api/dashboard/new-password', {
      config: { permission: null },
      schema: { tags, body: newPasswordInput, response: { 200: messageOut } },
      handler: async (request) => {
        await service.newPassword(callerOf(request), authOf(request).mustChangePassword, request.body.password);
        return messageIn(request, 'messages.password_changed');
      },
    });
  };
}
