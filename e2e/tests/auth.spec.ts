import { expect, test } from '../support/test';
import { expectLocale } from '../support/locale';
import { fillSignIn, signIn, signOut } from '../support/session';
import { texts } from '../support/texts';
import { DEMO_PASSWORD, users } from '../support/users';

test('signs in as the demo Super Admin and out again', async ({ page }) => {
  const t = texts.en;
  await signIn(page, users.admin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: t.pages.greeting('admin') })).toBeVisible();
  await expect(page).toHaveTitle(`${t.pages.homeTitle} | Matjar`);

  await signOut(page);
  await expect(page.getByRole('heading', { name: t.signIn.title })).toBeVisible();
  // The session is gone, not just the screen: the dashboard asks to sign in again.
  expect(await page.evaluate(() => localStorage.getItem('matjar.session'))).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard\/login\?redirect=/);
});

for (const locale of ['en', 'ar'] as const) {
  test(`a wrong password shows the server's message (${locale})`, async ({ page }) => {
    const t = texts[locale].signIn;
    await page.goto(`/${locale}/dashboard/login`);
    await expectLocale(page, locale);
    await fillSignIn(page, locale, users.support.email, 'not-the-password');
    await expect(page.getByRole('alert')).toContainText(t.badCredentials);
    await expect(page).toHaveURL(/\/dashboard\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('matjar.session'))).toBeNull();

    // The right password still works (and ends the count the sign-in throttle keeps for this account here).
    await fillSignIn(page, locale, users.support.email, DEMO_PASSWORD);
    await expect(page).not.toHaveURL(/\/dashboard\/login/);
    await expect(page.getByRole('button', { name: texts[locale].header.userMenu })).toBeVisible();
  });
}

test('a dashboard address opened signed out leads to sign-in, then back to it', async ({ page }) => {
  await page.goto('/dashboard/units?sort=name');
  await expect(page).toHaveURL(/\/dashboard\/login\?redirect=/);
  await fillSignIn(page, 'en', users.admin.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/units\?sort=name$/);
  await expect(page.getByRole('heading', { name: texts.en.units.title, level: 1 })).toBeVisible();
});

for (const locale of ['en', 'ar'] as const) {
  test(`the sign-in page's welcome panel shows the brand (${locale})`, async ({ page }) => {
    const t = texts[locale].signIn;
    await page.goto(`/${locale}/dashboard/login`);
    const welcome = page.getByRole('complementary');
    await expect(welcome.getByRole('heading', { name: t.welcome })).toBeVisible();
    await expect(welcome).toContainText('Matjar');
    await expect(page).toHaveTitle(/ \| Matjar$/);
  });
}
