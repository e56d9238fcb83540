import { orderNumberLabel } from '@matjar/shared';
import { expect, test } from '@playwright/test';
import { acceptOrder, createPendingOrder, ordersTexts } from '../support/orders';
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

test('8. the order page offers only the moves its state allows: no Reject beside Cancel until it ships (en)', async ({ page, request }) => {
  const token = await apiToken(request, users.admin);
  const order = await acceptOrder(request, token, await createPendingOrder(request, token, uniqueTag()));
  await signIn(page, users.admin, { to: `/dashboard/orders/${order.id}` });
  const move = (name: string) => page.getByRole('button', { name, exact: true });
  await expect(move('Cancel order')).toBeVisible();
  await expect(move('Return to pending')).toBeVisible();
  await expect(move('Mark delivered')).toBeVisible();
  await expect(move('Reject')).toHaveCount(0);
  await expect(move('Accept')).toHaveCount(0);

  // Shipped, it can be refused at the door (rejected) or delivered, no longer cancelled.
  const shipped = await request.post(`/api/dashboard/orders/${order.id}/shipping-status`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { shipping_status: 'shipped' },
  });
  expect(shipped.status()).toBe(200);
  await page.reload();
  await expect(move('Reject')).toBeVisible();
  await expect(move('Mark delivered')).toBeVisible();
  await expect(move('Cancel order')).toHaveCount(0);
  await expect(move('Return to pending')).toHaveCount(0);
});
