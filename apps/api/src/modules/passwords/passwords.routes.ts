import { newPasswordInput, passwordForgetInput, restoreTokenOut } from '@matjar/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageIn, messageOut } from '../../lib/answers.js';
import type { PasswordsService } from './passwords.service.js';

const tags = ['passwords'];
const tokenParam = z.object({ token: z.string().min(1).max(200) });

/** Password recovery: public, for people who cannot sign in. */
export function passwordsRoutes(service: PasswordsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post('/api/password/forget', {
      config: { public: true },
      schema: { tags, body: passwordForgetInput, response: { 200: messageOut } },
      handler: async (request) => ({ data: { message: await service.forget(request.body.email, request.ip, request.locale) } }),
    });

    // `password/restore/{token}` is the mailed link; the spec's `password-reset/{token}` is
    // the same thing under another name.
    for (const path of ['/api/password/restore/:token', '/api/password/reset/:token']) {
      r.get(path, {
        config: { public: true },
        schema: { tags, params: tokenParam, response: { 200: z.object({ data: restoreTokenOut }) } },
        handler: async (request) => ({ data: await service.check(request.params.token) }),
      });

      r.post(path, {
        config: { public: true },
        schema: { tags, params: tokenParam, body: newPasswordInput, response: { 200: messageOut } },
        handler: async (request) => {
          await service.restore(request.params.token, request.body.password, request.ip);
          return messageIn(request, 'messages.password_changed');
        },
      });
    }
  };
}
