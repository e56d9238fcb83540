import type { Locale } from '@matjar/shared';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { toast } from '../support/chrome';
import { expectLocale, usualPrefix } from '../support/locale';
import { apiToken, signIn } from '../support/session';
import { texts } from '../support/texts';
import { createUnit, listUnits, uniqueTag, unitValidationErrors } from '../support/units-api';
import { users } from '../support/users';

/** The value of one search param of the page's address. */
const searchParam = (page: Page, name: string) => () => new URL(page.url()).searchParams.get(name);

for (const locale of ['en', 'ar'] as const) {
  const t = texts[locale].units;
  const prefix = usualPrefix(locale);
  const other: Locale = locale === 'ar' ? 'en' : 'ar';

  /** Signs in as the Super Admin and opens the units screen, optionally with search params. */
  async function openUnits(page: Page, search = ''): Promise<void> {
    await signIn(page, users.admin, { prefix, to: `/dashboard/units${search}` });
    await expectLocale(page, locale);
    await expect(page.getByRole('table', { name: t.table })).toBeVisible();
  }

  const table = (page: Page) => page.getByRole('table', { name: t.table });
  const row = (page: Page, text: string) => table(page).getByRole('row').filter({ hasText: text });

  /** Types both names into the form and saves it (`submit`): the toast `done`, the form closed, the row listed. */
  async function saveNames(page: Page, form: Locator, name: { en: string; ar: string }, submit: string, done: string) {
    await form.getByLabel(t.nameEn).fill(name.en);
    await form.getByLabel(t.nameAr).fill(name.ar);
    await form.getByRole('button', { name: submit }).click();
    await expect(toast(page, done)).toBeVisible();
    await expect(form).toBeHidden();
    await expect(row(page, name.en)).toContainText(name.ar);
  }

  test.describe(`units (${locale})`, () => {
    test('create, edit, and see both changes in the history', async ({ page }) => {
      const tag = uniqueTag();
      const name = { en: `Crate ${tag}`, ar: `صندوق ${tag}` };
      const renamed = { en: `Big crate ${tag}`, ar: `صندوق كبير ${tag}` };
      await openUnits(page);

      await page.getByRole('button', { name: t.add }).first().click();
      const create = page.getByRole('dialog', { name: t.createTitle });
      await expect(page).toHaveURL(/action=create/);
      await saveNames(page, create, name, t.submitCreate, t.created);

      await row(page, name.en).getByRole('button', { name: `${t.edit}: ${name[locale]}` }).click();
      const edit = page.getByRole('dialog', { name: t.editTitle });
      await expect(edit.getByLabel(t.nameEn)).toHaveValue(name.en);
      await saveNames(page, edit, renamed, t.save, t.updated);
      await expect(row(page, name.en).filter({ hasNotText: renamed.en })).toHaveCount(0);

      await row(page, renamed.en).getByRole('button', { name: `${t.history}: ${renamed[locale]}` }).click();
      const history = page.getByRole('dialog', { name: t.historyTitle(renamed[locale]) });
      await expect(history).toBeVisible();
      // Newest first: the rename (old name → new name), then the creation, each by admin.
      const entries = history.getByTestId('history-entry');
      await expect(entries).toHaveCount(2);
      await expect(entries.nth(0)).toContainText(t.historyUpdated);
      await expect(entries.nth(0)).toContainText(name.en);
      await expect(entries.nth(0)).toContainText(renamed.en);
      await expect(entries.nth(0)).toContainText('admin');
      await expect(entries.nth(1)).toContainText(t.historyCreated);
      await expect(entries.nth(1)).toContainText(name.ar);
    });

    test('search finds an Arabic name written another way', async ({ page, request }) => {
      const tag = uniqueTag();
      const token = await apiToken(request, users.admin);
      await createUnit(request, token, { en: `Italian pasta ${tag}`, ar: `مكرونة إيطالية ${tag}` });
      await openUnits(page);

      // Bare alef for "إ", haa for taa marbuta: still the same word to the reader.
      await page.getByRole('searchbox', { name: t.search }).fill(`ايطاليه ${tag}`);
      await expect.poll(searchParam(page, 'search')).toBe(`ايطاليه ${tag}`);
      await expect(table(page).locator('tbody tr')).toHaveCount(1);
      await expect(row(page, `Italian pasta ${tag}`)).toContainText(`مكرونة إيطالية ${tag}`);

      // The search is in the address: a reload keeps it.
      await page.reload();
      await expect(page.getByRole('searchbox', { name: t.search })).toHaveValue(`ايطاليه ${tag}`);
      await expect(row(page, `Italian pasta ${tag}`)).toBeVisible();
    });

    test('empty names get the field messages the server words for them', async ({ page, request }) => {
      const token = await apiToken(request, users.admin);
      const serverErrors = await unitValidationErrors(request, token, locale);
      expect(serverErrors['name.en']).toEqual([t.required(t.nameEn)]);
      expect(serverErrors['name.ar']).toEqual([t.required(t.nameAr)]);

      await openUnits(page, '?action=create');
      const create = page.getByRole('dialog', { name: t.createTitle });
      await create.getByLabel(t.nameEn).fill('   ');
      await create.getByRole('button', { name: t.submitCreate }).click();
      await expect(create.getByText(t.required(t.nameEn), { exact: true })).toBeVisible();
      await expect(create.getByText(t.required(t.nameAr), { exact: true })).toBeVisible();
      await expect(create.getByLabel(t.nameEn)).toHaveAttribute('aria-invalid', 'true');
      await expect(create).toBeVisible();
      // Not the other language's wording.
      await expect(create).not.toContainText(texts[other].units.required(texts[other].units.nameEn));
    });

    test('two selected units are deleted together after confirming', async ({ page, request }) => {
      const tag = uniqueTag();
      const token = await apiToken(request, users.admin);
      const first = await createUnit(request, token, { en: `Sack ${tag}`, ar: `كيس ${tag}` });
      const second = await createUnit(request, token, { en: `Tray ${tag}`, ar: `صينية ${tag}` });
      const kept = await createUnit(request, token, { en: `Roll ${tag}`, ar: `لفة ${tag}` });
      await openUnits(page, `?search=${tag}`);
      await expect(table(page).locator('tbody tr')).toHaveCount(3);

      for (const unit of [first, second]) await page.getByRole('checkbox', { name: t.selectRow(unit.name[locale]) }).check();
      await page.getByRole('button', { name: t.deleteSelected }).click();
      const confirm = page.getByRole('dialog', { name: t.bulkTitle });
      await expect(confirm).toBeVisible();
      const deleted = page.waitForResponse(
        (response) => response.url().endsWith('/api/dashboard/units') && response.request().method() === 'DELETE',
      );
      await confirm.getByRole('button', { name: t.confirmDelete, exact: true }).click();
      expect((await deleted).status()).toBeLessThan(300);
      await expect(toast(page, t.deletedTwo)).toBeVisible();
      await expect(confirm).toBeHidden();
      await expect(table(page).locator('tbody tr')).toHaveCount(1);
      await expect(row(page, kept.name.en)).toBeVisible();
      expect((await listUnits(request, token, { search: tag })).map((unit) => unit.id)).toEqual([kept.id]);
    });

    test('the name header sorts by the name in this language, through the address', async ({ page, request }) => {
      const tag = uniqueTag();
      const token = await apiToken(request, users.admin);
      // Created so that the default order (newest first) and each language's order all differ.
      for (const [en, ar] of [['Bravo', 'ألف'], ['Charlie', 'باء'], ['Alpha', 'جيم']] as const) {
        await createUnit(request, token, { en: `${en} ${tag}`, ar: `${ar} ${tag}` });
      }
      const order = {
        default: ['Alpha', 'Charlie', 'Bravo'],
        en: ['Alpha', 'Bravo', 'Charlie'],
        ar: ['Bravo', 'Charlie', 'Alpha'],
      };
      await openUnits(page, `?search=${tag}`);
      const englishNames = table(page).locator('tbody [lang="en"]');
      const expectOrder = (names: string[]) => expect(englishNames).toHaveText(names.map((name) => `${name} ${tag}`));
      await expectOrder(order.default);

      const header = table(page).getByRole('columnheader', { name: locale === 'en' ? t.nameEn : t.nameAr });
      await header.getByRole('button').click();
      await expect.poll(searchParam(page, 'sort')).toBe('name');
      await expect(header).toHaveAttribute('aria-sort', 'ascending');
      await expectOrder(order[locale]);

      await header.getByRole('button').click();
      await expect.poll(searchParam(page, 'sort')).toBe('-name');
      await expect(header).toHaveAttribute('aria-sort', 'descending');
      await expectOrder([...order[locale]].reverse());

      // The order is part of the address: a reload keeps it.
      await page.reload();
      await expect(header).toHaveAttribute('aria-sort', 'descending');
      await expectOrder([...order[locale]].reverse());

      await header.getByRole('button').click();
      await expect.poll(searchParam(page, 'sort')).toBeNull();
      await expectOrder(order.default);
    });

    test('the page in the address survives a reload', async ({ page, request }) => {
      const token = await apiToken(request, users.admin);
      const pageTwo = (await listUnits(request, token, { page: 2, perPage: 5 }, locale)).map((unit) => unit.name.en);
      expect(pageTwo).toHaveLength(5);
      await openUnits(page, '?page=2&perPage=5');
      const englishNames = table(page).locator('tbody [lang="en"]');
      await expect(englishNames).toHaveText(pageTwo);
      const current = page.getByRole('button', { name: t.pageButton(2), exact: true });
      await expect(current).toHaveAttribute('aria-current', 'page');
      await expect(page.getByText(/\u20666–10\u2069/)).toBeVisible();

      await page.reload();
      await expect(englishNames).toHaveText(pageTwo);
      await expect(current).toHaveAttribute('aria-current', 'page');

      await page.getByRole('button', { name: t.nextPage }).click();
      await expect.poll(searchParam(page, 'page')).toBe('3');
      await expect(page.getByRole('button', { name: t.pageButton(3), exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(englishNames.first()).not.toHaveText(pageTwo[0]!);
    });
  });
}
