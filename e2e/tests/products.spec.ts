import type { Locale } from '@matjar/shared';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { sidebar, toast } from '../support/chrome';
import { expectLocale, usualPrefix } from '../support/locale';
import { productTexts } from '../support/product-texts';
import { apiToken, signIn } from '../support/session';
import { uniqueTag } from '../support/units-api';
import { users } from '../support/users';

/** Picks `option` in a searchable select named `label` by typing part of it. */
async function pick(page: Page, label: string, option: string): Promise<void> {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).first().click();
}

interface NewProduct {
  name: { en: string; ar: string };
  sku: string;
  sellingPrice: string;
  options?: { name: { en: string; ar: string }; values: [string, string][] }[];
}

/** Fills every required field of the create form (seeded category, brand and unit). */
async function fillProductForm(page: Page, locale: Locale, product: NewProduct): Promise<void> {
  const t = productTexts[locale];
  await page.getByRole('textbox', { name: t.nameEn, exact: true }).fill(product.name.en);
  await page.getByRole('textbox', { name: t.nameAr, exact: true }).fill(product.name.ar);
  await page.getByRole('textbox', { name: t.sku, exact: true }).fill(product.sku);
  await page.getByRole('textbox', { name: t.barcode, exact: true }).fill(`BC-${product.sku}`);
  await page.getByRole('textbox', { name: t.buyingPrice, exact: true }).fill('60');
  await page.getByRole('textbox', { name: t.sellingPrice, exact: true }).fill(product.sellingPrice);
  await page.getByRole('textbox', { name: t.quantity, exact: true }).fill('12');
  await pick(page, t.category, t.seed.category);
  await pick(page, t.brand, t.seed.brand);
  await pick(page, t.unit, t.seed.unit);
  for (const [index, option] of (product.options ?? []).entries()) {
    await page.getByRole('button', { name: t.addOption }).click();
    const group = page.getByRole('group', { name: t.option(index + 1) });
    await group.getByRole('textbox', { name: t.optionNameEn, exact: true }).fill(option.name.en);
    await group.getByRole('textbox', { name: t.optionNameAr, exact: true }).fill(option.name.ar);
    for (const [i, [en, ar]] of option.values.entries()) {
      if (i > 0) await group.getByRole('button', { name: t.addValue }).click();
      await group.getByRole('textbox', { name: t.valueEn(i + 1), exact: true }).fill(en);
      await group.getByRole('textbox', { name: t.valueAr(i + 1), exact: true }).fill(ar);
    }
  }
  const keywordsEn = page.getByRole('combobox', { name: t.keywordsEn, exact: true });
  await keywordsEn.fill('jacket');
  await keywordsEn.press('Enter');
  const keywordsAr = page.getByRole('combobox', { name: t.keywordsAr, exact: true });
  await keywordsAr.fill('سترة');
  await keywordsAr.press('Enter');
  await page.getByRole('textbox', { name: t.metaEn, exact: true }).fill(`${product.name.en} for every day`);
  await page.getByRole('textbox', { name: t.metaAr, exact: true }).fill(`${product.name.ar} لكل يوم`);
}

const listTable = (page: Page, locale: Locale) => page.getByRole('table', { name: productTexts[locale].listTable });

test.describe('products (ar)', () => {
  const t = productTexts.ar;

  test('create a product with two options, see its four variants, find it by another spelling', async ({ page }) => {
    const tag = uniqueTag();
    await signIn(page, users.admin, { prefix: usualPrefix('ar'), to: '/dashboard/products/create' });
    await expectLocale(page, 'ar');
    await fillProductForm(page, 'ar', {
      name: { en: `Elegant jacket ${tag}`, ar: `سترة أنيقة ${tag}` },
      sku: `JK-${tag}`,
      sellingPrice: '0',
      options: [
        { name: { en: 'Size', ar: 'المقاس' }, values: [['S', 'صغير'], ['L', 'كبير']] },
        { name: { en: 'Colour', ar: 'اللون' }, values: [['Red', 'أحمر'], ['Blue', 'أزرق']] },
      ],
    });
    await expect(page.getByTestId('variants-count')).toHaveText(t.makes(4));

    // A zero price is refused, in Arabic, on the field.
    await page.getByRole('button', { name: t.create }).click();
    await expect(page.getByText(t.priceZero)).toBeVisible();
    await expect(page.getByRole('textbox', { name: t.sellingPrice, exact: true })).toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('textbox', { name: t.sellingPrice, exact: true }).fill('150');
    await page.getByRole('button', { name: t.create }).click();
    await expect(toast(page, t.created)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/products\/\d+\/children$/);
    const variants = page.getByRole('table', { name: t.variantsTable });
    await expect(variants.locator('tbody tr')).toHaveCount(4);
    await expect(variants).toContainText('المقاس: كبير');
    await expect(variants).toContainText('اللون: أزرق');

    // One variant gets its own price in the side panel.
    const smallRed = variants.getByRole('row').filter({ hasText: 'المقاس: صغير' }).filter({ hasText: 'اللون: أحمر' });
    await smallRed.getByRole('button', { name: /^تعديل: / }).click();
    const drawer = page.getByRole('dialog', { name: t.editVariant });
    await expect(drawer.getByRole('textbox', { name: t.sellingPrice, exact: true })).toHaveValue('150.00');
    await drawer.getByRole('textbox', { name: t.sellingPrice, exact: true }).fill('175');
    await drawer.getByRole('button', { name: t.save }).click();
    await expect(toast(page, t.variantUpdated)).toBeVisible();
    await expect(smallRed).toContainText('175.00');

    // Bare alef for "أ", haa for taa marbuta: the same words to the reader.
    await page.goto(`/ar/dashboard/products?search=${encodeURIComponent(`ستره انيقه ${tag}`)}`);
    await expect(listTable(page, 'ar').locator('tbody tr')).toHaveCount(1);
    await expect(listTable(page, 'ar')).toContainText(`سترة أنيقة ${tag}`);
    await expect(listTable(page, 'ar')).toContainText('4 أصناف فرعية');
  });
});

test('a taken SKU is refused by the server, in Arabic, on its field', async ({ page }) => {
  const t = productTexts.ar;
  const tag = uniqueTag();
  await signIn(page, users.admin, { prefix: usualPrefix('ar'), to: '/dashboard/products/create' });
  await fillProductForm(page, 'ar', { name: { en: `Copy ${tag}`, ar: `نسخة ${tag}` }, sku: 'MJ-0001', sellingPrice: '10' });
  await page.getByRole('button', { name: t.create }).click();
  const sku = page.getByRole('textbox', { name: t.sku, exact: true });
  await expect(sku).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(t.skuTaken)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/products\/create$/);
});

test.describe('products (en)', () => {
  const t = productTexts.en;

  test('create, change the price in quick edit, archive', async ({ page }) => {
    const tag = uniqueTag();
    const name = `Canvas bag ${tag}`;
    await signIn(page, users.admin, { to: '/dashboard/products/create' });
    await fillProductForm(page, 'en', { name: { en: name, ar: `حقيبة قماش ${tag}` }, sku: `BG-${tag}`, sellingPrice: '120' });
    // The same keyword in other letters is refused as it is typed.
    const keywords = page.getByRole('combobox', { name: t.keywordsEn, exact: true });
    await keywords.fill('JACKET');
    await keywords.press('Enter');
    await expect(page.getByText(t.wordExists)).toBeVisible();
    await page.getByRole('button', { name: t.create }).click();
    await expect(toast(page, t.created)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/products$/);

    await page.goto(`/dashboard/products/das?search=${tag}`);
    const price = page.getByRole('textbox', { name: `${t.sellingPrice}: ${name}` });
    await expect(price).toHaveValue('120.00');
    await price.fill('99.50');
    await expect(page.locator('tr[data-changed]')).toHaveCount(1);
    // Leaving with unsaved changes asks first.
    await sidebar(page).getByRole('link', { name: t.listTable }).click();
    const leave = page.getByRole('dialog', { name: t.leaveTitle });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: t.stay }).click();
    await expect(page).toHaveURL(/\/dashboard\/products\/das/);
    await expect(price).toHaveValue('99.50');
    await page.getByRole('button', { name: t.dasSave }).click();
    await expect(toast(page, t.saved)).toBeVisible();
    await expect(page.locator('tr[data-changed]')).toHaveCount(0);

    await page.goto(`/dashboard/products?search=${tag}`);
    const row = listTable(page, 'en').getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('99.50');
    await row.getByRole('button', { name: `${t.more}: ${name}` }).click();
    await page.getByRole('menuitem', { name: t.archive }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.archive }).click();
    await expect(toast(page, t.archived)).toBeVisible();
    await expect(listTable(page, 'en')).toHaveCount(0);

    await page.getByRole('combobox', { name: t.showing, exact: true }).click();
    await page.getByRole('option', { name: t.archivedState }).click();
    await expect(page).toHaveURL(/archived=/);
    await expect(listTable(page, 'en').getByRole('row').filter({ hasText: name })).toBeVisible();
  });

  test('export the filtered list as CSV', async ({ page }) => {
    await signIn(page, users.admin, { to: '/dashboard/products?search=jeans' });
    await expect(listTable(page, 'en').locator('tbody tr')).toHaveCount(1);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t.exportCsv }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('products.csv');
    const lines = (await (await import('node:fs/promises')).readFile(await file.path(), 'utf8')).trim().split(/\r?\n/);
    expect(lines[0]).toContain('sku');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Classic jeans');
  });

  test('a CSV import with a wrong row imports nothing and lists the problems', async ({ page }) => {
    const tag = uniqueTag();
    await signIn(page, users.admin, { to: '/dashboard/products' });
    const header = 'sku,barcode,name_en,name_ar,category_id,brand_id,unit_id,buying_price,selling_price,tax_percent,quantity,seo_keywords_en,seo_keywords_ar,meta_description_en,meta_description_ar';
    const good = `CSV-${tag}-1,BC-${tag}-1,Mug ${tag},كوب ${tag},1,1,1,10,25,0,5,mug,كوب,A mug,كوب للشاي`;
    const bad = `CSV-${tag}-2,BC-${tag}-2,,طبق ${tag},1,1,1,10,0,0,5,plate,طبق,A plate,طبق`;
    await page.locator('input[type=file]').setInputFiles({
      name: 'products.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${header}\n${good}\n${bad}\n`),
    });
    const dialog = page.getByRole('dialog', { name: t.importTitle });
    await dialog.getByRole('button', { name: t.importConfirm }).click();
    const report = dialog.getByRole('table', { name: t.reportTitle });
    // Spreadsheet rows: the header is row 1, so the wrong row is row 3.
    await expect(report.locator('tbody tr')).toHaveCount(2);
    await expect(report.getByRole('row').filter({ hasText: 'name_en' })).toContainText('3');
    await expect(report.getByRole('row').filter({ hasText: 'selling_price' })).toContainText(t.priceZero);
    await dialog.getByRole('button', { name: t.close }).click();
    // All or nothing: the good row is not in either.
    await page.getByRole('searchbox', { name: t.searchLabel }).fill(`Mug ${tag}`);
    await expect(page.getByText(t.noResults)).toBeVisible();
  });

  test('removing every option asks first: cancelling keeps the variants, confirming removes them', async ({ page, request }) => {
    const tag = uniqueTag();
    const token = await apiToken(request, users.admin);
    const headers = { Authorization: `Bearer ${token}` };
    const created = await request.post('/api/dashboard/products', {
      headers,
      data: {
        name: { en: `Scarf ${tag}`, ar: `وشاح ${tag}` }, sku: `SCF-${tag}`, barcode: `BC-SCF-${tag}`, buying_price: '5', selling_price: '9',
        tax_percent: '0', quantity: 0, category_id: 1, brand_id: 1, unit_id: 1,
        seo_keywords: { en: ['scarf'], ar: ['وشاح'] }, meta_description: { en: 'A scarf', ar: 'وشاح' },
        options: [{ name: { en: 'Colour', ar: 'اللون' }, type: 'radio', values: [{ en: 'Red', ar: 'أحمر' }, { en: 'Blue', ar: 'أزرق' }] }],
      },
    });
    expect(created.status()).toBe(201);
    const { id } = ((await created.json()) as { data: { id: number } }).data;
    const variantsCount = async () =>
      ((await (await request.get(`/api/dashboard/products/${id}`, { headers })).json()) as { data: { variants_count: number } }).data.variants_count;

    await signIn(page, users.admin, { to: `/dashboard/products/${id}` });
    await page.getByRole('button', { name: t.removeOption(1) }).click();
    await page.getByRole('button', { name: t.save, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.removeAllTitle });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/dashboard/products/${id}$`));
    expect(await variantsCount()).toBe(2);

    await page.getByRole('button', { name: t.save, exact: true }).click();
    await page.getByRole('dialog', { name: t.removeAllTitle }).getByRole('button', { name: t.removeAllConfirm }).click();
    await expect(toast(page, t.updated)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/products$/);
    expect(await variantsCount()).toBe(0);
  });

  test('two selected products are deleted together after confirming', async ({ page, request }) => {
    const tag = uniqueTag();
    const token = await apiToken(request, users.admin);
    for (const n of [1, 2]) {
      const response = await request.post('/api/dashboard/products', {
        headers: { Authorization: `Bearer ${token}` },
        data: {
          name: { en: `Lamp ${n} ${tag}`, ar: `مصباح ${n} ${tag}` }, sku: `LMP-${tag}-${n}`, barcode: `BC-LMP-${tag}-${n}`, buying_price: '5', selling_price: '9',
          tax_percent: '0', quantity: 3, category_id: 1, brand_id: 1, unit_id: 1,
          seo_keywords: { en: ['lamp'], ar: ['مصباح'] }, meta_description: { en: 'A lamp', ar: 'مصباح' },
        },
      });
      expect(response.status()).toBe(201);
    }
    await signIn(page, users.admin, { to: `/dashboard/products?search=${tag}` });
    await expect(listTable(page, 'en').locator('tbody tr')).toHaveCount(2);
    await page.getByRole('checkbox', { name: t.selectPage }).check();
    await page.getByRole('button', { name: t.deleteSelected }).click();
    await page.getByRole('dialog', { name: t.deleteTwoTitle }).getByRole('button', { name: t.delete, exact: true }).click();
    await expect(toast(page, t.deletedTwo)).toBeVisible();
    await expect(page.getByText(t.noResults)).toBeVisible();
  });
});
