import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { toast } from '../support/chrome';
import { captureListAndForm, listTable, openList, pictureTitles } from '../support/lists';
import { capture } from '../support/screens';

const picture = path.join(import.meta.dirname, '../fixtures/brand-logo.png');

/** What the sliders screen says, as its catalogues word it (literals: a wrong translation must fail). */
const texts = {
  en: {
    table: 'Sliders',
    add: 'Add slide',
    createTitle: 'Add slide',
    titleEn: 'English title',
    titleAr: 'Arabic title',
    buttonEn: 'English button title',
    buttonAr: 'Arabic button title',
    url: 'Button URL',
    contentEn: 'English content',
    contentAr: 'Arabic content',
    badUrl: 'Button URL must be a web address such as https://example.com or /offers',
    created: 'Slide added',
    reorder: 'Reorder slides',
    up: 'Move up',
    save: 'Save order',
    reordered: 'The new order is saved',
    hide: 'Hide',
    hidden: 'The slide is hidden',
    hiddenBadge: 'Hidden',
  },
  ar: {
    table: 'السلايدر',
    add: 'إضافة شريحة',
    createTitle: 'إضافة شريحة',
    titleEn: 'العنوان بالإنجليزية',
    titleAr: 'العنوان بالعربية',
    buttonEn: 'عنوان الزر بالإنجليزية',
    buttonAr: 'عنوان الزر بالعربية',
    url: 'رابط الزر',
    contentEn: 'المحتوى بالإنجليزية',
    contentAr: 'المحتوى بالعربية',
    badUrl: 'رابط الزر يجب أن يكون عنواناً على الويب مثل ⁦https://example.com⁩ أو ⁦/offers⁩',
    created: 'تمت إضافة الشريحة',
    reorder: 'ترتيب الشرائح',
    up: 'تحريك لأعلى',
    save: 'حفظ الترتيب',
    reordered: 'تم حفظ الترتيب الجديد',
    hide: 'إخفاء',
    hidden: 'تم إخفاء الشريحة',
    hiddenBadge: 'مخفية',
  },
} as const;

for (const locale of ['en', 'ar'] as const) {
  const t = texts[locale];
  const table = (page: Page) => listTable(page, t.table);
  const titles = (page: Page) => pictureTitles(page, t.table);
  const openSliders = (page: Page, search = '') => openList(page, locale, `/dashboard/slider${search}`, t.table);

  test.describe(`sliders (${locale})`, () => {
    test('add a slide with its picture, refused first for a bad link', async ({ page }) => {
      const tag = `${Date.now() % 100000}`;
      await openSliders(page, '?type=about');
      await page.getByRole('button', { name: t.add }).first().click();
      const form = page.getByRole('dialog', { name: t.createTitle });
      await form.getByLabel(t.titleEn).fill(`Team ${tag}`);
      await form.getByLabel(t.titleAr).fill(`الفريق ${tag}`);
      await form.getByLabel(t.buttonEn).fill('Meet us');
      await form.getByLabel(t.buttonAr).fill('تعرّف علينا');
      await form.getByLabel(t.contentEn).fill('The people behind the store.');
      await form.getByLabel(t.contentAr).fill('الناس وراء المتجر.');
      await form.getByLabel(t.url).fill('javascript:alert(1)');
      await form.locator('input[type=file]').setInputFiles(picture);
      await form.getByRole('button', { name: t.add, exact: true }).click();
      await expect(form.getByText(t.badUrl)).toBeVisible();

      await form.getByLabel(t.url).fill('/pages/team');
      await form.getByRole('button', { name: t.add, exact: true }).click();
      await expect(toast(page, t.created)).toBeVisible();
      await expect(form).toBeHidden();
      const added = table(page).getByRole('row').filter({ hasText: locale === 'ar' ? `الفريق ${tag}` : `Team ${tag}` });
      await expect(added).toContainText('/pages/team');
      // The link stays one left-to-right run inside the Arabic row.
      await expect(added.locator('bdi[dir=ltr]')).toHaveText('/pages/team');
      await expect(added.getByRole('img', { name: locale === 'ar' ? `الفريق ${tag}` : `Team ${tag}` })).toBeVisible();
    });

    test('reorder two slides of the main slider, then hide one', async ({ page }) => {
      await openSliders(page, '?type=main');
      const before = await titles(page);
      expect(before.length).toBeGreaterThanOrEqual(2);

      await page.getByRole('button', { name: t.reorder }).click();
      const dialog = page.getByRole('dialog', { name: t.reorder });
      const items = dialog.getByTestId('reorder-item');
      await expect(items).toHaveCount(before.length);
      if (locale === 'en') {
        // By the handle, as a mouse does it: the second slide dropped on the first.
        await items.nth(1).dragTo(items.nth(0));
      } else {
        await dialog.getByRole('button', { name: `${t.up}: ${before[1]}` }).click();
      }
      await expect(items.nth(0)).toContainText(before[1] as string);
      await dialog.getByRole('button', { name: t.save }).click();
      await expect(toast(page, t.reordered)).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect.poll(() => titles(page)).toEqual([before[1], before[0], ...before.slice(2)]);

      const first = table(page).getByRole('row').filter({ hasText: before[1] as string });
      await first.getByRole('button', { name: `${t.hide}: ${before[1]}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: t.hide }).click();
      await expect(toast(page, t.hidden)).toBeVisible();
      await expect(first).toContainText(t.hiddenBadge);
    });

    test('screens at 1280 and 390 wide', async ({ page }) => {
      await openSliders(page);
      for (const width of [1280, 390]) {
        await captureListAndForm(page, locale, width, { to: '/dashboard/slider', add: t.add, form: t.createTitle, name: 'sliders' });
        await page.getByRole('button', { name: t.reorder }).click();
        await expect(page.getByRole('dialog', { name: t.reorder }).getByTestId('reorder-item').first()).toBeVisible();
        await capture(page, locale, `sliders-reorder-${locale}-${width}`);
      }
    });
  });
}
