import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { toast } from '../support/chrome';
import { expectLocale, usualPrefix } from '../support/locale';
import { daysAhead, plainProducts } from '../support/promotions';
import { apiToken, signIn } from '../support/session';
import { uniqueTag } from '../support/units-api';
import { users } from '../support/users';

const picture = path.join(import.meta.dirname, '../fixtures/brand-logo.png');

/** What the offers screens say, as their catalogues word it (literals: a wrong translation must fail). */
const texts = {
  en: {
    table: 'Offers',
    add: 'Add offer',
    submit: 'Add offer',
    titleEn: 'English title',
    titleAr: 'Arabic title',
    descriptionEn: 'English description',
    descriptionAr: 'Arabic description',
    start: 'Start date',
    end: 'End date',
    amount: 'Discount amount',
    bundle: 'Bundle',
    pickBundle: 'Add a product or variant',
    pickSingle: 'Product or variant',
    flashSale: 'Flash sale',
    headerHint: /1.?820 × 580 px \(The spec gives 580 × 1.?820, a portrait; turned to fit the wide banner\.\)/,
    flashImages: 'A flash sale needs a header image and a popup image',
    created: 'Offer added',
    alreadyHasOffer: 'this item already has offer',
    scheduled: 'Scheduled',
  },
  ar: {
    table: 'العروض',
    add: 'إضافة عرض',
    submit: 'إضافة العرض',
    titleEn: 'العنوان بالإنجليزية',
    titleAr: 'العنوان بالعربية',
    descriptionEn: 'الوصف بالإنجليزية',
    descriptionAr: 'الوصف بالعربية',
    start: 'تاريخ البدء',
    end: 'تاريخ الانتهاء',
    amount: 'قيمة الخصم',
    bundle: 'حزمة',
    pickBundle: 'أضف منتجًا أو نوعًا',
    pickSingle: 'المنتج أو النوع',
    flashSale: 'تخفيض سريع',
    headerHint: /1.?820 × 580 بكسل \(المواصفات تذكر 580 × 1.?820 بالطول؛ عُكس المقاس ليناسب اللافتة العريضة\.\)/,
    flashImages: 'التخفيض السريع يحتاج إلى صورة رأس وصورة منبثقة',
    created: 'أُضيف العرض',
    alreadyHasOffer: 'هذا العنصر عليه عرض بالفعل',
    scheduled: 'مجدول',
  },
} as const;

for (const locale of ['ar', 'en'] as const) {
  const t = texts[locale];

  /** Fills what every offer needs: titles, descriptions, days and a 10% discount. */
  async function fillOffer(page: Page, title: string, days: { start: string; end: string }) {
    await page.getByLabel(t.titleEn).fill(`${title} en`);
    await page.getByLabel(t.titleAr).fill(`${title} عربي`);
    await page.getByLabel(t.descriptionEn).fill('Two together cost less.');
    await page.getByLabel(t.descriptionAr).fill('اشترِ الاثنين معًا بسعر أقل.');
    await page.getByLabel(t.start).fill(days.start);
    await page.getByLabel(t.end).fill(days.end);
    await page.getByLabel(t.end).blur();
    await page.getByLabel(t.amount).fill('10');
  }

  async function pickProduct(page: Page, label: string, sku: string, name: string) {
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

  test(`a bundle flash sale with both pictures, then an item already in it is refused (${locale})`, async ({ page, request }) => {
    const tag = uniqueTag();
    const token = await apiToken(request, users.admin);
    const [first, second] = await plainProducts(request, token, 2);
    const days = daysAhead(10);

    await signIn(page, users.admin, { prefix: usualPrefix(locale), to: '/dashboard/offers/create' });
    await expectLocale(page, locale);
    await expect(page.getByRole('heading', { name: t.add, level: 1 })).toBeVisible();
    await fillOffer(page, `Bundle ${tag}`, days);
    await page.getByText(t.bundle, { exact: true }).click();
    await pickProduct(page, t.pickBundle, first!.sku, first!.name[locale]);
    await pickProduct(page, t.pickBundle, second!.sku, second!.name[locale]);
    const items = page.getByTestId('picked-product');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText(first!.sku);

    // A flash sale without its pictures is refused, in the screen's language.
    // By keyboard: at the page's foot the switch sits under the sticky Save bar.
    const flashSale = page.getByRole('switch', { name: t.flashSale });
    await flashSale.focus();
    await page.keyboard.press('Space');
    await expect(flashSale).toBeChecked();
    await expect(page.getByText(t.headerHint)).toBeVisible();
    await page.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(page.getByText(t.flashImages).first()).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/offers\/create$/);

    const files = page.locator('input[type=file]');
    await files.nth(0).setInputFiles(picture);
    await files.nth(1).setInputFiles(picture);
    await page.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(toast(page, t.created)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/offers$/);
    const row = page.getByRole('table', { name: t.table }).getByRole('row').filter({ hasText: `Bundle ${tag}` });
    await expect(row).toContainText(t.flashSale);
    await expect(row).toContainText(t.scheduled);

    // A single offer on the bundle's second item, on days that overlap: refused on that item, nothing stored.
    await page.goto(`${usualPrefix(locale)}/dashboard/offers/create`);
    // (computed at the start: the clock has moved on since)
    await fillOffer(page, `Single ${tag}`, { start: days.end, end: days.end });
    await pickProduct(page, t.pickSingle, second!.sku, second!.name[locale]);
    await page.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(page.getByTestId('picked-product').getByRole('alert')).toHaveText(t.alreadyHasOffer);
    await expect(page).toHaveURL(/\/dashboard\/offers\/create$/);
    const listed = await request.get('/api/dashboard/offers', { headers: { Authorization: `Bearer ${token}` }, params: { search: `Single ${tag}` } });
    expect(((await listed.json()) as { data: unknown[] }).data).toHaveLength(0);
  });
}
