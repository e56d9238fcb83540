import type { ApiModule, ModuleContext } from '../module.js';
import * as settingsTables from './migrations/2026-12-02-0020-settings.js';
import { createSettingsCipher, loadSettingsSecret } from './settings-cipher.js';
import { type SettingsStore, createSettingsStore } from './settings-store.js';
import { settingsRoutes } from './settings.routes.js';
import { seedSettings } from './settings.seed.js';
import { createSettingsService } from './settings.service.js';

/**
 * The one store of the settings pages (issue 37; docs/api-kit.md, "The settings store"). It
 * owns the `settings` area (view, update, clear cache); the mailer reads its e-mail group.
 */
function settingsStoreFor(
  context: Pick<ModuleContext, 'db' | 'config' | 'shared'>,
  warn: (message: string) => void = (message) => process.emitWarning(message),
): Promise<SettingsStore> {
  return context.shared('settings-store', async () => {
    const cipher = createSettingsCipher(await loadSettingsSecret(context.db, context.config.settingsKey));
    return createSettingsStore(context.db, cipher, warn);
  });
}

/**
 * The storefront key the settings keep (`application_settings.storefront_key`), or null when
 * none is set: what `POST /api/storefront/product-views` compares `X-Storefront-Key` with.
 */
export const storefrontKeyOf = (context: Pick<ModuleContext, 'db' | 'config' | 'shared'>) => async (): Promise<string | null> =>
  (await (await settingsStoreFor(context)).cached('application_settings')).storefront_key ?? null;

export const settingsModule: ApiModule = {
  name: 'settings',
  permissionAreas: ['settings'],
  routes: (context) => async (app) => {
    const store = await settingsStoreFor(context, (message) => app.log.warn(message));
    context.onClearCaches(store.clear);
    context.mailer.useSettings(async () => {
      const { host, port, username, password, sender } = await store.cached('email');
      return {
        // Port 465 speaks TLS from the first byte; others upgrade with STARTTLS (as SMTP_SECURE's default).
        smtp: host ? { host, port, secure: port === 465, user: username ?? undefined, password: password ?? undefined } : undefined,
        from: sender ?? undefined,
      };
    });
    await app.register(settingsRoutes(createSettingsService(context.db, store, context.mailer)));
  },
  seed: seedSettings,
  migrations: { '2026-12-02-0020-settings': settingsTables },
};
