import { type SettingsGroup, type SettingsInputOf, settingsDefaults, settingsGroups, widgetsInOrder } from '@matjar/shared';
import type { Db } from '../../db/database.js';
import type { SettingsCipher } from './settings-cipher.js';
import { type SettingsRow, settingsRevision, settingsRow, settingsRows, writeSettingsRow } from './settings.repository.js';

type Fields = Record<string, unknown>;
/** A group as stored: every field, secrets in full. Never answered as it is (see `singleRecord`'s `shown`). */
export type StoredSettings<G extends SettingsGroup> = SettingsInputOf<G> & Fields;

const secretsOf = (group: SettingsGroup): readonly string[] => settingsGroups[group].secrets;

/**
 * The settings as stored, and a per-process copy of them. Every change raises one revision
 * counter in its transaction; a cached read first reads that counter (one row by its key) and
 * loads every group again when another process (or this one) has changed any, so a change is
 * seen by the next read anywhere. `clear` drops the copy (`GET /api/clear-cache`).
 */
export function createSettingsStore(db: Db, cipher: SettingsCipher, warn: (message: string) => void) {
  let cache: { revision: number; groups: Map<string, Fields> } | undefined;

  function decode<G extends SettingsGroup>(group: G, row: SettingsRow | undefined): StoredSettings<G> {
    const fields: Fields = { ...settingsDefaults[group], ...(row ? (JSON.parse(row.value) as Fields) : {}) };
    if (row?.secrets) {
      const opened = cipher.open(row.secrets, group);
      // Sealed with another key (SETTINGS_KEY changed): the secrets read as not set until entered again.
      if (opened === undefined) warn(`settings: the secrets of "${group}" cannot be opened with this SETTINGS_KEY; they read as not set`);
      else Object.assign(fields, JSON.parse(opened) as Fields);
    }
    if (group === 'widgets') fields.widgets = widgetsInOrder(fields.widgets as SettingsInputOf<'widgets'>['widgets']);
    return fields as StoredSettings<G>;
  }

  /** A group as stored now, through `db` (a change's transaction reads its own writes). */
  const read = async <G extends SettingsGroup>(from: Db, group: G) => decode(group, await settingsRow(from, group));

  /** Writes the changed fields over the stored ones: the fields as JSON, the secrets sealed apart. */
  async function write<G extends SettingsGroup>(trx: Db, group: G, changes: Partial<SettingsInputOf<G>>) {
    const all: Fields = { ...(await read(trx, group)), ...changes };
    const secrets = Object.fromEntries(secretsOf(group).flatMap((name) => (all[name] ? [[name, all[name]]] : [])));
    const value = Object.fromEntries(Object.entries(all).filter(([name]) => !secretsOf(group).includes(name)));
    await writeSettingsRow(trx, {
      name: group,
      value: JSON.stringify(value),
      secrets: Object.keys(secrets).length ? cipher.seal(JSON.stringify(secrets), group) : null,
    });
    cache = undefined;
  }

  /** A group as the last change left it, from this process's copy when no change came since. */
  async function cached<G extends SettingsGroup>(group: G): Promise<StoredSettings<G>> {
    const revision = await settingsRevision(db);
    if (cache?.revision !== revision) {
      const rows = new Map((await settingsRows(db)).map((row) => [row.name, row]));
      cache = { revision, groups: new Map(Object.keys(settingsGroups).map((g) => [g, decode(g as SettingsGroup, rows.get(g))])) };
    }
    return cache.groups.get(group) as StoredSettings<G>;
  }

  return {
    read,
    write,
    cached,
    clear: () => {
      cache = undefined;
    },
  };
}
export type SettingsStore = ReturnType<typeof createSettingsStore>;
