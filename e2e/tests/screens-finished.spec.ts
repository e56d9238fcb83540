import { orderNumberLabel } from '@matjar/shared';
import { expect, test } from '@playwright/test';
import { createPendingOrder, ordersTexts } from '../support/orders';
import { apiToken, signIn } from '../support/session';
import { uniqueTag } from '../support/units-api';
import { users } from '../support/users';

// Issue 14: each test names its defect.

test('6. the orders search finds a number typed in Arabic digits and part of a tracking code (ar)', async ({ page, request }) => {
  const t = ordersTexts.ar;
  const order = await createPendingOrder(request, await apiToken(request, users.admin), uniqueTag());
  const arabicDigits = String(order.number).replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
  await signIn(page, users.admin, { prefix: '/ar', to: '/dashboard/orders' });
  const table = page.getByRole('table', { name: t.title });
  const search = page.getByRole('searchbox');
  const number = orderNumberLabel(order.number);
  for (const term of [`#${arabicDigits}`, order.code.slice(2, 7).toLowerCase()]) {
    await search.fill(term);
    await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(term)}`));
    await expect(table.getByRole('row').filter({ hasText: number })).toHaveCount(1);
  }
  await expect(table.getByRole('row')).toHaveCount(2);
});
