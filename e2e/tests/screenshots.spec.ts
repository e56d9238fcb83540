import { expect, test } from '../support/test';
import { capture, sizes, watchForErrors } from '../support/screens';
import { signIn } from '../support/session';
import { texts } from '../support/texts';
import { users } from '../support/users';

/**
 * Pictures of the main screens for a person to judge (e2e/test-results/screens/, not
 * compared with anything). A screen that shows an error, or a script that throws, fails.
 */
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
