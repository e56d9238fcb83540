import { type Locale, type SettingsGroup, SETTINGS_GROUPS, can, settingsGroups } from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import type { Actor } from '../../lib/history.js';
import { singleRecord } from '../../lib/single-record.js';
import type { AuthContext } from '../auth/index.js';
import { type Mailer, testMail } from '../mail/index.js';
import type { SettingsStore } from './settings-store.js';

type Fields = Record<string, unknown>;

/**
 * The settings groups on the single-record kit: each read with its secrets masked, each
 * change written with its history entry (model `settings`, id the group's name) in one
 * transaction, and seen at once by every process (the store's revision).
 */
export function createSettingsService(db: Db, store: SettingsStore, mailer: Mailer) {
  const records = new Map(
    SETTINGS_GROUPS.map((group) => [
      group,
      singleRecord<SettingsGroup, Fields, Fields, string>(db, {
        model: 'settings',
        modelId: (g) => g,
        load: (from, g) => store.read(from, g),
        store: (trx, g, changes) => store.write(trx, g, changes),
        secrets: settingsGroups[group].secrets,
      }),
    ]),
  );
  const recordOf = (group: SettingsGroup) => records.get(group)!;

  /** The groups this user may read: all of them with `settings.view`; the dashboard's look (themes, widgets) for everyone. */
  const visibleTo = (auth: AuthContext) => SETTINGS_GROUPS.filter((group) => settingsGroups[group].everyone || can(auth, 'settings.view'));

  return {
    /** The record kit's calls for one group (`registerSingleRecordRoutes`). */
    group: (group: SettingsGroup) => ({
      get: async () => recordOf(group).shown(await store.cached(group)),
      update: (_: unknown, input: Partial<Fields>, actor: Actor) => recordOf(group).update(group, input, actor),
    }),

    /** `GET /api/dashboard/settings`: every group the caller may see. */
    async all(auth: AuthContext) {
      const groups = await Promise.all(visibleTo(auth).map(async (group) => [group, recordOf(group).shown(await store.cached(group))] as const));
      return Object.fromEntries(groups);
    },

    /** Sends the test message through the mailer as the settings stand, and says why when it fails. */
    async sendTestMail(to: string, locale: Locale) {
      try {
        await mailer.send({ to, ...testMail(locale) });
      } catch (error) {
        const reason = error instanceof Error ? error.message.slice(0, 300) : String(error);
        throw new AppError(422, 'errors.test_mail_failed', { reason });
      }
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
