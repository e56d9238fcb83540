import type { Locator } from '@playwright/test';
import { expect, test } from '../support/test';
import { sidebar, toast } from '../support/chrome';
import { usualPrefix } from '../support/locale';
import { signIn } from '../support/session';
import { texts } from '../support/texts';
import { users } from '../support/users';

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'element has a box').not.toBeNull();
  return box!;
}

test.describe('narrow screen (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const locale of ['en', 'ar'] as const) {
    test(`the sidebar is a drawer from the burger that closes once an item is chosen (${locale})`, async ({ page }) => {
      const t = texts[locale];
      await signIn(page, users.admin, { prefix: usualPrefix(locale) });
      const nav = sidebar(page, locale);
      await expect(nav).not.toBeInViewport();

      await page.getByRole('button', { name: t.header.toggleNavigation }).click();
      await expect(nav).toBeInViewport({ ratio: 1 });
      // Spec §2: 200 px wide on a phone, at the inline start (the right in Arabic).
      const box = await boxOf(nav);
      expect(Math.round(box.width)).toBe(200);
      if (locale === 'ar') expect(Math.round(box.x + box.width)).toBe(390);
      else expect(Math.round(box.x)).toBe(0);

      await nav.getByRole('link', { name: t.menu.units }).click();
      await expect(page).toHaveURL(/\/dashboard\/units$/);
      await expect(page.getByRole('heading', { name: t.units.title, level: 1 })).toBeVisible();
      await expect(nav).not.toBeInViewport();
    });
  }

  test('the drawer slides, and stopping its slide restyles the sliding parts only', async ({ page }) => {
    await signIn(page, users.admin);
    const shell = page.locator('.mantine-AppShell-root');
    // Mantine stops the slides while it mounts (`data-resizing`), then starts them.
    await expect(shell).not.toHaveAttribute('data-resizing');
    const styles = () =>
      page.evaluate(() => {
        const root = document.querySelector('.mantine-AppShell-root')!;
        const navbar = document.querySelector('.mantine-AppShell-navbar')!;
        return {
          inherited: getComputedStyle(root).getPropertyValue('--app-shell-transition-duration'),
          navbar: getComputedStyle(navbar).transitionDuration,
          main: getComputedStyle(document.querySelector('.mantine-AppShell-main')!).transitionDuration,
        };
      });
    const sliding = await styles();
    expect(sliding).toMatchObject({ navbar: '0.2s', main: '0.2s' });
    await shell.evaluate((root) => root.setAttribute('data-resizing', 'true'));
    // The property every element inherits stays the same: changing it restyled the whole page.
    expect(await styles()).toEqual({ inherited: sliding.inherited, navbar: '0s', main: '0s' });
  });

  test('from 576 px the drawer is 250 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 700, height: 900 });
    await signIn(page, users.admin);
    await page.getByRole('button', { name: texts.en.header.toggleNavigation }).click();
    const nav = sidebar(page, 'en');
    await expect(nav).toBeInViewport({ ratio: 1 });
    expect(Math.round((await boxOf(nav)).width)).toBe(250);
  });
});

test.describe('wide screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the sidebar is always there and can be minimised to icons, remembered after a reload', async ({ page }) => {
    const t = texts.en;
    await signIn(page, users.admin);
    const nav = sidebar(page, 'en');
    await expect(nav).toBeInViewport();
    await expect(page.getByRole('button', { name: t.header.toggleNavigation })).toBeHidden();
    const units = nav.getByRole('link', { name: t.menu.units });
    await expect(units.getByText(t.menu.units, { exact: true })).toBeVisible();
    expect(Math.round((await boxOf(nav)).width)).toBe(256);

    await page.getByRole('button', { name: t.header.minimise }).click();
    await expect(page.getByRole('button', { name: t.header.expand })).toBeVisible();
    await expect.poll(async () => Math.round((await boxOf(nav)).width)).toBe(72);
    // Icons only: the label is gone from sight but still names the link.
    await expect(units.getByText(t.menu.units, { exact: true })).toBeHidden();
    await units.click();
    await expect(page).toHaveURL(/\/dashboard\/units$/);

    await page.reload();
    await expect(page.getByRole('button', { name: t.header.expand })).toBeVisible();
    await expect.poll(async () => Math.round((await boxOf(nav)).width)).toBe(72);

    await page.getByRole('button', { name: t.header.expand }).click();
    await expect.poll(async () => Math.round((await boxOf(nav)).width)).toBe(256);
    await expect(units.getByText(t.menu.units, { exact: true })).toBeVisible();
  });

  test('the offline flag shows while the browser is offline', async ({ page, context }) => {
    await signIn(page, users.admin);
    // The header's flag (the notice under it says more, in a status of its own).
    const flag = page.getByRole('status').filter({ hasText: new RegExp(`^${texts.en.header.offline}$`) });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(flag).toHaveCount(0);
    await context.setOffline(true);
    await expect(flag).toBeVisible();
    await context.setOffline(false);
    await expect(flag).toHaveCount(0);
  });

  for (const locale of ['en', 'ar'] as const) {
    test(`toasts appear at the top end: ${locale === 'ar' ? 'left in Arabic' : 'right in English'}`, async ({ page }) => {
      const t = texts[locale];
      await signIn(page, users.admin, { prefix: usualPrefix(locale) });
      await page.getByRole('button', { name: t.header.userMenu }).click();
      await page.getByRole('menuitem', { name: t.userMenu.clearCache }).click();
      const shown = toast(page, t.userMenu.cacheCleared);
      await expect(shown).toBeVisible();
      // Wait for the slide-in to finish before measuring.
      await expect.poll(async () => Math.round((await boxOf(shown)).y)).toBeLessThan(40);
      const box = await boxOf(shown);
      const viewport = page.viewportSize()!;
      const gapStart = box.x;
      const gapEnd = viewport.width - (box.x + box.width);
      expect(Math.min(gapStart, gapEnd)).toBeLessThan(40);
      if (locale === 'ar') expect(gapStart).toBeLessThan(gapEnd);
      else expect(gapEnd).toBeLessThan(gapStart);
    });
  }
});
