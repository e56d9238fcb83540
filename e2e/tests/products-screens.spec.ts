import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { sidebar } from '../support/chrome';
import { expectLocale } from '../support/locale';
import { productTexts } from '../support/product-texts';
import { apiToken, signIn } from '../support/session';
import { users } from '../support/users';

/**
 * Pictures of the product screens for a person to judge (test-results/screens/), in both
 * languages, wide and narrow. A script error on any of them fails the run.
 */
const sizes = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function capture(page: Page, file: string, fullPage = true): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.mouse.move(0, 0);
  await page.screenshot({ path: path.join(test.info().project.outputDir, 'screens', `${file}.png`), fullPage, animations: 'disabled' });
}

for (const size of sizes) {
  for (const locale of ['en', 'ar'] as const) {
    test.describe(() => {
      test.use({ viewport: { width: size.width, height: size.height } });

      test(`product screens in ${locale} at ${size.width}`, async ({ page, request }) => {
        const t = productTexts[locale];
        const problems: string[] = [];
        page.on('pageerror', (error) => problems.push(error.message));
        const token = await apiToken(request, users.admin);
        const found = await request.get('/api/dashboard/products', { headers: { Authorization: `Bearer ${token}` }, params: { search: 'Cotton T-shirt' } });
        const id = ((await found.json()) as { data: { id: number }[] }).data[0]?.id;
        const name = (screen: string) => `product-${screen}-${locale}-${size.name}`;
        const prefix = `/${locale}` as const;

        await signIn(page, users.admin, { prefix, to: '/dashboard/products' });
        await expectLocale(page, locale);
        await expect(page.getByRole('table', { name: t.listTable }).locator('tbody tr').first()).toBeVisible();
        await capture(page, name('list'));

        await page.goto(`${prefix}/dashboard/products/${id}`);
        await expect(page.getByRole('combobox', { name: t.category, exact: true })).toBeVisible();
        await capture(page, name('form'));

        // An empty form sent: the page scrolls to the first message.
        await page.goto(`${prefix}/dashboard/products/create`);
        await page.getByRole('button', { name: t.create }).click();
        await expect(page.getByRole('textbox', { name: t.nameEn, exact: true })).toHaveAttribute('aria-invalid', 'true');
        await capture(page, name('form-errors'), false);

        await page.goto(`${prefix}/dashboard/products/${id}/show`);
        await expect(page.getByRole('table', { name: t.variantsTable })).toBeVisible();
        await capture(page, name('show'));
        // As printed: only the product sheet, on A4.
        await page.emulateMedia({ media: 'print' });
        await expect(sidebar(page, locale)).toBeHidden();
        await capture(page, name('show-print'));
        await page.emulateMedia({ media: 'screen' });

        await page.goto(`${prefix}/dashboard/products/${id}/children`);
        await expect(page.getByRole('table', { name: t.variantsTable })).toBeVisible();
        await capture(page, name('children'));

        await page.goto(`${prefix}/dashboard/products/das`);
        await expect(page.getByRole('table', { name: t.das })).toBeVisible();
        const cells = page.getByRole('table', { name: t.das }).getByRole('textbox');
        await cells.nth(0).fill('1');
        // A wrong value shows its message on its cell when saving.
        await cells.nth(1).fill('abc');
        await page.getByRole('button', { name: t.dasSave }).click();
        await expect(cells.nth(1)).toHaveAttribute('aria-invalid', 'true');
        await capture(page, name('das'));
        expect(problems).toEqual([]);
      });
    });
  }
}
