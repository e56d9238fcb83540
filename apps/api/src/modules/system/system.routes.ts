import {
  LOCALES, PRODUCT_NAME, actionLabels, permissionAreas,
} from '@matjar/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageIn, messageOut } from '../../lib/answers.js';
import type { ModuleContext } from '../module.js';

const bilingual = z.object({ en: z.string(), ar: z.string() });

/**
 * What the app needs before sign-in, the permission catalogue, and clear-cache. The
 * catalogue answered is that of the registered modules: the role editor offers only
 * permissions some route checks.
 */
export function systemRoutes({ config, clearCaches, permissionAreas: offered }: Pick<ModuleContext, 'config' | 'clearCaches' | 'permissionAreas'>) {
  const areas = permissionAreas.filter((a) => offered.includes(a.area));
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/api/bootstrap', {
      config: { public: true },
      schema: {
        tags: ['system'],
        response: {
          200: z.object({
            data: z.object({
              app_name: z.string(),
              locales: z.array(z.string()),
              default_locale: z.string(),
              /** The storefront's address, or null when none is configured (the web app hides "Visit store"). */
              storefront_url: z.string().nullable(),
              access_token_lifetime: z.number(),
            }),
          }),
        },
      },
      handler: async () => ({
        data: {
          app_name: PRODUCT_NAME,
          locales: [...LOCALES],
          default_locale: 'en',
          storefront_url: config.storefrontUrl,
          access_token_lifetime: config.accessTokenSeconds,
        },
      }),
    });

    r.get('/api/dashboard/permissions', {
      config: { permission: ['roles.view', 'roles.create', 'roles.update'] },
      schema: {
        tags: ['system'],
        response: {
          200: z.object({
            data: z.array(
              z.object({
                area: z.string(),
                label: bilingual,
                permissions: z.array(z.object({ name: z.string(), label: bilingual })),
              }),
            ),
          }),
        },
      },
      handler: async () => ({
        data: areas.map((a) => ({
          area: a.area,
          label: a.label,
          permissions: a.actions.map((action) => ({
            name: `${a.area}.${action}`,
            label: actionLabels[action] ?? { en: action, ar: action },
          })),
        })),
      }),
    });

    r.get('/api/clear-cache', {
      config: { permission: 'settings.clear_cache' },
      schema: { tags: ['system'], response: { 200: messageOut } },
      handler: async (request) => {
        clearCaches();
        return messageIn(request, 'messages.cache_cleared');
      },
    });
  };
}
