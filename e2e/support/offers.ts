import path from 'node:path';
import type { Locale } from '@matjar/shared';
import { expect, type Page } from '@playwright/test';
import { toast } from './chrome';

const picture = path.join(import.meta.dirname, '../fixtures/brand-logo.png');

/** What the offer form and list say, as their catalogues word it (literals: a wrong translation must fail). */
export const offerFormTexts = {
  en: {
    table: 'Offers',
    submit: 'Add offer',
    titleEn: 'English title',
    titleAr: 'Arabic title',
    descriptionEn: 'English description',
    descriptionAr: 'Arabic description',
    start: 'Start date',
    end: 'End date',
    amount: 'Discount amount',
    pickSingle: 'Product or variant',
    flashSale: 'Flash sale',
    created: 'Offer added',
    scheduled: 'Scheduled',
  },
  ar: {
    table: 'العروض',
    submit: 'إضافة العرض',
    titleEn: 'العنوان بالإنجليزية',
    titleAr: 'العنوان بالعربية',
    descriptionEn: 'الوصف بالإنجليزية',
    descriptionAr: 'الوصف بالعربية',
    start: 'تاريخ البدء',
    end: 'تاريخ الانتهاء',
    amount: 'قيمة الخصم',
    pickSingle: 'المنتج أو النوع',
    flashSale: 'تخفيض سريع',
    created: 'أُضيف العرض',
    scheduled: 'مجدول',
  },
} as const;

/** Fills what every offer needs: titles (`title` with ` en` and ` عربي`), descriptions, days and the discount. */
export async function fillOffer(
  page: Page,
  locale: Locale,
  title: string,
  days: { start: string; end: string },
  { amount = '10', description = { en: 'Two together cost less.', ar: 'اشترِ الاثنين معًا بسعر أقل.' } } = {},
): Promise<void> {
  const t = offerFormTexts[locale];
  await page.getByLabel(t.titleEn).fill(`${title} en`);
  await page.getByLabel(t.titleAr).fill(`${title} عربي`);
  await page.getByLabel(t.descriptionEn).fill(description.en);
  await page.getByLabel(t.descriptionAr).fill(description.ar);
  await page.getByLabel(t.start).fill(days.start);
  await page.getByLabel(t.end).fill(days.end);
  await page.getByLabel(t.end).blur();
  await page.getByLabel(t.amount).fill(amount);
}

/** Picks a product by its sku in the picker named `label`. */
export async function pickProduct(page: Page, label: string, sku: string, name: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).fill(sku);
  // Chosen by keyboard once the server's answer (that product alone) has replaced the
  // earlier one: the list may open under the sticky Save bar, out of a pointer's reach.
  await expect(page.getByRole('option')).toHaveCount(1);
  await expect(page.getByRole('option', { name: new RegExp(name) })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  // The product's full record is read before it joins the list.
  await expect(page.getByTestId('picked-product').filter({ hasText: sku })).toBeVisible();
}

/** Gives a flash sale its header and popup pictures and adds it: the list of offers follows. */
export async function addWithPictures(page: Page, locale: Locale): Promise<void> {
  const files = page.locator('input[type=file]');
  await files.nth(0).setInputFiles(picture);
  await files.nth(1).setInputFiles(picture);
  await page.getByRole('button', { name: offerFormTexts[locale].submit, exact: true }).click();
  await expect(toast(page, offerFormTexts[locale].created)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/offers$/);
}
