import { type SeedServices, holdersOf } from '../modules/module.js';
import { apiModules } from '../modules/registry.js';
import type { Db } from './database.js';

export { DEMO_PASSWORD } from '../modules/users/index.js';

/** Demo data for an empty database outside production (run contract): each module's, in registry order, in one transaction. */
export async function seedDemo(db: Db, services: Omit<SeedServices, 'holders'>): Promise<boolean> {
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return false;
  const seedServices: SeedServices = { ...services, holders: (name) => holdersOf(apiModules, name) };
  await db.transaction().execute(async (trx) => {
    for (const module of apiModules) await module.seed?.(trx, seedServices);
  });
  return true;
}
