import { SETTINGS_GROUPS, allSettingsOut, settingsGroups, testMailInput, translateMessage } from '@matjar/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf, messageOut } from '../../lib/answers.js';
import { registerSingleRecordRoutes } from '../../lib/single-record.js';
import { authOf } from '../../plugins/guard.js';
import type { SettingsService } from './settings.service.js';

const tags = ['settings'];

/**
 * `GET /api/dashboard/settings` (every group the caller may see), `GET` and `PATCH
 * /api/dashboard/settings/{group}` for each group, and the e-mail page's test message. A
 * group that does not exist has no route: 404.
 */
export function settingsRoutes(service: SettingsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/api/dashboard/settings', {
      // Spec §7: no permission; what each caller sees depends on theirs.
      config: { permission: null },
      schema: { tags, response: { 200: dataOf(allSettingsOut) } },
      handler: async (request) => ({ data: await service.all(authOf(request)) }),
    });

    for (const group of SETTINGS_GROUPS) {
      const { input, out, everyone } = settingsGroups[group];
      registerSingleRecordRoutes(app, {
        path: `/api/dashboard/settings/${group}`,
        permission: everyone ? null : 'settings.view',
        updatePermission: 'settings.update',
        schemas: { out, input },
        service: service.group(group),
        key: () => group,
        updatedMessage: 'messages.settings_updated',
        tags,
      });
    }

    r.post('/api/dashboard/settings/email/test', {
      config: { permission: 'settings.update' },
      schema: { tags, body: testMailInput, response: { 200: messageOut } },
      handler: async (request) => {
        await service.sendTestMail(request.body.to, request.locale);
        return { data: { message: translateMessage(request.locale, 'messages.test_mail_sent', { to: request.body.to }) } };
      },
    });
  };
}
