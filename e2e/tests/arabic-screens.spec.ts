import type { Address, Locale } from '@matjar/shared';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { ordersTexts, createCustomerWithAddress } from '../support/orders';
import { uniqueMobile } from '../support/places';
import { capture, sizes } from '../support/screens';
import { apiToken, signIn } from '../support/session';
import { uniqueTag } from '../support/units-api';
import { users } from '../support/users';

/**
 * Issue 35, "Defects on the screens": Latin interface text on Arabic screens, dates written
 * three ways, the orders list's two unlabelled badges, and the phone order's address and
 * coupon. Literals, so a wrong translation fails.
 */
const screensTexts = {
  en: {
    offers: 'Offers',
    addOffer: 'Add offer',
    coupons: 'Coupons',
    addCoupon: 'Add coupon',
    orders: 'Orders',
    shippingBadge: /^Shipping: /,
    newOrder: 'New order',
    address: 'Shipping address',
    coupon: 'Coupon code',
    apply: 'Apply',
    needsAddress: 'Choose the shipping address first: a coupon is checked against the whole order.',
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  },
  ar: {
    offers: 'العروض',
    addOffer: 'إضافة عرض',
    coupons: 'الكوبونات',
    addCoupon: 'إضافة كوبون',
    orders: 'الطلبات',
    shippingBadge: /^الشحن: /,
    newOrder: 'طلب جديد',
    address: 'عنوان الشحن',
    coupon: 'كود الكوبون',
    apply: 'تطبيق',
    needsAddress: 'اختر عنوان الشحن أولًا: يُتحقَّق من الكوبون على الطلب كاملًا.',
    months: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
  },
} as const;

/** The one date style: "29 Nov 2026" / "29 نوفمبر 2026", never "29/11/2026". */
const dayPattern = (locale: Locale) => new RegExp(`\\d{1,2} (${screensTexts[locale].months.join('|')}) \\d{4}`);
const NUMERIC_DATE = /\d{1,4}\u200f?[/.-]\d{1,2}\u200f?[/.-]\d{1,4}/;

/**
 * What the interface writes on the main part of an Arabic screen, apart from data: headers,
 * labels, badges, buttons, placeholders, field units and hints. Names, codes and numbers that
 * people typed are data and may be Latin (a coupon's code, an order's code, a product name).
 */
async function interfaceTexts(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) => {
    const texts: string[] = [];
    const chrome = 'th, label, .mantine-Badge-label, button, .mantine-Input-section, .mantine-InputWrapper-description, .mantine-InputWrapper-error, [role="tab"], h1, h2, h3';
    for (const element of Array.from(main.querySelectorAll<HTMLElement>(chrome))) {
      // A row's own action buttons hold only icons; their text is empty. Data inside chrome is isolated (bdi).
      const copy = element.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('bdi, [dir="ltr"], code').forEach((data) => data.remove());
      // A sample value the catalogue isolates (a code, an address: U+2066…U+2069) is data too.
      const text = copy.textContent?.replace(/\u2066[^\u2069]*\u2069/g, '').trim();
      if (text) texts.push(text);
    }
    for (const field of Array.from(main.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]'))) {
      // The English name's field may show an English example; every other placeholder is the screen's.
      if (field.closest('[lang="en"], [dir="ltr"]') || field.dir === 'ltr') continue;
      texts.push(field.placeholder);
    }
    return texts;
  });
}

async function expectNoLatinInterface(page: Page) {
  const texts = await interfaceTexts(page);
  expect(texts.length).toBeGreaterThan(0);
  expect(texts.filter((text) => /[A-Za-z]/.test(text))).toEqual([]);
  await expect(page.locator('main')).not.toContainText(/YYYY|MM-DD|EGP|CSV|SEO/);
}

/**
 * The list shown (`/dashboard/{path}`, days in its rows) and its create form, opened by
 * `add`: neither writes Latin interface text, and the days are in the one style.
 */
async function expectDatedListAndForm(page: Page, path: 'offers' | 'coupons', table: string, add: string): Promise<void> {
  const list = page.getByRole('table', { name: table });
  await expect(list.locator('tbody tr').first()).toBeVisible();
  await expectNoLatinInterface(page);
  await expect(list).toContainText(dayPattern('ar'));
  await expect(list).not.toContainText(NUMERIC_DATE);

  await page.getByRole('link', { name: add }).first().click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${path}/create$`));
  await expect(page.locator('main form')).toBeVisible();
  await expectNoLatinInterface(page);
}

test('the Arabic offers, coupons and orders screens write no Latin interface text, dates in one style', async ({ page }) => {
  const t = screensTexts.ar;
  await signIn(page, users.admin, { prefix: '/ar', to: '/dashboard/offers' });
  await expectDatedListAndForm(page, 'offers', t.offers, t.addOffer);

  await page.goto('/ar/dashboard/coupons');
  await expectDatedListAndForm(page, 'coupons', t.coupons, t.addCoupon);
  // The money field's unit as every list writes it.
  await expect(page.locator('main')).toContainText('ج.م.');

  await page.goto('/ar/dashboard/orders');
  const orders = page.getByRole('table', { name: t.orders });
  await expect(orders.locator('tbody tr').first()).toBeVisible();
  await expectNoLatinInterface(page);
  await expect(orders).toContainText(dayPattern('ar'));
  await expect(orders).not.toContainText(NUMERIC_DATE);

  await page.goto('/ar/dashboard/orders/create');
  await expect(page.getByRole('heading', { name: t.newOrder })).toBeVisible();
  await expectNoLatinInterface(page);
});

test('the Arabic roles list names the system role in Arabic, and the roles staff made as they typed them', async ({ page }) => {
  await signIn(page, users.admin, { prefix: '/ar', to: '/dashboard/settings/roles_permissions' });
  const table = page.locator('main table');
  await expect(table.getByRole('link', { name: 'المدير العام', exact: true })).toBeVisible();
  await expect(table).not.toContainText('Super Admin');
  // The demo seed's own roles are data: shown as named, set apart from the Arabic around them.
  await expect(table.locator('bdi', { hasText: 'Order desk' })).toBeVisible();
});

for (const locale of ['ar', 'en'] as const) {
  const t = screensTexts[locale];
  const prefix = locale === 'ar' ? '/ar' : '';

  test(`one date style on the home and the lists (${locale})`, async ({ page }) => {
    await signIn(page, users.admin, { prefix, to: '/dashboard' });
    // Today as the lists write a day, not a third style with the weekday and the month in full.
    const today = await page.evaluate(() => ({ day: new Date().getDate(), month: new Date().getMonth(), year: new Date().getFullYear() }));
    await expect(page.locator('main')).toContainText(`${today.day} ${t.months[today.month]} ${today.year}`);

    await page.goto(`${prefix}/dashboard/orders`);
    const orders = page.getByRole('table', { name: t.orders });
    await expect(orders.locator('tbody tr').first()).toBeVisible();
    await expect(orders.locator('tbody tr').first()).toContainText(dayPattern(locale));
    await page.goto(`${prefix}/dashboard/coupons`);
    await expect(page.getByRole('table', { name: t.coupons }).locator('tbody tr').first()).toContainText(dayPattern(locale));
    await expect(page.locator('main')).not.toContainText(NUMERIC_DATE);
  });

  test(`each order row's shipping badge says it is the shipping state (${locale})`, async ({ page }) => {
    await signIn(page, users.admin, { prefix, to: '/dashboard/orders' });
    const rows = page.getByRole('table', { name: t.orders }).locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    const count = await rows.count();
    for (let i = 0; i < count; i++) {
      // Two badges of state: the order's ("Pending") and the shipping's, which names itself.
      await expect(rows.nth(i).locator('[data-status]')).toHaveCount(1);
      await expect(rows.nth(i).locator('[data-shipping]')).toHaveText(t.shippingBadge);
    }
  });

  test(`a phone order picks the customer's only address; a coupon before the address says so (${locale})`, async ({ page, request }) => {
    const tag = uniqueTag();
    const token = await apiToken(request, users.admin);
    const headers = { Authorization: `Bearer ${token}` };
    const only = await createCustomerWithAddress(request, token, `${tag}a`);
    // A second customer with two addresses: nothing can be picked for them.
    const two = await createCustomerWithAddress(request, token, `${tag}b`);
    const second = await request.post(`/api/dashboard/customer-addresses/${two.customer.id}`, {
      headers,
      data: {
        country_id: two.address.country.id,
        governorate_id: two.address.governorate.id,
        city_id: two.address.city.id,
        title: `Work ${tag}`,
        receiver_name: two.customer.name,
        mobile: uniqueMobile(),
        line1: `3 Nile St ${tag}`,
        location: { lat: 30.05, lng: 31.24 },
      },
    });
    expect(second.status(), await second.text()).toBe(201);
    const { title: workTitle } = ((await second.json()) as { data: Address }).data;

    await signIn(page, users.admin, { prefix, to: '/dashboard/orders/create' });
    const customer = page.getByRole('combobox', { name: ordersTexts[locale].customer });
    await customer.fill(only.customer.name);
    await page.getByRole('option', { name: new RegExp(only.customer.name) }).click();
    await expect(page.getByRole('radio', { name: only.address.title })).toBeChecked();

    await customer.fill(two.customer.name);
    await page.getByRole('option', { name: new RegExp(two.customer.name) }).click();
    await expect(page.getByRole('radio', { name: two.address.title })).not.toBeChecked();
    await expect(page.getByRole('radio', { name: workTitle })).not.toBeChecked();
    const coupon = page.getByRole('textbox', { name: t.coupon });
    await coupon.fill('WELCOME10');
    await page.getByRole('button', { name: t.apply, exact: true }).click();
    // The reason comes first in what the field says, before its usual hint.
    await expect(coupon).toHaveAccessibleDescription(new RegExp(`^${t.needsAddress.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    await expect(coupon).toHaveAttribute('aria-invalid', 'true');
  });
}

/** Pictures of the screens issue 35 names, in Arabic, for a person to look at (test-results/screens/). */
for (const size of sizes) {
  test.describe(() => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test(`the Arabic offers, coupons, orders and phone order at ${size.width} px`, async ({ page, request }) => {
      const token = await apiToken(request, users.admin);
      const { customer } = await createCustomerWithAddress(request, token, uniqueTag());
      const name = (screen: string) => `issue35-${screen}-ar-${size.name}`;
      await signIn(page, users.admin, { prefix: '/ar', to: '/dashboard/offers' });
      for (const [path, screen] of [
        ['/ar/dashboard/offers', 'offers'],
        ['/ar/dashboard/coupons', 'coupons'],
        ['/ar/dashboard/orders', 'orders'],
      ] as const) {
        await page.goto(path);
        await expect(page.locator('main tbody tr').first()).toBeVisible();
        await capture(page, 'ar', name(screen), { fullPage: true });
      }
      await page.goto('/ar/dashboard/orders/create');
      await page.getByRole('combobox', { name: ordersTexts.ar.customer }).fill(customer.name);
      await page.getByRole('option', { name: new RegExp(customer.name) }).click();
      await expect(page.getByRole('radio').first()).toBeChecked();
      await capture(page, 'ar', name('phone-order'), { fullPage: true });
    });
  });
}
