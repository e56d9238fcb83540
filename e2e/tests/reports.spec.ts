import fs from 'node:fs';
import { expect, test } from '../support/test';
import { parseCsv, REPORTS, reportTexts } from '../support/report-texts';
import { capture, sizes, watchForErrors } from '../support/screens';
import { signIn } from '../support/session';
import { users } from '../support/users';

for (const locale of ['en', 'ar'] as const) {
  test(`each report opens from the sidebar's Reports group (${locale})`, async ({ page }) => {
    const t = reportTexts(locale).reports;
    const problems = watchForErrors(page);
    await signIn(page, users.admin, { prefix: `/${locale}` });
    for (const report of REPORTS) {
      await page.goto(`/${locale}/dashboard/report/${report.kind}`);
      await expect(page.getByRole('heading', { level: 1, name: t[report.name].title })).toBeVisible();
      await expect(page.getByRole('table', { name: t[report.name].table }).or(page.getByText(t[report.name].empty))).toBeVisible();
      await expect(page.getByRole('button', { name: t.actions.export })).toBeVisible();
      await expect(page.getByRole('button', { name: t.actions.print })).toBeVisible();
    }
    expect(problems).toEqual([]);
  });
}

test('latest orders filtered to last month, exported to CSV: the file holds the table’s rows', async ({ page }) => {
  const texts = reportTexts('en');
  const t = texts.reports;
  await signIn(page, users.admin, { to: '/dashboard/report/latest-orders' });
  await page.getByLabel(texts.table.period.label, { exact: true }).selectOption({ label: texts.table.period.presets.lastMonth });
  const now = new Date();
  const first = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const last = new Date(now.getFullYear(), now.getMonth(), 0);
  const day = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  await expect(page).toHaveURL(new RegExp(`date_from=${day(first)}.*date_to=${day(last)}`));
  const table = page.getByRole('table', { name: t.latestOrders.table });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const codes = await table.locator('tbody tr td:first-child').allInnerTexts();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t.actions.export }).click()]);
  expect(download.suggestedFilename()).toBe(`latest-orders_${day(first)}_${day(last)}.csv`);
  const bytes = fs.readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [, ...rows] = parseCsv(bytes.toString('utf8')).filter((row) => row.length > 1);
  // The table is the file's first page, in the same order.
  expect(rows.slice(0, codes.length).map((row) => row[1])).toEqual(codes.map((code) => code.trim()));
  expect(rows.length).toBeGreaterThanOrEqual(codes.length);
});

for (const size of sizes) {
  for (const locale of ['en', 'ar'] as const) {
    test.describe(() => {
      test.use({ viewport: { width: size.width, height: size.height } });
      test(`pictures of the reports in ${locale} at ${size.width}`, async ({ page }) => {
        const texts = reportTexts(locale);
        const t = texts.reports;
        await signIn(page, users.admin, { prefix: `/${locale}` });
        for (const report of REPORTS.filter((r) => ['monthly-sales', 'most-sellers', 'items-view', 'top-customer'].includes(r.kind))) {
          await page.goto(`/${locale}/dashboard/report/${report.kind}`);
          await expect(page.getByRole('heading', { level: 1, name: t[report.name].title })).toBeVisible();
          await page.getByLabel(texts.table.period.label, { exact: true }).selectOption({ label: texts.table.period.presets.last12Months });
          await expect(page).toHaveURL(/date_from=/);
          await expect(page.getByRole('table', { name: t[report.name].table }).or(page.getByText(t[report.name].empty))).toBeVisible();
          await page.waitForLoadState('networkidle');
          await capture(page, locale, `report-${report.kind}-${locale}-${size.name}`, { fullPage: true });
        }
      });
    });
  }
}
