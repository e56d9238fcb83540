import { expect, test } from '../support/test';
import { expectLocale, usualPrefix } from '../support/locale';
import { addWithPictures, fillOffer, offerFormTexts, pickProduct } from '../support/offers';
import { daysAhead, plainProducts } from '../support/promotions';
import { apiToken, signIn } from '../support/session';
import { uniqueTag } from '../support/units-api';
import { users } from '../support/users';

/** What the offers screens say, as their catalogues word it (literals: a wrong translation must fail). */
const texts = {
  en: {
    ...offerFormTexts.en,
    add: 'Add offer',
    bundle: 'Bundle',
    pickBundle: 'Add a product or variant',
    // The size to upload, nothing else, its sides ungrouped (issue 35).
    headerHint: /^Recommended size: 1820 × 580 px$/,
    flashImages: 'A flash sale needs a header image and a popup image',
    alreadyHasOffer: 'this item already has offer',
  },
  ar: {
    ...offerFormTexts.ar,
    add: 'إضافة عرض',
    bundle: 'حزمة',
    pickBundle: 'أضف منتجًا أو نوعًا',
    headerHint: /^المقاس المقترح: 1820 × 580 بكسل$/,
    flashImages: 'التخفيض السريع يحتاج إلى صورة رأس وصورة منبثقة',
    alreadyHasOffer: 'هذا العنصر عليه عرض بالفعل',
  },
} as const;

for (const locale of ['ar', 'en'] as const) {
  const t = texts[locale];

  test(`a bundle flash sale with both pictures, then an item already in it is refused (${locale})`, async ({ page, request }) => {
    const tag = uniqueTag();
    const token = await apiToken(request, users.admin);
    const [first, second] = await plainProducts(request, token, 2);
    const days = daysAhead(10);

    await signIn(page, users.admin, { prefix: usualPrefix(locale), to: '/dashboard/offers/create' });
    await expectLocale(page, locale);
    await expect(page.getByRole('heading', { name: t.add, level: 1 })).toBeVisible();
    await fillOffer(page, locale, `Bundle ${tag}`, days);
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

    await addWithPictures(page, locale);
    const row = page.getByRole('table', { name: t.table }).getByRole('row').filter({ hasText: `Bundle ${tag}` });
    await expect(row).toContainText(t.flashSale);
    await expect(row).toContainText(t.scheduled);

    // A single offer on the bundle's second item, on days that overlap: refused on that item, nothing stored.
    await page.goto(`${usualPrefix(locale)}/dashboard/offers/create`);
    // (computed at the start: the clock has moved on since)
    await fillOffer(page, locale, `Single ${tag}`, { start: days.end, end: days.end });
    await pickProduct(page, t.pickSingle, second!.sku, second!.name[locale]);
    await page.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(page.getByTestId('picked-product').getByRole('alert')).toHaveText(t.alreadyHasOffer);
    await expect(page).toHaveURL(/\/dashboard\/offers\/create$/);
    const listed = await request.get('/api/dashboard/offers', { headers: { Authorization: `Bearer ${token}` }, params: { search: `Single ${tag}` } });
    expect(((await listed.json()) as { data: unknown[] }).data).toHaveLength(0);
  });
}
