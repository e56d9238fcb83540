import { foldForSearch } from '@matjar/shared';
import { nowIso } from '../lib/clock.js';
import { createAccount, ensureRole, ensureSuperAdminRole } from './accounts.js';
import type { Db } from './database.js';
import { seedCatalogue } from './seed-catalogue.js';
import { seedOrders } from './seed-orders.js';
import { seedPlacesAndCustomers } from './seed-places-customers.js';

export const DEMO_PASSWORD = 'password123';

const demoStaff = [
  { role: 'Catalogue manager', username: 'catalogue', permissions: ['units.*', 'categories.*', 'brands.*', 'products.*'] },
  { role: 'Order desk', username: 'orders', permissions: ['orders.*', 'comments.*', 'invoices.*', 'customers.*'] },
  { role: 'Support agent', username: 'support', permissions: ['support.*', 'customers.view'] },
];

const demoUnits: [string, string][] = [
  ['Piece', 'قطعة'], ['Kilogram', 'كيلوجرام'], ['Gram', 'جرام'], ['Liter', 'لتر'],
  ['Millilitre', 'مليلتر'], ['Box', 'علبة'], ['Dozen', 'دستة'], ['Metre', 'متر'],
  ['Pack', 'عبوة'], ['Carton', 'كرتونة'], ['Bottle', 'زجاجة'], ['Pair', 'زوج'], ['Set', 'طقم'],
];

/** Demo data for an empty database outside production (run contract). */
export async function seedDemo(db: Db): Promise<boolean> {
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return false;
  await db.transaction().execute(async (trx) => {
    const superAdmin = await ensureSuperAdminRole(trx);
    await createAccount(trx, { username: 'admin', email: 'admin@example.com', password: DEMO_PASSWORD, roleIds: [superAdmin] });
    for (const staff of demoStaff) {
      const roleId = await ensureRole(trx, staff.role, staff.permissions);
      await createAccount(trx, {
        username: staff.username,
        email: `${staff.username}@example.com`,
        password: DEMO_PASSWORD,
        roleIds: [roleId],
      });
    }
    const now = nowIso();
    await trx
      .insertInto('units')
      .values(demoUnits.map(([en, ar]) => ({ name_en: en, name_ar: ar, search_text: foldForSearch(`${en} ${ar}`), created_at: now, updated_at: now })))
      .execute();
    await seedCatalogue(trx);
    await seedPlacesAndCustomers(trx);
    await seedOrders(trx);
  });
  return true;
}
