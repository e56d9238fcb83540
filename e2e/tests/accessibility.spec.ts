import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { appRoutes, concretePath, type RouterWindow } from '../support/app-routes';
import { expectLocale } from '../support/locale';
import { apiToken, signIn } from '../support/session';
import { users } from '../support/users';

/** WCAG 2.1 levels A and AA; what fails the suite is what axe rates serious or critical. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * A screen has finished drawing once the router is idle, its title is there and nothing
 * says it is still loading (tables say `aria-busy`, the rest show a loader).
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as RouterWindow).__TSR_ROUTER__?.state.status === 'idle');
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('.mantine-Loader-root:visible, .mantine-Skeleton-root:visible')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Opens a path of the app as a link would, without loading the app again. */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((href) => (window as unknown as RouterWindow).__TSR_ROUTER__?.navigate({ href }), path);
}

/**
 * The serious and critical violations on the page, one line per rule with where it failed
 * (only violations are collected: axe skips listing what passed, which halves its time on long tables).
 */
async function blockingViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).options({ resultTypes: ['violations'] }).analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => `${violation.id} (${violation.nodes.length}): ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`);
}

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
    const routes = await appRoutes(page);
    expect(routes.length).toBeGreaterThan(30);
    const token = await apiToken(request, users.admin);
    const ids = new Map<string, number | string>();
    const screens: { path: string; public: boolean }[] = [];
    for (const route of routes) screens.push({ path: await concretePath(request, token, route.path, ids), public: route.public });
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
