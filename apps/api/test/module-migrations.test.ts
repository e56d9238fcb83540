import type { Migration } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../src/db/database.js';
import { type ApiModule, migrationsOf } from '../src/modules/module.js';
import { migrations } from '../src/modules/registry.js';
import { describeEachDatabase } from './harness.js';

/** Every migration released so far, in the order databases ran them: renaming one would run it again. */
const RELEASED = [
  '2026-11-22-0001-foundation', '2026-11-22-0002-users-recovery', '2026-11-22-0003-catalogue', '2026-11-22-0004-places-customers',
  '2026-11-23-0005-orders', '2026-11-23-0006-products-search-statistics', '2026-11-24-0007-customers-search-index',
  '2026-11-25-0008-order-item-barcodes', '2026-11-25-0009-login-throttles', '2026-11-25-0010-sliders', '2026-11-25-0011-ads',
  '2026-11-25-0012-orders-code-trigrams', '2026-11-27-0013-offers-coupons', '2026-11-27-0014-order-promotions',
  '2026-11-27-0015-support', '2026-12-01-0016-schedule-times', '2026-12-01-0017-category-positions',
];

const noop: Migration = { up: async () => {} };
const scratch = (migrations: Record<string, Migration>): ApiModule => ({ name: 'warehouses', permissionAreas: [], migrations });

describe('migrations owned by modules', () => {
  it('run with the released ones in one order by name, the released names unchanged', () => {
    expect(Object.keys(migrations).slice(0, RELEASED.length)).toEqual(RELEASED);
  });

  it("place a module's migration by its date, and refuse a taken or undated name", () => {
    const composed = migrationsOf([scratch({ '2026-11-26-0100-warehouses': noop })]);
    const names = Object.keys(composed);
    expect(names.indexOf('2026-11-26-0100-warehouses')).toBe(names.indexOf('2026-11-25-0012-orders-code-trigrams') + 1);
    expect(() => migrationsOf([scratch({ '2026-11-22-0001-foundation': noop })])).toThrow(/name is taken/);
    expect(() => migrationsOf([scratch({ warehouses: noop })])).toThrow(/not named/);
  });
});

describeEachDatabase('a migrated database', (suite) => {
  it("has run exactly the registry's migrations, and nothing is pending", async () => {
    const server = await suite.start();
    const url = server.databaseUrl;
    await server.close();
    const { db } = openDatabase(url);
    try {
      expect(await migrateToLatest(db, migrations)).toEqual([]);
      const ran = await db.selectFrom('kysely_migration' as never).select('name' as never).orderBy('name' as never).execute();
      expect(ran.map((row) => (row as { name: string }).name)).toEqual(Object.keys(migrations));
    } finally {
      await db.destroy();
    }
  });
});
