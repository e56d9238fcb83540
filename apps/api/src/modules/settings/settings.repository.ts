import { nowIso } from '../../lib/clock.js';
import type { Db } from '../../db/database.js';

declare module '../../db/types.js' {
  interface Database {
    /** One row per settings group: its fields as JSON, its secrets sealed (settings-cipher.ts). */
    settings: { name: string; value: string; secrets: string | null; updated_at: string };
    /** One row (id 1): raised by every change, read by every process before it trusts its cache. */
    settings_revision: { id: number; revision: number };
  }
}

export interface SettingsRow {
  name: string;
  value: string;
  secrets: string | null;
}

export const settingsRows = (db: Db): Promise<SettingsRow[]> => db.selectFrom('settings').select(['name', 'value', 'secrets']).execute();

export const settingsRow = (db: Db, name: string): Promise<SettingsRow | undefined> =>
  db.selectFrom('settings').select(['name', 'value', 'secrets']).where('name', '=', name).executeTakeFirst();

export async function settingsRevision(db: Db): Promise<number> {
  const row = await db.selectFrom('settings_revision').select('revision').where('id', '=', 1).executeTakeFirst();
  return Number(row?.revision ?? 0);
}

/** Writes a group's row and raises the revision, in the caller's transaction. */
export async function writeSettingsRow(trx: Db, row: SettingsRow): Promise<void> {
  const updated_at = nowIso();
  await trx
    .insertInto('settings')
    .values({ ...row, updated_at })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value: row.value, secrets: row.secrets, updated_at }))
    .execute();
  await trx.updateTable('settings_revision').set((eb) => ({ revision: eb('revision', '+', 1) })).where('id', '=', 1).execute();
}
