import type { Locale } from '@matjar/shared';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { reportTexts } from '../support/report-texts';
import { capture, sizes } from '../support/screens';
import { signIn } from '../support/session';
import { users } from '../support/users';

/** The x positions of the sales chart's month ticks, in the data's order (oldest first), and of its value axis. */
async function chartGeometry(page: Page) {
  const chart = page.locator('figure').filter({ has: page.locator('.recharts-surface') }).first();
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
  const ticks = await chart
    .locator('.recharts-xAxis-tick-labels text')
    .evaluateAll((nodes) => nodes.filter((node) => node.textContent?.trim()).map((node) => node.getBoundingClientRect().x));
  const yAxis = await chart.locator('.recharts-yAxis-tick-labels').boundingBox();
  const surface = await chart.locator('.recharts-surface').boundingBox();
  return { ticks, yAxis: yAxis!, surface: surface! };
}

for (const locale of ['en', 'ar'] as const) {
  test(`the home shows the figures, then its chart, time running along the reading direction (${locale})`, async ({ page }) => {
    const t = reportTexts(locale).home;
    await signIn(page, users.admin, { prefix: `/${locale}` });
    await expect(page.locator('[data-kpi]')).toHaveCount(4);
    await expect(page.locator('[data-kpi="revenue"]')).toContainText(t.kpis.revenue);
    // The change is words as well as an arrow and a colour.
    await expect(page.locator('[data-kpi] [data-direction]').first()).toBeVisible();

    const { ticks, yAxis, surface } = await chartGeometry(page);
    expect(ticks.length).toBeGreaterThan(1);
    const middle = surface.x + surface.width / 2;
    if (locale === 'ar') {
      // The oldest month on the right, the value axis on the right.
      expect(ticks[0]!).toBeGreaterThan(ticks.at(-1)!);
      expect(yAxis.x).toBeGreaterThan(middle);
    } else {
      expect(ticks[0]!).toBeLessThan(ticks.at(-1)!);
      expect(yAxis.x).toBeLessThan(middle);
    }
    // Screen readers get the chart in words and as a table.
    await expect(page.locator('figure figcaption')).toHaveCount(1);
    await expect(page.getByRole('table', { name: t.chart.title, includeHidden: true })).toBeAttached();

    // The period is in the URL.
    await page.getByRole('link', { name: t.period['30d'] }).click();
    await expect(page).toHaveURL(/[?&]period=30d/);
    await expect(page.getByRole('link', { name: t.period['30d'] })).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('[data-kpi]')).toHaveCount(4);
  });
}

test('a user without the reports permissions sees no figures, but the latest orders', async ({ page }) => {
  const t = reportTexts('en').home;
  await signIn(page, users.orders);
  await expect(page.getByRole('region', { name: t.panels.latestOrders })).toBeVisible();
  await expect(page.locator('[data-kpi]')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: t.chart.title })).toHaveCount(0);
  await expect(page.getByRole('link', { name: t.period['7d'] })).toHaveCount(0);
});

for (const size of sizes) {
  for (const locale of ['en', 'ar'] as const satisfies readonly Locale[]) {
    test.describe(() => {
      test.use({ viewport: { width: size.width, height: size.height } });
      test(`pictures of the home in ${locale} at ${size.width}`, async ({ page }) => {
        await signIn(page, users.admin, { prefix: `/${locale}` });
        await expect(page.locator('[data-kpi]')).toHaveCount(4);
        await page.locator('figure .recharts-surface').first().scrollIntoViewIfNeeded();
        await expect(page.locator('figure .recharts-bar-rectangle').first()).toBeVisible();
        await capture(page, locale, `home-${locale}-${size.name}`, { fullPage: true });
      });
    });
  }
}
