import { expect, test } from '../support/test';
import { blockingViolations } from '../support/axe';
import { productTexts } from '../support/product-texts';
import { texts } from '../support/texts';
import { apiToken, signIn } from '../support/session';
import { users } from '../support/users';

/**
 * What a list screen makes before anyone uses it (issue 15, docs/web-budgets.md): on a
 * phone the filters wait behind one button, closed selects keep no options in the page and
 * row menus are made on their first opening, yet each works as before, by mouse and by
 * keyboard, in both languages.
 */
const wording = {
  en: { stock: 'Stock', inStock: 'In stock', filters: 'Filters', filtersSet: 'Filters (1)', showResults: 'Show results', perPage: 'Rows per page' },
  ar: { stock: 'المخزون', inStock: 'متوفر', filters: 'تصفية', filtersSet: 'تصفية (1)', showResults: 'عرض النتائج', perPage: 'عدد الصفوف في الصفحة' },
} as const;

for (const locale of ['en', 'ar'] as const) {
  test(`a list's selects and row menus are made when first opened (${locale})`, async ({ page }) => {
    const t = { ...productTexts[locale], ...wording[locale] };
    await page.setViewportSize({ width: 390, height: 844 });
    // The code of what drops down or opens over the list comes with its first use
    // (apps/web/build/chunk-groups.ts): Floating UI, popovers and selects, modals and drawers.
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    const dropDownCode = () => fetched.filter((file) => /^\/assets\/popovers-[\w-]+\.js$/.test(file));
    const dialogCode = () => fetched.filter((file) => /^\/assets\/dialogs-[\w-]+\.js$/.test(file));
    await signIn(page, users.admin, { prefix: `/${locale}`, to: '/dashboard/products' });
    const rows = page.getByRole('table', { name: t.listTable }).locator('tbody tr');
    await expect(rows.first().getByRole('link').first()).toBeVisible();

    // Closed: no option and no menu anywhere in the page, hidden or not; the page size is
    // the browser's own select, whose options are its own.
    const comboboxOptions = page.locator('[role="option"]');
    await expect(comboboxOptions).toHaveCount(0);
    await expect(page.getByRole('menu', { includeHidden: true })).toHaveCount(0);

    expect(dropDownCode()).toEqual([]);
    expect(dialogCode()).toEqual([]);

    // The filters are made when their button opens them, their code fetched then.
    await expect(page.getByRole('combobox', { name: t.stock, exact: true, includeHidden: true })).toHaveCount(0);
    await page.getByRole('button', { name: t.filters, exact: true }).click();
    const sheet = page.getByRole('dialog', { name: t.filters });
    await expect(sheet.getByRole('combobox', { name: t.stock, exact: true })).toBeVisible();
    expect(dropDownCode().length).toBeGreaterThan(0);
    expect(dialogCode().length).toBeGreaterThan(0);
    expect(await blockingViolations(page, '[role="dialog"]')).toEqual([]);
    // A filter opens with its options and closes with none left behind.
    await sheet.getByRole('combobox', { name: t.stock, exact: true }).click();
    await page.getByRole('option', { name: t.inStock, exact: true }).click();
    await expect(page).toHaveURL(/stock=in/);
    await expect(comboboxOptions).toHaveCount(0);
    await sheet.getByRole('button', { name: t.showResults, exact: true }).click();
    await expect(sheet).toBeHidden();
    // The button counts the filter set.
    await expect(page.getByRole('button', { name: t.filtersSet, exact: true })).toBeVisible();
    // The filtered rows are drawn (the table is busy until they are).
    await expect(page.getByRole('table', { name: t.listTable })).toHaveAttribute('aria-busy', 'false');

    // A row menu, first opened from the keyboard: its items come, Escape gives the focus
    // back to the button that opened it, and the next press opens it again.
    const more = page.getByRole('button', { name: new RegExp(`^${t.more}: `) }).first();
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: t.archive, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(more).toBeFocused();
    await more.click();
    await expect(page.getByRole('menuitem', { name: t.archive, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');

    // The page size, from the browser's own picker.
    await page.getByRole('combobox', { name: t.perPage, exact: true }).selectOption('25');
    await expect(page).toHaveURL(/perPage=25/);
    await expect(page.getByRole('table', { name: t.listTable })).toHaveAttribute('aria-busy', 'false');
    await expect(rows).toHaveCount(25);
  });
}

/**
 * A list's form comes with its drawer's first opening (`onFirstRender`): before it, the list
 * fetches neither the form libraries (the `forms` chunk) nor the form's own code.
 */
for (const locale of ['en', 'ar'] as const) {
  test(`a list fetches its form's code when its drawer first opens (${locale})`, async ({ page }) => {
    const t = texts[locale].units;
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    const formCode = () => fetched.filter((file) => /^\/assets\/(?:forms|unit-form)-[\w-]+\.js$/.test(file));
    await signIn(page, users.admin, { prefix: `/${locale}`, to: '/dashboard/units' });
    await expect(page.getByRole('table', { name: t.table }).locator('tbody tr').first()).toBeVisible();
    expect(formCode()).toEqual([]);

    await page.getByRole('button', { name: t.add }).first().click();
    const drawer = page.getByRole('dialog', { name: t.createTitle });
    await expect(drawer.getByLabel(t.nameEn)).toBeVisible();
    expect(formCode()).toHaveLength(2);
    expect(formCode()).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/forms-/), expect.stringMatching(/^\/assets\/unit-form-/)]));
  });
}

/**
 * ICU's number data, loaded in a signed-in page's first frame by the page's own inline
 * script (apps/web/build/icu-warm-up.ts), which the page's policy lets run by its hash;
 * the sign-in page, which formats nothing, has no such script.
 */
const INTL_LOCALE = { en: 'en-GB', ar: 'ar-EG-u-nu-latn' } as const;

for (const locale of ['en', 'ar'] as const) {
  test(`a signed-in page loads ICU's number data in its first frame (${locale})`, async ({ page }) => {
    await page.addInitScript(() => {
      const seen = { violations: [] as string[], numberFormats: [] as { locale: string; byPage: boolean }[] };
      Object.assign(window, { seen });
      document.addEventListener('securitypolicyviolation', (event) => seen.violations.push(`${event.violatedDirective} ${event.blockedURI}`));
      // Who makes each number format: the page's inline script, or a script of its own file.
      Intl.NumberFormat = new Proxy(Intl.NumberFormat, {
        construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
          seen.numberFormats.push({ locale: String(args[0]), byPage: !/\/assets\//.test(String(new Error().stack)) });
          return Reflect.construct(target, args);
        },
      });
    });
    type Seen = { violations: string[]; numberFormats: { locale: string; byPage: boolean }[] };
    const seen = () => page.evaluate(() => (window as unknown as { seen: Seen }).seen);

    await signIn(page, users.admin, { prefix: `/${locale}` });
    // Signing in draws the dashboard without loading a page: the sign-in page's own load made none.
    expect((await seen()).numberFormats.filter((made) => made.byPage)).toEqual([]);

    await page.goto(`/${locale}/dashboard/products`);
    await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
    const { violations, numberFormats } = await seen();
    expect(violations).toEqual([]);
    expect(numberFormats[0]).toEqual({ locale: INTL_LOCALE[locale], byPage: true });
  });
}

/**
 * The bell's count and live stream are asked for once the visit's first screen is painted
 * (apps/web/src/lib/after-first-screen.ts): on a phone's slow link they would otherwise share
 * it with the screen's own code and data. (A wider screen's list also waits for its filters'
 * code, which is no request of the screen's data: the bell may come before its rows there.)
 */
test('a signed-in visit on a phone asks for the bell only once its screen has its rows', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    const seen: { rowsAt?: number } = {};
    Object.assign(window, { seen });
    // When the first row is put in the page.
    new MutationObserver((_records, observer) => {
      if (!document.querySelector('table tbody tr')) return;
      observer.disconnect();
      seen.rowsAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await signIn(page, users.admin);
  await page.goto('/en/dashboard/orders');
  await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
  const sentAt = () =>
    page.evaluate(() => performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/api/dashboard/notifications/ticket'))?.startTime);
  await expect.poll(sentAt).toBeDefined();
  const rowsAt = await page.evaluate(() => (window as unknown as { seen: { rowsAt?: number } }).seen.rowsAt);
  expect(rowsAt).toBeDefined();
  expect(await sentAt()).toBeGreaterThan(rowsAt!);
  // The bell then works as before: its list comes.
  await expect(page.getByRole('banner').getByRole('button', { name: /^Open notifications/ })).toBeVisible();
});

/**
 * A record's page fetches none of the lists' code (the data table, its toolbar and paging)
 * and none of the text fields' (apps/web/build/chunk-groups.ts: `lists`, `fields`); the list
 * it links back to fetches both when opened.
 */
test("a record's page fetches no list code and no text field code", async ({ page, request }) => {
  const token = await apiToken(request, users.admin);
  const products = await request.get('/api/dashboard/products', { headers: { Authorization: `Bearer ${token}` }, params: { perPage: 1 } });
  const product = ((await products.json()) as { data: { id: number; name: { en: string } }[] }).data[0]!;
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  const code = (group: string) => fetched.filter((file) => new RegExp(`^/assets/${group}-[\\w-]+\\.js$`).test(file));

  await signIn(page, users.admin, { prefix: '/en', to: `/dashboard/products/${product.id}/show` });
  await expect(page.getByRole('heading', { level: 1, name: product.name.en })).toBeVisible();
  expect(code('lists')).toEqual([]);
  expect(code('fields')).toEqual([]);

  await page.getByRole('link', { name: productTexts.en.backToList }).click();
  await expect(page.getByRole('table', { name: productTexts.en.listTable }).locator('tbody tr').first()).toBeVisible();
  expect(code('lists')).toHaveLength(1);
  expect(code('fields')).toHaveLength(1);
});
