import { expect, test } from '../support/test';
import { appScreens, navigate, settled } from '../support/app-routes';
import { blockingViolations } from '../support/axe';
import { expectLocale } from '../support/locale';
import { signIn } from '../support/session';
import { users } from '../support/users';

// Each walk takes minutes on a slow machine: in parallel, each within its own timeout.
test.describe.configure({ mode: 'parallel', timeout: 600_000 });

/** The signed-in screens are walked in this many parts per language. */
const PARTS = 2;

/**
 * Every screen of the route tree, in each language: no serious or critical axe violation
 * (WCAG 2.1 A/AA) and exactly one `h1`. The public screens are visited before signing
 * in (by the first part), the others after, each part taking every `PARTS`-th of them in
 * a browser context of its own; a path that lands where an earlier one of the part did (a
 * redirect) is not scanned twice.
 */
for (const [locale, part] of (['en', 'ar'] as const).flatMap((locale) => Array.from({ length: PARTS }, (_, part) => [locale, part] as const))) {
  test(`every screen in ${locale} passes axe and has one h1 (part ${part + 1} of ${PARTS})`, async ({ page, request }) => {
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

    for (const screen of part === 0 ? screens.filter((screen) => screen.public) : []) {
      await page.goto(`${prefix}${screen.path}`);
      await scan();
    }
    await signIn(page, users.admin, { prefix });
    const signedIn = screens.filter((screen) => !screen.public).filter((_, index) => index % PARTS === part);
    for (const screen of signedIn) {
      await navigate(page, screen.path);
      await scan();
    }

    expect(scanned.size).toBeGreaterThan(10);
    expect(failures, failures.join('\n')).toEqual([]);
  });
}
