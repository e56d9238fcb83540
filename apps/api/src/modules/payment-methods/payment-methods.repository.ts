import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';

/** The store's payment methods in their order (the migration seeds them). */
export const allMethods = (db: Db) => db.selectFrom('payment_methods').selectAll().orderBy('position').orderBy('id').execute();

export const findMethod = (db: Db, id: number) => db.selectFrom('payment_methods').selectAll().where('id', '=', id).executeTakeFirst();

export const setMethodActive = (db: Db, id: number, active: boolean) =>
  db.updateTable('payment_methods').set({ is_active: active ? 1 : 0, updated_at: nowIso() }).where('id', '=', id).execute();
