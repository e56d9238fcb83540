import { resetTokenFor } from '../../apps/api/test/outbox';
import { expect, test } from '../support/test';
import { apiToken, fillSignIn } from '../support/session';
import { uniqueTag } from '../support/units-api';
import { adminTexts } from '../support/user-admin-texts';
import { createUser, findRole } from '../support/user-admin';
import { users } from '../support/users';

for (const locale of ['en', 'ar'] as const) {
  const t = adminTexts[locale].recovery;
  const prefix = `/${locale}` as const;

  test(`forgotten password: from the sign-in page through the mailed link to signing in again (${locale})`, async ({
    page,
    request,
    server,
  }) => {
    const tag = uniqueTag();
    const email = `forgetful-${locale}-${tag}@example.com`;
    const token = await apiToken(request, users.admin);
    const role = await findRole(request, token, 'Catalogue manager');
    await createUser(request, token, { username: `forgetful-${locale}-${tag}`, email, password: 'old-pass-1', role_ids: [role.id] });

    await page.goto(`${prefix}/dashboard/login`);
    await page.getByRole('link', { name: t.forgotLink }).click();
    await expect(page.getByRole('heading', { name: t.forgetTitle })).toBeVisible();
    await page.getByRole('textbox', { name: t.email, exact: true }).fill(email);
    await page.getByRole('button', { name: t.send }).click();
    await expect(page.getByRole('status')).toContainText(t.sent);

    // The link from the outbox; Arabic takes the spec's other address for the same screen.
    const resetToken = await resetTokenFor(server.dataDir, email);
    const path = locale === 'en' ? `/dashboard/password/restore/${resetToken}` : `/ar/dashboard/password-reset/${resetToken}`;
    await page.goto(path);
    await expect(page.getByRole('heading', { name: t.restoreTitle })).toBeVisible();
    await expect(page.getByRole('textbox', { name: t.account })).toHaveValue(email);
    await page.getByRole('textbox', { name: adminTexts[locale].newPassword.password, exact: true }).fill('new-pass-2');
    await page.getByRole('textbox', { name: adminTexts[locale].newPassword.confirmation, exact: true }).fill('new-pass-2');
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByRole('heading', { name: t.doneTitle })).toBeVisible();

    await page.getByRole('link', { name: t.signIn, exact: true }).click();
    await fillSignIn(page, locale, email, 'new-pass-2');
    await expect(page).toHaveURL(/\/dashboard\/units$/);

    // The link worked once.
    await page.goto(path);
    await expect(page.getByRole('heading', { name: t.expiredTitle })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(t.expired);
    await expect(page.getByRole('link', { name: t.requestNew })).toBeVisible();
  });
}

test('the same answer for an address without an account, and no mail', async ({ page, server }) => {
  const t = adminTexts.en.recovery;
  const email = `nobody-${uniqueTag()}@example.com`;
  await page.goto('/dashboard/password/forget');
  await page.getByRole('textbox', { name: t.email, exact: true }).fill(email);
  await page.getByRole('button', { name: t.send }).click();
  await expect(page.getByRole('status')).toContainText(t.sent);
  await expect(resetTokenFor(server.dataDir, email)).rejects.toThrow(/no reset link/);
});

test('a link that was never issued says so and offers a new one', async ({ page }) => {
  const t = adminTexts.ar.recovery;
  await page.goto('/ar/dashboard/password/restore/not-a-real-token');
  await expect(page.getByRole('heading', { name: t.invalidTitle })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(t.invalid);
  await page.getByRole('link', { name: t.requestNew }).click();
  await expect(page).toHaveURL(/\/ar\/dashboard\/password\/forget$/);
  await expect(page.getByRole('heading', { name: t.forgetTitle })).toBeVisible();
});
