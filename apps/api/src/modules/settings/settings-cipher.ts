import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.js';

/** Seals and opens the settings' secrets: AES-256-GCM, each sealed text bound to its group. */
export interface SettingsCipher {
  seal: (plain: string, group: string) => string;
  /** The plain text, or undefined when it was sealed with another key or altered. */
  open: (sealed: string, group: string) => string | undefined;
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A 256-bit key from any long secret text (the environment's, or the one kept in the database). */
const keyOf = (secret: string) => Buffer.from(hkdfSync('sha256', secret, 'matjar', 'settings-secrets', 32));

export function createSettingsCipher(secret: string): SettingsCipher {
  const key = keyOf(secret);
  return {
    seal(plain, group) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      // The group is authenticated with the text: a sealed value moved to another group does not open.
      cipher.setAAD(Buffer.from(group));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    open(sealed, group) {
      const [version, data] = sealed.split('.');
      if (version !== VERSION || !data) return undefined;
      const bytes = Buffer.from(data, 'base64url');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
        decipher.setAAD(Buffer.from(group));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}

/**
 * The key's secret: `SETTINGS_KEY` when set, else one generated on first start and kept in
 * the database (as the token signing secret is), so every API process opens what another sealed.
 * Kept beside the data it protects, it guards against a leaked dump of the settings table or
 * its history, not against one of the whole database: production sets `SETTINGS_KEY`.
 */
export async function loadSettingsSecret(db: Db, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  await db
    .insertInto('app_secrets')
    .values({ key: 'settings_key', value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('app_secrets').select('value').where('key', '=', 'settings_key').executeTakeFirstOrThrow();
  return row.value;
}
