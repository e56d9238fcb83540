import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.js';

/**
 * The token signing secret: `JWT_SECRET` when set, else one generated on first start and
 * kept in the database, so every API process signs and verifies with the same key.
 */
export async function loadSigningSecret(db: Db, fromEnv: string | undefined): Promise<Uint8Array> {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  await db
    .insertInto('app_secrets')
    .values({ key: 'jwt_secret', value: randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('app_secrets').select('value').where('key', '=', 'jwt_secret').executeTakeFirstOrThrow();
  return new TextEncoder().encode(row.value);
}
