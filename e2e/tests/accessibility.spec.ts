import { expect, test } from '../support/test';
import { appScreens, navigate, settled } from '../support/app-routes';
import { blockingViolations } from '../support/axe';
import { expectLocale } from '../support/locale';
import { signIn } from '../support/session';
import { users } from '../support/users';

test.describe.configure({ timeout: 600_000 });

/**
 * Every screen of the route tree, in each language: no serious or critical axe violation
 * (WCAG 2.1 A/AA) and exactly one `h1`. The public screens are visited before signing
 * in, the others after, in one browser context per language; a path that lands where an
 * earlier one did (a redirect) is not scanned twice.
 */
for (const locale of ['en', 'ar'] as const) {
  test(`every screen in ${locale} passes axe and has one h1`, async ({ page, request }) => {
    const prefix = `/${locale}` as const;
    await page.goto(`${prefix}/dashboard/login`);
    const screens = await appScreens(page, request);
    const scanned = new Set<string>();
    const failures: string[] = [];

    const scan = async () => {
      await expectLocale(page, locale);
      const landed = new URL(page.url()).pathname.replace(/(.)\/$/, '$1');
      if (scanned.has(landed)) return;
      scanned.add(landed);
      try {
        await settled(page);
      } catch {
        failures.push(`${landed}: did not finish drawing, or has no h1`);
        return;
      }
      const headings = await page.locator('h1').count();
      if (headings !== 1) failures.push(`${landed}: ${headings} h1 elements`);
      for (const violation of await blockingViolations(page)) failures.push(`${landed}: ${violation}`);
    };

    for (const screen of screens.filter((screen) => screen.public)) {
      await page.goto(`${prefix}${screen.path}`);
      await scan();
    }
    await signIn(page, users.admin, { prefix });
    for (const screen of screens.filter((screen) => !screen.public)) {
      await navigate(page, screen.path);
      await scan();
    }

    expect(scanned.size).toBeGreaterThan(25);
    expect(failures, failures.join('\n')).toEqual([]);
  });
}
