import { Migrator } from 'kysely';
import { expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../src/db/database.js';
import { migrations } from '../src/modules/registry.js';
import { describeEachDatabase } from './harness.js';

/**
 * Offers, coupons and ads stored before they took times hold days. Migration 0016 fills their
 * instants as the whole day in the store's zone (Africa/Cairo: UTC+2 in March, UTC+3 in
 * July, its summer time), so each keeps meaning what it meant.
 */
describeEachDatabase('schedule times migration', (suite) => {
  it('fills the instants of rows stored as days', async () => {
    const server = await suite.start();
    const url = server.databaseUrl;
    await server.close();
    const { db } = openDatabase(url);
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      const done = Object.keys(migrations);
      // Back to the layout before 0016, with the demo rows in it.
      while (done.at(-1) !== '2026-11-27-0015-support') {
        const { error } = await migrator.migrateDown();
        if (error) throw error;
        done.pop();
      }
      const [offer] = await db.selectFrom('offers').select('id').orderBy('id').limit(1).execute();
      const [coupon] = await db.selectFrom('coupons').select('id').orderBy('id').limit(1).execute();
      await db.updateTable('offers').set({ start_date: '2026-03-10', end_date: '2026-03-12' } as never).where('id', '=', offer!.id).execute();
      await db.updateTable('coupons').set({ start_date: '2026-07-01', end_date: '2026-07-01' } as never).where('id', '=', coupon!.id).execute();

      // The migration reads STORE_TIME_ZONE as the server does; unset here, Africa/Cairo.
      await migrateToLatest(db, migrations);

      const stored = await db.selectFrom('offers').select(['start_date', 'end_date', 'starts_at', 'ends_at']).where('id', '=', offer!.id).executeTakeFirstOrThrow();
      expect(stored).toEqual({ start_date: '2026-03-10', end_date: '2026-03-12', starts_at: '2026-03-09T22:00:00.000Z', ends_at: '2026-03-12T22:00:00.000Z' });
      const summer = await db.selectFrom('coupons').select(['starts_at', 'ends_at']).where('id', '=', coupon!.id).executeTakeFirstOrThrow();
      expect(summer).toEqual({ starts_at: '2026-06-30T21:00:00.000Z', ends_at: '2026-07-01T21:00:00.000Z' });
    } finally {
      await db.destroy();
    }
  });
});
