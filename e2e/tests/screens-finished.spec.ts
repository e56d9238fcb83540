import { orderNumberLabel, permissionAreas } from '@matjar/shared';
import type { Locator } from '@playwright/test';
import { STOREFRONT_URL, expect, test } from '../support/test';
import { sidebar } from '../support/chrome';
import { acceptOrder, createPendingOrder, ordersTexts } from '../support/orders';
import { apiToken, signIn } from '../support/session';
import { texts } from '../support/texts';
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

for (const locale of ['ar', 'en'] as const) {
  test(`9. an unknown address or record shows the 404 inside the dashboard's frame, with the menu and a way home (${locale})`, async ({ page }) => {
    const t = texts[locale];
    const prefix = `/${locale}` as const;
    await signIn(page, users.admin, { prefix });
    // The last three name records that do not exist: the server's 404, shown as the screen's.
    const addresses = ['/dashboard/no-such-screen', '/dashboard/orders/not-a-number', '/dashboard/customers/5/nothing/here'];
    for (const address of [...addresses, '/dashboard/orders/99999999', '/dashboard/customers/99999999', '/dashboard/support/99999999']) {
      await page.goto(`${prefix}${address}`);
      const missing = page.getByRole('alert');
      await expect(missing.getByRole('heading', { name: t.pages.notFoundTitle })).toBeVisible();
      await expect(page).toHaveTitle(`${t.pages.notFoundTitle} | Matjar`);
      await expect(sidebar(page, locale).getByRole('link', { name: t.menu.home }), address).toBeAttached();
      await expect(page.getByRole('button', { name: t.header.userMenu })).toBeVisible();
    }
    await page.getByRole('alert').getByRole('link', { name: t.pages.backHome }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard$`));
    await expect(page.getByRole('alert').getByRole('heading', { name: t.pages.notFoundTitle })).toHaveCount(0);
  });
}

test('10. "Visit store" opens the configured storefront in a new tab, on a desktop and on a phone (en)', async ({ page }) => {
  await signIn(page, users.admin);
  const visit = page.getByRole('link', { name: 'Visit store' });
  await expect(visit).toHaveCount(1);
  await expect(visit).toHaveAttribute('href', STOREFRONT_URL);
  await expect(visit).toHaveAttribute('target', '_blank');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(visit).toBeVisible();
  await expect(visit).toHaveAttribute('href', STOREFRONT_URL);
});

test.describe('a server without STOREFRONT_URL', () => {
  test('10. "Visit store" is hidden when no storefront address is set (ar)', async ({ page }) => {
    // The server's half (no STOREFRONT_URL → `storefront_url: null`) is apps/api/test/storefront.test.ts.
    await page.route('**/api/bootstrap', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({ response, json: { ...body, data: { ...body.data, storefront_url: null } } });
    });
    await signIn(page, users.admin, { prefix: '/ar' });
    await expect(page.getByRole('button', { name: texts.ar.header.userMenu })).toBeVisible();
    await expect(page.getByRole('link', { name: 'زيارة المتجر' })).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('link', { name: 'زيارة المتجر' })).toHaveCount(0);
  });
});

test('11. the role editor lists only the areas of the modules the server runs (en)', async ({ page, request }) => {
  const token = await apiToken(request, users.admin);
  const offered = await request.get('/api/dashboard/permissions', { headers: { Authorization: `Bearer ${token}` } });
  const areas = ((await offered.json()) as { data: { area: string }[] }).data.map((entry) => entry.area);
  // Modules the catalogue names but nobody has built yet (pages, menus, …) are not offered.
  const unbuilt = permissionAreas.map((entry) => entry.area).filter((area) => !areas.includes(area));
  expect(unbuilt).toEqual(expect.arrayContaining(['pages', 'menus']));

  await signIn(page, users.admin, { to: '/dashboard/settings/roles_permissions/create' });
  const modules = page.locator('[role="group"][data-module]');
  await expect(modules.first()).toBeVisible();
  expect(await modules.evaluateAll((groups) => groups.map((group) => group.getAttribute('data-module')))).toEqual(areas);
  await expect(page.getByRole('group', { name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Offers' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Pages' })).toHaveCount(0);
});

/** The computed transform of the arrow icon inside `target`: mirrored is `matrix(-1, 0, 0, 1, 0, 0)`. */
const arrowTransform = (target: Locator) => target.locator('svg').first().evaluate((svg) => getComputedStyle(svg).transform);
const MIRRORED = 'matrix(-1, 0, 0, 1, 0, 0)';

for (const locale of ['ar', 'en'] as const) {
  test(`3. back arrows on the product, variants and print pages, and breadcrumb separators, point the reading way (${locale})`, async ({ page, request }) => {
    const expected = locale === 'ar' ? MIRRORED : 'none';
    const back = { ar: { products: 'العودة إلى المنتجات', order: 'العودة إلى الطلب' }, en: { products: 'Back to products', order: 'Back to the order' } }[locale];
    const token = await apiToken(request, users.admin);
    const headers = { Authorization: `Bearer ${token}` };
    const products = await request.get('/api/dashboard/products', { headers, params: { perPage: 100 } });
    const parent = ((await products.json()) as { data: { id: number; variants_count: number }[] }).data.find((row) => row.variants_count > 0)!;
    const order = await createPendingOrder(request, token, uniqueTag());

    await signIn(page, users.admin, { prefix: `/${locale}`, to: `/dashboard/products/${parent.id}/show` });
    expect(await arrowTransform(page.getByRole('link', { name: back.products }))).toBe(expected);
    await page.goto(`/${locale}/dashboard/products/${parent.id}/children`);
    expect(await arrowTransform(page.getByRole('link', { name: back.products }))).toBe(expected);
    await page.goto(`/${locale}/dashboard/orders/${order.id}/print`);
    expect(await arrowTransform(page.getByRole('link', { name: back.order }))).toBe(expected);
    // A breadcrumb trail's separators (Countries › Egypt).
    await page.goto(`/${locale}/dashboard/countries/1/governorates`);
    const separator = page.locator('.mantine-Breadcrumbs-separator').first();
    expect(await arrowTransform(separator)).toBe(expected);
  });
}

/** Where the text itself is drawn (a line's box may be wider than its text). */
const textBox = (target: Locator) =>
  target.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const { x, y, width } = range.getBoundingClientRect();
    return { x, y, width };
  });

for (const locale of ['ar', 'en'] as const) {
  test(`7. a place's name in the other language lines up under its name, at the same start edge (${locale})`, async ({ page }) => {
    const other = locale === 'ar' ? 'en' : 'ar';
    await signIn(page, users.admin, { prefix: `/${locale}`, to: '/dashboard/countries' });
    for (const address of ['/dashboard/countries', '/dashboard/countries/1/governorates']) {
      await page.goto(`/${locale}${address}`);
      const name = page.getByRole('table').locator('tbody tr').first().getByRole('link');
      const under = page.getByRole('table').locator('tbody tr').first().locator(`[lang="${other}"]`);
      const [a, b] = [await textBox(name), await textBox(under)];
      // The start edge: the right one in Arabic, the left one in English.
      const start = (box: { x: number; width: number }) => (locale === 'ar' ? box.x + box.width : box.x);
      expect(Math.abs(start(a) - start(b)), address).toBeLessThanOrEqual(1);
      expect(b.y, address).toBeGreaterThan(a.y);
    }
  });
}
