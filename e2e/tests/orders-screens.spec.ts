import type { OrderRow } from '@matjar/shared';
import { expect, test } from '../support/test';
import { capture, watchForErrors } from '../support/screens';
import { apiToken, signIn } from '../support/session';
import { users } from '../support/users';

/**
 * Pictures of the orders screens (list, order page, print view, phone order form) in both
 * languages, at 1280 and 390 wide, for a person to judge (e2e/test-results/…/screens/).
 */
const sizes = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

for (const size of sizes) {
  for (const locale of ['en', 'ar'] as const) {
    test.describe(() => {
      test.use({ viewport: { width: size.width, height: size.height } });

      test(`orders screens in ${locale} at ${size.width}`, async ({ page, request }) => {
        const prefix = `/${locale}` as const;
        const name = (screen: string) => `orders-${screen}-${locale}-${size.name}`;
        const problems = watchForErrors(page);
        // A seeded order with an invoice shows every part of the page.
        const token = await apiToken(request, users.admin);
        const listed = await request.get('/api/dashboard/orders', {
          headers: { Authorization: `Bearer ${token}` },
          params: { has_invoice: 'true', perPage: 1 },
        });
        const [order] = ((await listed.json()) as { data: OrderRow[] }).data;

        await signIn(page, users.admin, { prefix, to: '/dashboard/orders' });
        await expect(page.getByRole('table').first()).toHaveAttribute('aria-busy', 'false');
        // The list fits the screen (a phone stacks each order into a card): nothing scrolls sideways.
        const table = (await page.getByRole('table').first().boundingBox())!;
        expect(table.x).toBeGreaterThanOrEqual(0);
        expect(table.x + table.width).toBeLessThanOrEqual(size.width);
        await capture(page, locale, name('list'), { fullPage: true });

        await page.goto(`${prefix}/dashboard/orders/${order!.id}`);
        await expect(page.getByTestId('invoice-code')).toBeVisible();
        // Every line's total is on screen without scrolling sideways, phone or not.
        const totals = page.getByTestId('line-total');
        await expect(totals.first()).toBeVisible();
        for (const total of await totals.all()) {
          const box = (await total.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(size.width);
        }
        await capture(page, locale, name('page'), { fullPage: true });

        await page.goto(`${prefix}/dashboard/orders/${order!.id}/print`);
        await expect(page.getByRole('article')).toBeVisible();
        await capture(page, locale, name('print'), { fullPage: true });

        await page.goto(`${prefix}/dashboard/orders/${order!.id}/print?doc=packing-slip`);
        await expect(page.getByRole('article')).toBeVisible();
        await capture(page, locale, name('packing-slip'), { fullPage: true });

        await page.goto(`${prefix}/dashboard/orders/create`);
        await expect(page.getByRole('combobox').first()).toBeVisible();
        await capture(page, locale, name('create'), { fullPage: true });

        await page.goto(`${prefix}/dashboard/comments`);
        await expect(page.getByRole('table').first()).toHaveAttribute('aria-busy', 'false');
        await capture(page, locale, name('comments'), { fullPage: true });

        expect(problems).toEqual([]);
      });
    });
  }
}
