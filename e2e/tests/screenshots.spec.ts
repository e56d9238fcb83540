import { expect, test } from '../support/test';
import { appScreens, navigate, settled } from '../support/app-routes';
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

/**
 * Every screen of the route tree (discovered from the running app, like the axe test), in
 * both languages at both sizes, as full-page pictures in `SCREENS_DIR` for a person to look
 * at: `SCREENS_DIR=/tmp/screens npx playwright test tests/screenshots.spec.ts -g "every screen"`.
 * Skipped without it: the main screens above stand for them in the everyday suite.
 */
const everyScreenDir = process.env.SCREENS_DIR;
for (const size of sizes) {
  for (const locale of ['en', 'ar'] as const) {
    test.describe(() => {
      test.use({ viewport: { width: size.width, height: size.height } });
      test.describe.configure({ timeout: 900_000 });

      test(`every screen in ${locale} at ${size.width} wide`, async ({ page, request }) => {
        test.skip(!everyScreenDir, 'SCREENS_DIR names where the pictures go');
        const prefix = `/${locale}` as const;
        const problems = watchForErrors(page);
        const file = (path: string) => `${path.replace(/^\/dashboard\/?/, '').replace(/\//g, '_') || 'home'}-${locale}-${size.width}`;
        await page.goto(`${prefix}/dashboard/login`);
        const screens = await appScreens(page, request);
        const shoot = async (path: string) => {
          await settled(page);
          await capture(page, locale, file(path), { fullPage: true, dir: everyScreenDir });
        };
        for (const screen of screens.filter((screen) => screen.public)) {
          await page.goto(`${prefix}${screen.path}`);
          await shoot(screen.path);
        }
        await signIn(page, users.admin, { prefix });
        for (const screen of screens.filter((screen) => !screen.public)) {
          await navigate(page, screen.path);
          await shoot(screen.path);
        }
        expect(problems).toEqual([]);
      });
    });
  }
}
