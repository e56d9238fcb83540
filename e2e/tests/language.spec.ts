import { LOCALE_COOKIE_DAYS } from '@matjar/shared';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { sidebar } from '../support/chrome';
import { expectLocale, htmlLocale, switchLanguage } from '../support/locale';
import { apiToken, fillSignIn, signIn } from '../support/session';
import { listUnits } from '../support/units-api';
import { texts } from '../support/texts';
import { DEMO_PASSWORD, users } from '../support/users';

/** The `Accept-Language` of every API call the page makes from now on. */
function recordApiLanguages(page: Page): { url: string; language: string | undefined }[] {
  const seen: { url: string; language: string | undefined }[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    // The notifications stream is an EventSource, which cannot set headers; it sends no
    // words, only ids, codes and times, which the page words in its own language.
    if (!pathname.startsWith('/api/') || pathname === '/api/notifications/stream') return;
    // A call made as the test ends (the bell's, which waits for the screen) cannot be read.
    void request
      .allHeaders()
      .then((headers) => seen.push({ url: request.url(), language: headers['accept-language'] }))
      .catch(() => undefined);
  });
  return seen;
}

test('one click switches to Arabic, right to left; the choice survives a reload; and back', async ({ page, context }) => {
  await signIn(page, users.admin, { to: '/dashboard/units' });
  await expectLocale(page, 'en');
  await expect(page.getByRole('heading', { name: texts.en.units.title, level: 1 })).toBeVisible();

  await switchLanguage(page, 'ar');
  expect(await htmlLocale(page)).toEqual({ lang: 'ar', dir: 'rtl' });
  await expect(page.getByRole('heading', { name: texts.ar.units.title, level: 1 })).toBeVisible();
  await expect(sidebar(page, 'ar')).toContainText(texts.ar.menu.basicData);
  await expect(page).toHaveURL(/\/dashboard\/units$/);
  await expect(page).toHaveTitle(`${texts.ar.units.title} | Matjar`);

  const cookie = (await context.cookies()).find((c) => c.name === 'locale');
  expect(cookie?.value).toBe('ar');
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(LOCALE_COOKIE_DAYS - 1);
  expect(days).toBeLessThanOrEqual(LOCALE_COOKIE_DAYS);

  await page.reload();
  await expectLocale(page, 'ar');
  await expect(page.getByRole('heading', { name: texts.ar.units.title, level: 1 })).toBeVisible();

  await switchLanguage(page, 'en');
  await expect(page.getByRole('heading', { name: texts.en.units.title, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`${texts.en.units.title} | Matjar`);
  expect((await context.cookies()).find((c) => c.name === 'locale')?.value).toBe('en');
  await page.reload();
  await expectLocale(page, 'en');
});

test('the choice made on the sign-in page carries into the dashboard', async ({ page }) => {
  await page.goto('/dashboard/login');
  await switchLanguage(page, 'ar');
  await expect(page.getByRole('heading', { name: texts.ar.signIn.title })).toBeVisible();
  await fillSignIn(page, 'ar', users.admin.email, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: texts.ar.pages.greeting('admin') })).toBeVisible();
  await expectLocale(page, 'ar');
  await expect(page).toHaveTitle(`${texts.ar.pages.homeTitle} | Matjar`);
});

test('the /ar and /en prefixes pin the language, whatever the cookie says', async ({ page, context }) => {
  await signIn(page, users.admin, { prefix: '/ar', to: '/dashboard/units' });
  await expectLocale(page, 'ar');
  await expect(page.getByRole('heading', { name: texts.ar.units.title, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`${texts.ar.units.title} | Matjar`);

  // In-app links keep the prefix.
  await page.getByRole('link', { name: texts.ar.menu.home }).click();
  await expect(page).toHaveURL(/\/ar\/dashboard$/);
  await expectLocale(page, 'ar');

  await context.addCookies([{ name: 'locale', value: 'ar', url: page.url() }]);
  await page.goto('/en/dashboard/units');
  await expectLocale(page, 'en');
  await expect(page.getByRole('heading', { name: texts.en.units.title, level: 1 })).toBeVisible();

  // With a prefix, the switch moves to the other prefix.
  await page.getByRole('button', { name: texts.ar.languageName }).click();
  await expect(page).toHaveURL(/\/ar\/dashboard\/units$/);
  await expectLocale(page, 'ar');
});

test('every API call carries the active language', async ({ page }) => {
  const seen = recordApiLanguages(page);
  await signIn(page, users.admin, { to: '/dashboard/units' });
  await expect(page.getByRole('table', { name: texts.en.units.table })).toBeVisible();
  await expect.poll(() => seen.filter((call) => call.url.includes('/api/dashboard/units')).length).toBeGreaterThan(0);
  // The bell asks for its list once the screen is painted: its call is English too.
  await expect.poll(() => seen.filter((call) => new URL(call.url).pathname === '/api/dashboard/notifications').length).toBeGreaterThan(0);
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.filter((call) => call.language !== 'en')).toEqual([]);

  const before = seen.length;
  await switchLanguage(page, 'ar');
  await page.getByRole('searchbox', { name: texts.ar.units.search }).fill('kilo');
  await expect(page).toHaveURL(/search=kilo/);
  await page.reload();
  await expect(page.getByRole('table', { name: texts.ar.units.table })).toBeVisible();
  await expect.poll(() => seen.slice(before).filter((call) => call.url.includes('search=kilo')).length).toBeGreaterThan(1);
  const after = seen.slice(before);
  expect(after.filter((call) => call.language !== 'ar')).toEqual([]);
});

test('after a switch, a list sorted by name follows the new language', async ({ page, request }) => {
  const token = await apiToken(request, users.admin);
  const arabicOrder = (await listUnits(request, token, { sort: 'name' }, 'ar')).map((unit) => unit.name.ar);
  await signIn(page, users.admin, { to: '/dashboard/units?sort=name' });
  const arabicColumn = page.getByRole('table').locator('tbody [lang="ar"]');
  await expect(arabicColumn.first()).toBeVisible();
  await switchLanguage(page, 'ar');
  // The server sorts `name` by the request's language; the cached English order must not stay.
  await expect(arabicColumn).toHaveText(arabicOrder);
});
