import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { toast } from '../support/chrome';
import { expectLocale, usualPrefix } from '../support/locale';
import { createCustomer, pick, placesTexts, uniqueMobile } from '../support/places';
import { apiToken, signIn } from '../support/session';
import { uniqueTag } from '../support/units-api';
import { users } from '../support/users';
import { widgetTexts } from '../support/widgets';

// Arabic first: the flow is an Arabic one; English repeats it once more.
for (const locale of ['ar', 'en'] as const) {
  const t = placesTexts[locale];
  const prefix = usualPrefix(locale);

  /** Adds a place on the current level's screen through its drawer. */
  async function addPlace(page: Page, button: string, name: { en: string; ar: string }, fee: string, created: string) {
    await page.getByRole('button', { name: button }).first().click();
    const drawer = page.getByRole('dialog', { name: button });
    await drawer.getByLabel(t.nameEn).fill(name.en);
    await drawer.getByLabel(t.nameAr).fill(name.ar);
    await drawer.getByLabel(t.fees).fill(fee);
    await drawer.getByRole('button', { name: t.save }).click();
    await expect(toast(page, created)).toBeVisible();
    await expect(drawer).toBeHidden();
  }

  test(`places and a customer address on the map (${locale})`, async ({ page, request }) => {
    const tag = uniqueTag();
    const governorate = { en: `Delta ${tag}`, ar: `الدلتا ${tag}` };
    const city = { en: `Tanta ${tag}`, ar: `طنطا ${tag}` };
    const token = await apiToken(request, users.admin);
    const customer = await createCustomer(request, token, `Customer ${tag}`);

    await signIn(page, users.admin, { prefix });
    await page.goto(`${prefix}/dashboard/countries`);
    await expectLocale(page, locale);

    // Countries › Egypt: add a governorate with a fee.
    await page.getByRole('table').getByRole('link', { name: t.egypt, exact: true }).click();
    await expect(page.getByRole('navigation', { name: t.breadcrumbs }).getByText(t.egypt, { exact: true })).toBeVisible();
    await addPlace(page, t.addGovernorate, governorate, '35', t.governorateCreated);
    const governorateRow = page.getByRole('row').filter({ hasText: governorate[locale] });
    await expect(governorateRow).toContainText(t.money('35.00'));

    // Egypt › the new governorate: a city with its own fee.
    await governorateRow.getByRole('link', { name: governorate[locale] }).click();
    await expect(page.getByRole('navigation', { name: t.breadcrumbs }).getByRole('link', { name: t.egypt })).toBeVisible();
    await addPlace(page, t.addCity, city, '20.5', t.cityCreated);
    await expect(page.getByRole('row').filter({ hasText: city[locale] })).toContainText(t.money('20.50'));

    // The customer's new address: country → governorate → city, then the map.
    await page.goto(`${prefix}/dashboard/customers/${customer.id}/addresess/create`);
    await page.getByRole('textbox', { name: t.addressTitle, exact: true }).fill(`Home ${tag}`);
    await page.getByRole('textbox', { name: t.receiver, exact: true }).fill(`Receiver ${tag}`);
    await page.getByRole('textbox', { name: t.mobile, exact: true }).fill(uniqueMobile());
    await pick(page, t.country, t.egypt);
    await pick(page, t.governorate, governorate[locale]);
    await pick(page, t.city, city[locale]);
    await page.getByRole('textbox', { name: t.line1, exact: true }).fill(`12 Street ${tag}`);

    // No mark yet: the spec's message, and nothing is saved.
    await page.getByRole('button', { name: t.addAddress }).click();
    await expect(page.getByText(t.markRequired)).toBeVisible();
    await expect(page).toHaveURL(/addresess\/create/);

    await page.getByTestId('map-picker').click({ position: { x: 160, y: 120 } });
    await expect(page.getByRole('textbox', { name: widgetTexts[locale].latitude, exact: true })).not.toHaveValue('');
    await expect(page.getByText(t.markRequired)).toBeHidden();
    await page.getByRole('button', { name: t.addAddress }).click();
    await expect(toast(page, t.addressCreated)).toBeVisible();

    // Back on the customer page, the address is listed with its city and fee.
    await expect(page).toHaveURL(new RegExp(`/customers/${customer.id}/addresess$`));
    const card = page.getByTestId('address-card').filter({ hasText: `Home ${tag}` });
    await expect(card).toContainText(city[locale]);
    await expect(card).toContainText(governorate[locale]);
    await expect(card).toContainText(t.money('20.50'));
  });
}
