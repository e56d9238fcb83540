import type { Locale } from '@matjar/shared';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { sidebar, toast } from '../support/chrome';
import { apiToken, fillSignIn, signIn, signOut } from '../support/session';
import { texts } from '../support/texts';
import { uniqueTag } from '../support/units-api';
import { adminTexts } from '../support/user-admin-texts';
import { createRole, createTestUser, createUser, findRole } from '../support/user-admin';
import { DEMO_PASSWORD, users } from '../support/users';

/** Ticks a module's check-all and checks that every permission of it followed. */
async function checkWholeModule(page: Page, locale: Locale, module: string, actions: string[]) {
  const t = adminTexts[locale].roles;
  await page.getByRole('checkbox', { name: t.moduleAll(module) }).check();
  for (const action of actions) await expect(page.getByRole('checkbox', { name: t.permission(module, action) })).toBeChecked();
}

for (const locale of ['en', 'ar'] as const) {
  const t = adminTexts[locale];
  const base = texts[locale];
  const prefix = `/${locale}` as const;

  test(`a new role and a user forced to change password see only what the role allows (${locale})`, async ({ page }) => {
    const tag = uniqueTag();
    const roleName = `Stock ${locale} ${tag}`;
    const username = `clerk-${locale}-${tag}`;
    const email = `${username}@example.com`;

    await signIn(page, users.admin, { prefix });

    // The role: Units whole (through its check-all) and the Users module in part.
    await sidebar(page, locale).getByRole('link', { name: t.menu.roles }).click();
    await expect(page.getByRole('heading', { name: t.roles.title, level: 1 })).toBeVisible();
    await page.getByRole('link', { name: t.roles.add }).click();
    const name = page.getByRole('textbox', { name: t.roles.name, exact: true });
    await name.fill('12345');
    await page.getByRole('button', { name: t.roles.submitCreate }).click();
    await expect(page.getByText(t.roles.nameRule)).toBeVisible();
    await name.fill(roleName);
    await checkWholeModule(page, locale, t.modules.units, [t.actions.view, t.actions.create]);
    await page.getByRole('checkbox', { name: t.roles.permission(t.modules.users, t.actions.view) }).check();
    await page.getByRole('button', { name: t.roles.submitCreate }).click();
    await expect(toast(page, t.roles.created)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: roleName })).toBeVisible();

    // The user, with that role and a forced password change.
    await sidebar(page, locale).getByRole('link', { name: t.menu.users }).click();
    await page.getByRole('button', { name: t.users.add }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('textbox', { name: t.users.username, exact: true }).fill(username);
    await drawer.getByRole('textbox', { name: t.users.email, exact: true }).fill(email);
    await drawer.getByRole('textbox', { name: t.users.password, exact: true }).fill('first-pass-1');
    await drawer.getByRole('textbox', { name: t.users.confirmation, exact: true }).fill('first-pass-1');
    await drawer.getByRole('combobox', { name: t.users.roles }).click();
    await page.getByRole('option', { name: roleName }).click();
    await page.keyboard.press('Escape');
    await drawer.getByRole('checkbox', { name: t.users.mustChange }).check();
    await drawer.getByRole('button', { name: t.users.submitCreate }).click();
    await expect(toast(page, t.users.created)).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: username });
    await expect(row).toContainText(roleName);

    // The user signs in and is kept on new-password until they choose one.
    await signOut(page, locale);
    await fillSignIn(page, locale, email, 'first-pass-1');
    await expect(page).toHaveURL(/\/dashboard\/new-password/);
    await expect(page.getByRole('heading', { name: t.newPassword.title })).toBeVisible();
    await page.goto(`${prefix}/dashboard/units`);
    await expect(page).toHaveURL(/\/dashboard\/new-password/);
    await page.getByRole('textbox', { name: t.newPassword.password, exact: true }).fill('first-pass-1');
    await page.getByRole('textbox', { name: t.newPassword.confirmation, exact: true }).fill('first-pass-1');
    await page.getByRole('button', { name: t.newPassword.submit }).click();
    await expect(page.getByText(t.newPassword.reused)).toBeVisible();
    await page.getByRole('textbox', { name: t.newPassword.password, exact: true }).fill('second-pass-2');
    await page.getByRole('textbox', { name: t.newPassword.confirmation, exact: true }).fill('second-pass-2');
    await page.getByRole('button', { name: t.newPassword.submit }).click();

    // Where the user was going (Units), with only the groups the role opens.
    await expect(page).toHaveURL(/\/dashboard\/units$/);
    const nav = sidebar(page, locale);
    await expect(nav.getByRole('link')).toHaveText([base.menu.units, t.menu.users]);
    await expect(nav).toContainText(base.menu.basicData);
    await expect(nav).toContainText(t.menu.usersGroup);
    await expect(nav).not.toContainText(base.menu.myDashboard);
    // Users may be seen but not added.
    await nav.getByRole('link', { name: t.menu.users }).click();
    await expect(page.getByRole('row').filter({ hasText: username })).toBeVisible();
    await expect(page.getByRole('button', { name: t.users.add })).toHaveCount(0);
  });

  test(`a role without users.* gets the 403 screen on /dashboard/users (${locale})`, async ({ page }) => {
    // The order desk holds orders, comments and customers: nothing of users.
    await signIn(page, users.orders, { prefix });
    await expect(sidebar(page, locale).getByRole('link', { name: t.menu.users })).toHaveCount(0);
    await page.goto(`${prefix}/dashboard/users`);
    await expect(page.getByRole('heading', { name: base.pages.forbiddenTitle })).toBeVisible();
    await expect(page.getByText(base.pages.forbiddenText)).toBeVisible();
  });

  test(`an admin signs in as another user and returns to their own account (${locale})`, async ({ page }) => {
    await signIn(page, users.admin, { prefix });
    await page.goto(`${prefix}/dashboard/users?search=catalogue`);
    const row = page.getByRole('row').filter({ hasText: users.catalogue.email });
    await row.getByRole('button', { name: `${t.users.impersonate}: ${users.catalogue.username}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.users.impersonateConfirm }).click();

    // The catalogue manager's dashboard, under a banner naming both.
    await expect(page).toHaveURL(/\/dashboard\/units$/);
    const banner = page.getByRole('status').filter({ hasText: t.impersonation.back });
    await expect(banner).toContainText(t.impersonation.banner(users.catalogue.username, users.admin.username));
    await expect(sidebar(page, locale).getByRole('link', { name: t.menu.users })).toHaveCount(0);

    await banner.getByRole('button', { name: t.impersonation.back }).click();
    await expect(page).toHaveURL(/\/dashboard\/users$/);
    await expect(page.getByRole('status').filter({ hasText: t.impersonation.back })).toHaveCount(0);
    await expect(sidebar(page, locale).getByRole('link', { name: t.menu.roles })).toBeVisible();
  });
}

for (const locale of ['en', 'ar'] as const) {
  const t = adminTexts[locale];
  const g = t.grant;
  const prefix = `/${locale}` as const;

  test(`a manager sees the roles it cannot give, its own roles and the users beyond it disabled, with the reason (${locale})`, async ({ page, request }) => {
    const tag = uniqueTag();
    const token = await apiToken(request, users.admin);
    const own = await createRole(request, token, `Desk managers ${locale} ${tag}`, [
      'users.view', 'users.create', 'users.update', 'users.delete', 'users.impersonate', 'units.*',
    ]);
    const manager = { username: `deskmanager-${locale}-${tag}`, email: `deskmanager-${locale}-${tag}@example.com` };
    await createUser(request, token, { ...manager, password: DEMO_PASSWORD, role_ids: [own.id] });

    await signIn(page, manager, { prefix });
    // The order desk holds what the manager lacks: every action on it is refused, with the reason.
    await page.goto(`${prefix}/dashboard/users?search=${users.orders.username}`);
    const row = page.getByRole('row').filter({ hasText: users.orders.email });
    for (const action of [t.users.edit, t.users.disable, t.users.impersonate, t.users.deleteAction]) {
      const button = row.getByRole('button', { name: `${action}: ${users.orders.username}` });
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(button).toHaveAccessibleDescription(g.userOutOfReach(g.orderDesk));
    }
    // Clicked anyway (past Playwright's own refusal of an aria-disabled button), it opens the
    // reason, never the edit form.
    const edit = row.getByRole('button', { name: `${t.users.edit}: ${users.orders.username}` });
    await edit.click({ force: true });
    const reason = page.getByRole('dialog', { name: `${t.users.edit}: ${users.orders.username}` });
    await expect(reason).toHaveText(g.userOutOfReach(g.orderDesk));
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(reason).toHaveCount(0);

    // A new user may get the manager's own role, not the order desk.
    await page.getByRole('button', { name: t.users.add }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('combobox', { name: t.users.roles }).click();
    const desk = page.getByRole('option', { name: 'Order desk' });
    await expect(desk).toHaveAttribute('aria-disabled', 'true');
    await expect(desk).toContainText(g.roleNotHeld(g.orderDesk));
    await expect(page.getByRole('option', { name: own.name })).not.toHaveAttribute('aria-disabled');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);

    // On their own account the roles are not theirs to change.
    await page.goto(`${prefix}/dashboard/users?search=${manager.username}`);
    await page.getByRole('row').filter({ hasText: manager.email }).getByRole('button', { name: `${t.users.edit}: ${manager.username}` }).click();
    const roles = page.getByRole('dialog').getByRole('combobox', { name: t.users.roles });
    await expect(roles).toBeDisabled();
    await expect(roles).toHaveAccessibleDescription(g.ownRoles);
  });
}

test('signing out while signed in as another user ends the admin session kept for the return too', async ({ page, request }) => {
  const t = adminTexts.en;
  await signIn(page, users.admin);
  await page.goto('/dashboard/users?search=catalogue');
  const row = page.getByRole('row').filter({ hasText: users.catalogue.email });
  await row.getByRole('button', { name: `${t.users.impersonate}: ${users.catalogue.username}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.users.impersonateConfirm }).click();
  await expect(page.getByRole('status').filter({ hasText: t.impersonation.back })).toBeVisible();
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('matjar.impersonator-session') ?? 'null') as { refreshToken: string } | null);
  expect(kept?.refreshToken).toBeTruthy();

  // Two sign-outs reach the server: the visit's session, then the admin's kept one.
  let signOuts = 0;
  page.on('response', (response) => {
    if (response.url().endsWith('/api/dashboard/logout') && response.ok()) signOuts += 1;
  });
  await signOut(page);
  await expect.poll(() => signOuts).toBe(2);
  expect(await page.evaluate(() => localStorage.getItem('matjar.impersonator-session'))).toBeNull();
  // The kept session is over on the server: its refresh token buys nothing.
  const refresh = await request.post('/api/refresh_token', { data: { token: kept!.refreshToken, provider: 'dashboard' } });
  expect(refresh.status()).toBeGreaterThanOrEqual(400);
});

test('disabling, enabling and deleting a user each ask first', async ({ page, request }) => {
  const t = adminTexts.en;
  const tag = uniqueTag();
  const token = await apiToken(request, users.admin);
  const role = await findRole(request, token, 'Support agent');
  const user = await createTestUser(request, token, 'temp', tag, role.id);

  await signIn(page, users.admin);
  await page.goto(`/dashboard/users?search=${user.username}`);
  const row = page.getByRole('row').filter({ hasText: user.email });
  const dialog = page.getByRole('dialog');

  await row.getByRole('button', { name: `${t.users.disable}: ${user.username}` }).click();
  await dialog.getByRole('button', { name: t.users.disable }).click();
  await expect(toast(page, t.users.disabled)).toBeVisible();
  await expect(row).toContainText(t.users.disabledStatus);

  await row.getByRole('button', { name: `${t.users.enable}: ${user.username}` }).click();
  await dialog.getByRole('button', { name: t.users.enable }).click();
  await expect(toast(page, t.users.enabled)).toBeVisible();

  await row.getByRole('button', { name: `${t.users.deleteAction}: ${user.username}` }).click();
  await dialog.getByRole('button', { name: t.users.deleteAction }).click();
  await expect(toast(page, t.users.deleted)).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('the role filter of the users list lives in the URL', async ({ page, request }) => {
  const tag = uniqueTag();
  const token = await apiToken(request, users.admin);
  const role = await createRole(request, token, `Filter ${tag}`, ['units.view']);
  const user = await createTestUser(request, token, 'filter', tag, role.id);

  await signIn(page, users.admin);
  await page.goto(`/dashboard/users?role_id=${role.id}`);
  await expect(page.getByRole('row').filter({ hasText: user.email })).toBeVisible();
  // Only that role's holder is listed (header row + one).
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('combobox', { name: 'Filter by role' })).toHaveValue(role.name);
});
