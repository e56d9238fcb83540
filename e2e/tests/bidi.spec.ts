import type { ProductSummary } from '@matjar/shared';
import type { Locator } from '@playwright/test';
import { expect, test } from '../support/test';
import { createCustomerWithAddress, createPendingOrder } from '../support/orders';
import { apiToken, signIn } from '../support/session';
import { createRole, createUser } from '../support/user-admin';
import { DEMO_PASSWORD, users } from '../support/users';

/**
 * Latin text on an Arabic screen (a street, an e-mail, a SKU) is isolated from the Arabic
 * around it and keeps its own order: "12 Tahrir St." never shows as ".Tahrir St 12".
 */
async function expectIsolatedInOrder(element: Locator, text: string, first: string, last: string): Promise<void> {
  const seen = await element.evaluate(
    (node, { text, first, last }) => {
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      let textNode: Text | null = null;
      while (walker.nextNode()) if (walker.currentNode.textContent?.includes(text)) textNode = walker.currentNode as Text;
      if (!textNode) return null;
      const holder = textNode.parentElement!;
      const isolated = holder.closest('bdi, [dir="auto"], [dir="ltr"]');
      const box = (part: string) => {
        const range = document.createRange();
        const start = textNode.textContent!.indexOf(part);
        range.setStart(textNode, start);
        range.setEnd(textNode, start + part.length);
        return range.getBoundingClientRect();
      };
      return {
        isolated: isolated !== null && getComputedStyle(isolated).unicodeBidi.includes('isolate'),
        direction: getComputedStyle(holder).direction,
        firstLeftOfLast: box(first).left < box(last).left,
      };
    },
    { text, first, last },
  );
  expect(seen, `"${text}" is shown`).not.toBeNull();
  expect(seen).toEqual({ isolated: true, direction: 'ltr', firstLeftOfLast: true });
}

test('Latin text keeps its order on Arabic screens: an address, an e-mail, a SKU, a typed street', async ({ page, request }) => {
  const token = await apiToken(request, users.admin);
  const street = '12 Tahrir St.';
  const { customer } = await createCustomerWithAddress(request, token, `bidi-${Date.now()}`, street);
  await signIn(page, users.admin, { prefix: '/ar', to: `/dashboard/customers/${customer.id}/addresess` });

  const line = page.getByTestId('address-line').filter({ hasText: street });
  await expect(line).toBeVisible();
  await expectIsolatedInOrder(line, street, '12', 'St.');

  await page.goto('/ar/dashboard/users?search=admin%40example.com');
  const email = page.getByRole('cell', { name: 'admin@example.com' });
  await expect(email).toBeVisible();
  await expectIsolatedInOrder(email, 'admin@example.com', 'admin', 'example.com');

  const products = await request.get('/api/dashboard/products', { headers: { Authorization: `Bearer ${token}` }, params: { perPage: 1, sort: 'id' } });
  const [product] = ((await products.json()) as { data: ProductSummary[] }).data;
  const sku = product!.sku;
  await page.goto(`/ar/dashboard/products?search=${encodeURIComponent(sku)}`);
  const skuCell = page.getByRole('cell', { name: sku }).first();
  await expect(skuCell).toBeVisible();
  await expectIsolatedInOrder(skuCell, sku, sku.slice(0, 2), sku.slice(-2));

  // While it is typed: the street field takes the direction of what is in it.
  await page.goto(`/ar/dashboard/customers/${customer.id}/addresess/create`);
  const input = page.getByRole('textbox', { name: 'العنوان', exact: true });
  await input.fill(street);
  await expect(input).toHaveAttribute('dir', 'auto');
  expect(await input.evaluate((node) => getComputedStyle(node).direction)).toBe('ltr');
});

test('chips holding a typed name keep its order on Arabic screens (a role on the users list and in the user form); an empty field follows the page', async ({ page, request }) => {
  const token = await apiToken(request, users.admin);
  const tag = Date.now();
  // Ends in a full stop: without isolation it would show as ".Ops … team" in an Arabic row.
  const roleName = `Ops ${tag} team.`;
  const role = await createRole(request, token, roleName, ['units.view']);
  const user = await createUser(request, token, { username: `chip${tag}`, email: `chip${tag}@example.com`, password: DEMO_PASSWORD, role_ids: [role.id] });
  await signIn(page, users.admin, { prefix: '/ar', to: '/dashboard/users' });

  // An empty field follows the page, so its Arabic placeholder starts beside the search icon;
  // what is typed then takes its own direction.
  const search = page.getByRole('searchbox');
  await expect(search).toHaveAttribute('placeholder', 'ابحث باسم المستخدم أو البريد الإلكتروني');
  const direction = () => search.evaluate((node) => getComputedStyle(node).direction);
  expect(await direction()).toBe('rtl');
  await search.fill(user.username);
  expect(await direction()).toBe('ltr');

  const row = page.getByRole('row').filter({ hasText: user.username });
  await expect(row).toBeVisible();
  await expectIsolatedInOrder(row, roleName, 'Ops', 'team.');

  await page.goto(`/ar/dashboard/users?search=${user.username}&action=edit&id=${user.id}`);
  const form = page.getByRole('dialog');
  await expect(form.getByText(roleName)).toBeVisible();
  await expectIsolatedInOrder(form, roleName, 'Ops', 'team.');
});

test('a Latin street keeps its order on the Arabic print view of an order', async ({ page, request }) => {
  const tag = `${Date.now()}`;
  const order = await createPendingOrder(request, await apiToken(request, users.admin), tag);
  await signIn(page, users.admin, { prefix: '/ar' });
  await page.goto(`/ar/dashboard/orders/${order.id}/print`);
  const street = `12 Tahrir St ${tag}`;
  await expect(page.getByText(street).first()).toBeVisible();
  await expectIsolatedInOrder(page.locator('body'), street, '12', tag);
});
