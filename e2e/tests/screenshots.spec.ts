import path from 'node:path';
import type { Locale } from '@matjar/shared';
import { expect, test, type Page } from '@playwright/test';
import { expectLocale } from '../support/locale';
import { signIn } from '../support/session';
import { texts } from '../support/texts';
import { users } from '../support/users';

/**
 * Pictures of the main screens for a person to judge (e2e/test-results/screens/, not
 * compared with anything). A screen that shows an error, or a script that throws, fails.
 */
const sizes = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Collects what would make a picture worthless: uncaught errors and console errors. */
function watchForErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  return problems;
}

async function capture(page: Page, locale: Locale, file: string, options: { fullPage?: boolean } = {}): Promise<void> {
  const t = texts[locale].pages;
  await expectLocale(page, locale);
  for (const title of [t.errorTitle, t.notFoundTitle, t.forbiddenTitle]) {
    await expect(page.getByRole('heading', { name: title, exact: true })).toHaveCount(0);
  }
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // The pointer stays where the last click was; a hover highlight there would be misleading.
  await page.mouse.move(0, 0);
  const dir = path.join(test.info().project.outputDir, 'screens');
  await page.screenshot({ path: path.join(dir, `${file}.png`), animations: 'disabled', fullPage: options.fullPage ?? false });
}

for (const size of sizes) {
  for (const locale of ['en', 'ar'] as const) {
    test.describe(() => {
      test.use({ viewport: { width: size.width, height: size.height } });

      test(`screens in ${locale} at ${size.width}x${size.height}`, async ({ page }) => {
        const t = texts[locale];
        const prefix = `/${locale}` as const;
        const name = (screen: string) => `${screen}-${locale}-${size.name}`;
        const problems = watchForErrors(page);

        await page.goto(`${prefix}/dashboard/login`);
        await expect(page.getByRole('heading', { name: t.signIn.title })).toBeVisible();
        await capture(page, locale, name('sign-in'));

        await signIn(page, users.admin, { prefix });
        await expect(page.getByRole('heading', { level: 1, name: t.pages.greeting('admin') })).toBeVisible();
        await capture(page, locale, name('home'));

        await page.goto(`${prefix}/dashboard/units`);
        await expect(page.getByRole('table', { name: t.units.table }).locator('tbody tr').first()).toBeVisible();
        await expect(page.getByRole('table', { name: t.units.table })).toHaveAttribute('aria-busy', 'false');
        await capture(page, locale, name('units'), { fullPage: true });

        await page.getByRole('button', { name: t.units.add }).first().click();
        const drawer = page.getByRole('dialog', { name: t.units.createTitle });
        await expect(drawer).toBeInViewport({ ratio: 1 });
        await expect(drawer.getByLabel(t.units.nameEn)).toBeFocused();
        await capture(page, locale, name('units-create'));

        expect(problems).toEqual([]);
      });
    });
  }
}
