import { expect, test } from '../support/test';
import { sidebar, toast } from '../support/chrome';
import { apiToken, signIn } from '../support/session';
import { uniqueTag } from '../support/units-api';
import { adminTexts } from '../support/user-admin-texts';
import { createRole, createTestUser, createUser, findRole, getRole } from '../support/user-admin';
import { DEMO_PASSWORD, users } from '../support/users';

test('Super Admin is shown read-only: every permission ticked, nothing to save', async ({ page }) => {
  const t = adminTexts.en.roles;
  await signIn(page, users.admin);
  await page.goto('/dashboard/settings/roles_permissions');
  await page.getByRole('link', { name: `${t.view}: Super Admin` }).click();
  await expect(page.getByText(t.superAdminLocked)).toBeVisible();
  const all = page.getByRole('checkbox', { name: t.selectAll });
  await expect(all).toBeChecked();
  await expect(all).toBeDisabled();
  await expect(page.getByRole('button', { name: t.save })).toHaveCount(0);
  // Nor can it be deleted from the list.
  await page.goto('/dashboard/settings/roles_permissions');
  await expect(page.getByRole('button', { name: `${t.delete}: Super Admin` })).toHaveCount(0);
});

for (const locale of ['en', 'ar'] as const) {
  const t = adminTexts[locale];
  const prefix = `/${locale}` as const;

  test(`a module ticked whole is saved as {area}.* and the change shows in the history (${locale})`, async ({ page, request }) => {
    const tag = uniqueTag();
    const token = await apiToken(request, users.admin);
    const role = await createRole(request, token, `Desk ${locale} ${tag}`, ['units.view']);

    await signIn(page, users.admin, { prefix });
    await page.goto(`${prefix}/dashboard/settings/roles_permissions/${role.id}`);
    await expect(page.getByRole('checkbox', { name: t.roles.permission(t.modules.units, t.actions.view) })).toBeChecked();
    await page.getByRole('checkbox', { name: t.roles.moduleAll(t.modules.users) }).check();
    await page.getByRole('button', { name: t.roles.save }).click();
    await expect(toast(page, t.roles.updated)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/settings\/roles_permissions$/);
    expect((await getRole(request, token, role.id)).permissions).toEqual(['units.view', 'users.*']);

    // The user history holds the change, before and after side by side.
    await sidebar(page, locale).getByRole('link', { name: t.menu.logs }).click();
    await expect(page.getByRole('heading', { name: t.history.title, level: 1 })).toBeVisible();
    await page.getByRole('combobox', { name: t.history.model }).click();
    await page.getByRole('option', { name: t.history.roles }).click();
    await expect(page).toHaveURL(/model=roles/);
    const entry = page
      .getByRole('row')
      .filter({ hasText: t.history.updated })
      .filter({ has: page.getByRole('cell', { name: String(role.id), exact: true }) })
      // Newest first: a role another spec made, changed and deleted on this worker's server
      // may have had the same id (SQLite reuses the highest id once it is deleted).
      .first();
    await entry.getByRole('button', { name: new RegExp(`^${t.history.viewChanges}`) }).click();
    const diff = page.getByRole('table', { name: t.history.diff });
    await expect(diff).toBeVisible();
    const changed = diff.locator('tr[data-changed]');
    await expect(changed.filter({ hasText: 'users.*' })).toBeVisible();
    await expect(changed.filter({ hasText: role.name })).toHaveCount(0);
  });
}

for (const locale of ['en', 'ar'] as const) {
  const t = adminTexts[locale];
  const g = t.grant;
  const prefix = `/${locale}` as const;

  test(`an editor sees what they do not hold locked with the reason, and check-all leaves it (${locale})`, async ({ page, request }) => {
    const tag = uniqueTag();
    const token = await apiToken(request, users.admin);
    const own = await createRole(request, token, `Role editors ${locale} ${tag}`, ['roles.view', 'roles.create', 'roles.update', 'roles.delete', 'units.*']);
    const editor = { username: `roleeditor-${locale}-${tag}`, email: `roleeditor-${locale}-${tag}@example.com` };
    await createUser(request, token, { ...editor, password: DEMO_PASSWORD, role_ids: [own.id] });

    await signIn(page, editor, { prefix });
    await page.goto(`${prefix}/dashboard/settings/roles_permissions/create`);
    await expect(page.getByText(g.lockedNote)).toBeVisible();
    const usersDelete = page.getByRole('checkbox', { name: t.roles.permission(t.modules.users, t.actions.delete) });
    await expect(usersDelete).toBeDisabled();
    await expect(usersDelete).toHaveAccessibleDescription(g.notHeld);
    await expect(page.getByRole('checkbox', { name: t.roles.moduleAll(t.modules.users) })).toBeDisabled();
    const unitsCreate = page.getByRole('checkbox', { name: t.roles.permission(t.modules.units, t.actions.create) });
    await expect(unitsCreate).toBeEnabled();
    await expect(unitsCreate).not.toHaveAttribute('aria-describedby', /.+/);

    // Select-all ticks what the editor holds and leaves the rest.
    await page.getByRole('checkbox', { name: t.roles.selectAll }).click();
    await expect(unitsCreate).toBeChecked();
    await expect(usersDelete).not.toBeChecked();
    const name = `Made by editor ${locale} ${tag}`;
    await page.getByRole('textbox', { name: t.roles.name, exact: true }).fill(name);
    await page.getByRole('button', { name: t.roles.submitCreate }).click();
    await expect(toast(page, t.roles.created)).toBeVisible();
    expect((await findRole(request, token, name)).permissions).toEqual(['roles.*', 'units.*']);

    // A role holding what the editor lacks: viewed, not changed, and its delete refused with the reason.
    await page.goto(`${prefix}/dashboard/settings/roles_permissions?search=${encodeURIComponent('Order desk')}`);
    const remove = page.getByRole('button', { name: `${t.roles.delete}: Order desk` });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await expect(remove).toHaveAccessibleDescription(g.roleOutOfReach(g.orderDesk));
    await page.getByRole('link', { name: `${t.roles.view}: Order desk` }).click();
    await expect(page.getByText(g.roleOutOfReach(g.orderDesk))).toBeVisible();
    await expect(page.getByRole('button', { name: t.roles.save })).toHaveCount(0);
  });
}

test('a role still held cannot be deleted; an unused one can', async ({ page, request }) => {
  const t = adminTexts.en.roles;
  const tag = uniqueTag();
  const token = await apiToken(request, users.admin);
  const held = await createRole(request, token, `Held ${tag}`, ['units.view']);
  const unused = await createRole(request, token, `Unused ${tag}`, ['units.view']);
  await createTestUser(request, token, 'holder', tag, held.id);

  await signIn(page, users.admin);
  await page.goto(`/dashboard/settings/roles_permissions?search=${tag}`);
  const dialog = page.getByRole('dialog');

  await page.getByRole('button', { name: `${t.delete}: ${held.name}` }).click();
  await dialog.getByRole('button', { name: t.delete }).click();
  await expect(dialog.getByRole('alert')).toHaveText(t.inUse);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: `${t.delete}: ${unused.name}` }).click();
  await dialog.getByRole('button', { name: t.delete }).click();
  await expect(toast(page, t.deleted)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: unused.name })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: held.name })).toBeVisible();
});
