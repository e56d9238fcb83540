import { expect, test } from '../support/test';
import { sidebar, toast } from '../support/chrome';
import { apiToken, signIn, signOut } from '../support/session';
import { texts } from '../support/texts';
import { uniqueTag } from '../support/units-api';
import { createRole, createUser } from '../support/user-admin';
import { DEMO_PASSWORD, users } from '../support/users';

const en = texts.en;

test('the catalogue manager sees only the Basic data group and lands on Units', async ({ page }) => {
  await signIn(page, users.catalogue);
  // No access to the home page: the first menu entry is the landing page.
  await expect(page).toHaveURL(/\/dashboard\/units$/);
  await expect(page.getByRole('heading', { name: en.units.title, level: 1 })).toBeVisible();

  const nav = sidebar(page);
  await expect(nav.getByRole('link', { name: en.menu.units })).toBeVisible();
  await expect(nav).toContainText(en.menu.basicData);
  await expect(nav).not.toContainText(en.menu.myDashboard);
  // Every entry the catalogue role may see belongs to Basic data (spec §2 sidebar groups).
  const entries = await nav.getByRole('link').allInnerTexts();
  expect(entries.length).toBeGreaterThan(0);
  for (const entry of entries) expect(['Units', 'Categories', 'Brands', 'Products']).toContain(entry.trim());
  for (const hidden of ['Home', 'Users', 'Orders', 'Customers', 'Offers', 'Reports']) {
    await expect(nav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  }

  // The home page itself is closed to them.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard\/units$/);
});

test('the order desk has no Units: its entry is hidden and its address shows the 403 screen', async ({ page, request }) => {
  await signIn(page, users.orders);
  // customers.* opens the dashboard group (spec §6), so the home page is their landing page.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: en.pages.greeting('orders') })).toBeVisible();
  const nav = sidebar(page);
  await expect(nav.getByRole('link', { name: en.menu.home })).toBeVisible();
  await expect(nav.getByRole('link', { name: en.menu.units })).toHaveCount(0);
  await expect(nav).not.toContainText(en.menu.basicData);

  await page.goto('/dashboard/units');
  const denied = page.getByRole('alert');
  await expect(denied.getByRole('heading', { name: en.pages.forbiddenTitle })).toBeVisible();
  await expect(denied).toContainText(en.pages.forbiddenText);
  await expect(page).toHaveTitle(`${en.pages.forbiddenTitle} | Matjar`);
  await expect(page.getByRole('table')).toHaveCount(0);
  // Hiding is the client's part; the server refuses the data itself.
  const token = await apiToken(request, users.orders);
  const refused = await request.get('/api/dashboard/units', { headers: { Authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe('you are not authorized');

  await denied.getByRole('link', { name: en.pages.backHome }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: en.pages.greeting('orders') })).toBeVisible();
});

test('a user without any section gets the 403 screen in the layout, and can still sign out', async ({ page, request }) => {
  const tag = uniqueTag();
  const token = await apiToken(request, users.admin);
  const role = await createRole(request, token, `No sections ${tag}`, []);
  const nobody = { username: `nobody_${tag}`, email: `nobody_${tag}@example.com` };
  await createUser(request, token, { ...nobody, password: DEMO_PASSWORD, role_ids: [role.id], must_change_password: false });

  await signIn(page, nobody);
  await expect(page).toHaveURL(/\/dashboard$/);
  const denied = page.getByRole('alert');
  await expect(denied.getByRole('heading', { name: en.pages.forbiddenTitle })).toBeVisible();
  await expect(sidebar(page).getByRole('link')).toHaveCount(0);
  await signOut(page);
});

test('the 403 screen speaks Arabic too', async ({ page }) => {
  await signIn(page, users.orders, { prefix: '/ar', to: '/dashboard/units' });
  const denied = page.getByRole('alert');
  await expect(denied.getByRole('heading', { name: texts.ar.pages.forbiddenTitle })).toBeVisible();
  await expect(denied).toContainText(texts.ar.pages.forbiddenText);
  await expect(denied.getByRole('link', { name: texts.ar.pages.backHome })).toHaveAttribute('href', '/ar/dashboard');
});

test('the Super Admin clears the cache from the user menu', async ({ page }) => {
  await signIn(page, users.admin);
  await page.getByRole('button', { name: en.header.userMenu }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText(users.admin.email);
  const clearCache = page.getByRole('menuitem', { name: en.userMenu.clearCache });
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/clear-cache'));
  await clearCache.click();
  expect((await answer).status()).toBe(200);
  await expect(toast(page, en.userMenu.cacheCleared)).toBeVisible();
});

test('a refused cache clear says so in the "Ops..." dialog, with the server\'s message', async ({ page }) => {
  // The server refuses only when its cache cannot be cleared; the answer is made here.
  await page.route('**/api/clear-cache', (route) => route.fulfill({ status: 500, json: { message: 'The cache is busy' } }));
  await signIn(page, users.admin);
  await page.getByRole('button', { name: en.header.userMenu }).click();
  await page.getByRole('menuitem', { name: en.userMenu.clearCache }).click();
  const dialog = page.getByRole('dialog', { name: en.userMenu.clearCacheFailed });
  await expect(dialog).toContainText('The cache is busy');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test("the catalogue manager's user menu has no Clear cache", async ({ page }) => {
  await signIn(page, users.catalogue);
  await page.getByRole('button', { name: en.header.userMenu }).click();
  await expect(page.getByRole('menuitem', { name: en.userMenu.signOut })).toBeVisible();
  await expect(page.getByRole('menu')).toContainText(users.catalogue.email);
  await expect(page.getByRole('menuitem', { name: en.userMenu.clearCache })).toHaveCount(0);
});

for (const locale of ['en', 'ar'] as const) {
  test(`an unknown dashboard address shows the 404 page (${locale})`, async ({ page }) => {
    const t = texts[locale].pages;
    await signIn(page, users.admin, { prefix: `/${locale}` });
    await page.goto(`/${locale}/dashboard/no-such-screen`);
    const missing = page.getByRole('alert');
    await expect(missing.getByRole('heading', { name: t.notFoundTitle })).toBeVisible();
    await expect(missing).toContainText(t.notFoundText);
    await expect(page).toHaveTitle(`${t.notFoundTitle} | Matjar`);
    await missing.getByRole('link', { name: t.backHome }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/dashboard$`));
  });
}
