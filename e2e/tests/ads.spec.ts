import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { toast } from '../support/chrome';
import { captureListAndForm, listTable, openList, pictureTitles } from '../support/lists';
import { dayFromToday } from '../support/promotions';

const picture = path.join(import.meta.dirname, '../fixtures/brand-logo.png');

/** What the ads screen says, as its catalogues word it (literals: a wrong translation must fail). */
const texts = {
  en: {
    table: 'Ads',
    add: 'Add ad',
    titleEn: 'English title',
    titleAr: 'Arabic title',
    link: 'Link',
    start: 'Start date',
    end: 'End date',
    endBeforeStart: 'The end date must be on or after the start date',
    otherSize: /This picture is .* px; this place shows height 400 px best\./,
    created: 'Ad added',
    running: 'Running',
    reorder: 'Reorder ads',
    up: 'Move up',
    save: 'Save order',
    reordered: 'The new order is saved',
  },
  ar: {
    table: 'الإعلانات',
    add: 'إضافة إعلان',
    titleEn: 'العنوان بالإنجليزية',
    titleAr: 'العنوان بالعربية',
    link: 'الرابط',
    start: 'تاريخ البدء',
    end: 'تاريخ الانتهاء',
    endBeforeStart: 'يجب أن يكون تاريخ الانتهاء في يوم البدء أو بعده',
    otherSize: /مقاس هذه الصورة .* بكسل، والأنسب لهذا المكان بارتفاع 400 بكسل\./,
    created: 'تمت إضافة الإعلان',
    running: 'معروض',
    reorder: 'ترتيب الإعلانات',
    up: 'تحريك لأعلى',
    save: 'حفظ الترتيب',
    reordered: 'تم حفظ الترتيب الجديد',
  },
} as const;

for (const locale of ['en', 'ar'] as const) {
  const t = texts[locale];
  const table = (page: Page) => listTable(page, t.table);
  const titles = (page: Page) => pictureTitles(page, t.table);
  const openAds = (page: Page, search = '') => openList(page, locale, `/dashboard/ads${search}`, t.table);

  test.describe(`ads (${locale})`, () => {
    test('add an ad to the home page top slot: the picture size is checked, the days too', async ({ page }) => {
      const tag = `${Date.now() % 100000}`;
      await openAds(page, '?placement=home&position=top');
      await page.getByRole('button', { name: t.add }).first().click();
      const form = page.getByRole('dialog', { name: t.add });
      await form.locator('input[type=file]').setInputFiles(picture);
      // A hint, not a refusal: the top banner is best 400 high.
      await expect(form.getByText(t.otherSize)).toBeVisible();
      await form.getByLabel(t.titleEn).fill(`Flash ${tag}`);
      await form.getByLabel(t.titleAr).fill(`عرض ${tag}`);
      await form.getByLabel(t.link).fill('/offers/flash');
      await form.getByLabel(t.start).fill(dayFromToday(3));
      await form.getByLabel(t.end).fill(dayFromToday(1));
      await form.getByLabel(t.end).blur();
      await form.getByRole('button', { name: t.add, exact: true }).click();
      await expect(form.getByText(t.endBeforeStart)).toBeVisible();

      await form.getByLabel(t.start).fill(dayFromToday(0));
      await form.getByLabel(t.end).fill(dayFromToday(7));
      await form.getByLabel(t.end).blur();
      await form.getByRole('button', { name: t.add, exact: true }).click();
      await expect(toast(page, t.created)).toBeVisible();
      const row = table(page).getByRole('row').filter({ hasText: locale === 'ar' ? `عرض ${tag}` : `Flash ${tag}` });
      await expect(row).toContainText(t.running);
      await expect(row.locator('bdi[dir=ltr]')).toHaveText('/offers/flash');
    });

    test('reorder the ads of one slot', async ({ page }) => {
      await openAds(page, '?placement=home&position=top');
      const before = await titles(page);
      expect(before.length).toBeGreaterThanOrEqual(2);
      await page.getByRole('button', { name: t.reorder }).click();
      const dialog = page.getByRole('dialog', { name: t.reorder });
      await expect(dialog.getByTestId('reorder-item')).toHaveCount(before.length);
      await dialog.getByRole('button', { name: `${t.up}: ${before[1]}` }).click();
      await dialog.getByRole('button', { name: t.save }).click();
      await expect(toast(page, t.reordered)).toBeVisible();
      await expect.poll(() => titles(page)).toEqual([before[1], before[0], ...before.slice(2)]);
    });

    test('screens at 1280 and 390 wide', async ({ page }) => {
      await openAds(page);
      for (const width of [1280, 390]) {
        await captureListAndForm(page, locale, width, { to: '/dashboard/ads', add: t.add, form: t.add, name: 'ads' });
      }
    });
  });
}
