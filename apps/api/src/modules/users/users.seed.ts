import { createAccount, ensureRole, ensureSuperAdminRole } from '../../db/accounts.js';
import type { Db } from '../../db/database.js';

export const DEMO_PASSWORD = 'password123';

const demoStaff = [
  { role: 'Catalogue manager', username: 'catalogue', permissions: ['units.*', 'categories.*', 'brands.*', 'products.*'] },
  { role: 'Order desk', username: 'orders', permissions: ['orders.*', 'comments.*', 'invoices.*', 'customers.*'] },
  { role: 'Support agent', username: 'support', permissions: ['support.*', 'customers.view'] },
];

/** The demo accounts: `admin` (Super Admin) and a few staff, each with a role of their own. */
export async function seedUsers(db: Db): Promise<void> {
  const superAdmin = await ensureSuperAdminRole(db);
  await createAccount(db, { username: 'admin', email: 'admin@example.com', password: DEMO_PASSWORD, roleIds: [superAdmin] });
  for (const staff of demoStaff) {
    const roleId = await ensureRole(db, staff.role, staff.permissions);
    await createAccount(db, { username: staff.username, email: `${staff.username}@example.com`, password: DEMO_PASSWORD, roleIds: [roleId] });
  }
}
