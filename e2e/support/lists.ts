import type { Locale } from '@matjar/shared';
import { expect, type Page } from '@playwright/test';
import { expectLocale, usualPrefix } from './locale';
import { capture } from './screens';
import { signIn } from './session';
import { users } from './users';

/** A list screen's table, by its name. */
export const listTable = (page: Page, name: string) => page.getByRole('table', { name });

/** Signs the admin in on the list at `to` (with its query) in `locale`, and waits for its rows. */
export async function openList(page: Page, locale: Locale, to: string, table: string): Promise<void> {
  await signIn(page, users.admin, { prefix: usualPrefix(locale), to });
  await expectLocale(page, locale);
  // Busy until its rows are drawn (they come in a render of their own, after the table).
  await expect(listTable(page, table)).toHaveAttribute('aria-busy', 'false');
}

/** The rows' titles in the table's order, read from their pictures' names (ads, slides). */
export const pictureTitles = (page: Page, table: string) =>
  listTable(page, table)
    .locator('tbody img')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).alt));

/**
 * At `width`, the list at `to` and its add form (opened by the button `add`, the dialog named
 * `form`), captured as `{name}-list-{locale}-{width}` and `{name}-form-…`; Escape closes the form.
 */
export async function captureListAndForm(
  page: Page,
  locale: Locale,
  width: number,
  { to, add, form, name }: { to: string; add: string; form: string; name: string },
): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${usualPrefix(locale)}${to}`);
  await expect(page.getByRole('button', { name: add }).first()).toBeVisible();
  await capture(page, locale, `${name}-list-${locale}-${width}`);
  await page.getByRole('button', { name: add }).first().click();
  await expect(page.getByRole('dialog', { name: form })).toBeVisible();
  await capture(page, locale, `${name}-form-${locale}-${width}`);
  await page.keyboard.press('Escape');
}
