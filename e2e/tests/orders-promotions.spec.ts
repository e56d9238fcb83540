import { orderNumberLabel, type Coupon, type Order } from '@matjar/shared';
import { expect, test } from '../support/test';
import { toast } from '../support/chrome';
import { expectLocale, usualPrefix } from '../support/locale';
import { createCustomerWithAddress, firstOptionOf, ordersTexts } from '../support/orders';
import { pick } from '../support/places';
import { dayFromToday, plainProducts } from '../support/promotions';
import { apiToken, signIn } from '../support/session';
import { uniqueTag } from '../support/units-api';
import { users } from '../support/users';

/** What the coupon and phone-order screens say (literals: a wrong translation must fail). */
const texts = {
  en: {
    addCoupon: 'Add coupon',
    submit: 'Add coupon',
    nameEn: 'English name',
    nameAr: 'Arabic name',
    code: 'Code',
    start: 'Start date',
    end: 'End date',
    fixed: 'Fixed amount',
    amount: 'Discount amount',
    couponCreated: 'Coupon added',
    coupons: 'Coupons',
    coupon: 'Coupon code',
    apply: 'Apply',
    applied: (code: string) => new RegExp(`${code} takes .*25\\.00 off`, 'i'),
    unknownCode: 'There is no coupon with this code',
    couponRow: 'Coupon',
    uses: 'Uses',
  },
  ar: {
    addCoupon: 'إضافة كوبون',
    submit: 'إضافة الكوبون',
    nameEn: 'الاسم بالإنجليزية',
    nameAr: 'الاسم بالعربية',
    code: 'الرمز',
    start: 'تاريخ البدء',
    end: 'تاريخ الانتهاء',
    fixed: 'مبلغ ثابت',
    amount: 'قيمة الخصم',
    couponCreated: 'أُضيف الكوبون',
    coupons: 'الكوبونات',
    coupon: 'كود الكوبون',
    apply: 'تطبيق',
    applied: (code: string) => new RegExp(`الكوبون ${code} يخصم .*25\\.00`, 'i'),
    unknownCode: 'لا يوجد كوبون بهذا الكود',
    couponRow: 'الكوبون',
    uses: 'مرات الاستخدام',
  },
} as const;

for (const locale of ['ar', 'en'] as const) {
  const t = texts[locale];
  const o = ordersTexts[locale];
  const prefix = usualPrefix(locale);

  test(`a coupon made on its page takes its discount off a phone order, shown on the order's page (${locale})`, async ({ page, request }) => {
    const tag = uniqueTag();
    const code = `SAVE${tag}`.replace(/[^A-Za-z0-9]/g, '').slice(0, 40);
    const token = await apiToken(request, users.admin);
    const { customer, address } = await createCustomerWithAddress(request, token, tag);
    const [product] = await plainProducts(request, token, 1);

    // The coupon: 25 off, from today for a month.
    await signIn(page, users.admin, { prefix, to: '/dashboard/coupons/create' });
    await expectLocale(page, locale);
    await page.getByLabel(t.nameEn).fill(`Phone deal ${tag}`);
    await page.getByLabel(t.nameAr).fill(`عرض الهاتف ${tag}`);
    await page.getByRole('textbox', { name: t.code, exact: true }).fill(code.toLowerCase());
    await page.getByLabel(t.start).fill(dayFromToday(-1));
    await page.getByLabel(t.end).fill(dayFromToday(30));
    await page.getByLabel(t.end).blur();
    await page.getByText(t.fixed, { exact: true }).click();
    await page.getByRole('textbox', { name: t.amount }).fill('25');
    await page.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(toast(page, t.couponCreated)).toBeVisible();
    await expect(page.getByRole('table', { name: t.coupons }).getByText(code.toLowerCase())).toBeVisible();

    // The phone order: customer, address, product, payment, then the coupon.
    await page.goto(`${prefix}/dashboard/orders/create`);
    await page.getByRole('combobox', { name: o.customer }).fill(customer.name);
    await page.getByRole('option', { name: new RegExp(customer.name) }).click();
    await page.getByRole('radio', { name: address.title }).check();
    await page.getByRole('combobox', { name: o.addItem }).fill(product!.sku);
    await page.getByRole('option', { name: new RegExp(product!.name[locale]) }).first().click();
    await page.getByRole('textbox', { name: o.quantityOf(product!.name[locale]) }).fill('2');
    await pick(page, o.paymentMethod, (await firstOptionOf(page, o.paymentMethod))!);

    // A code no coupon has: the server's reason on the field.
    const field = page.getByRole('textbox', { name: t.coupon });
    await field.fill(`NOPE${tag}`.replace(/[^A-Za-z0-9]/g, ''));
    await page.getByRole('button', { name: t.apply }).click();
    await expect(page.getByText(t.unknownCode)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    // The real one, in capitals (codes ignore case): its discount joins the totals.
    await field.fill(code.toUpperCase());
    await page.getByRole('button', { name: t.apply }).click();
    await expect(page.getByText(t.applied(code.toUpperCase()))).toBeVisible();
    const totals = page.getByTestId('live-totals');
    await expect(totals.getByTestId('coupon-discount')).toContainText('25.00');
    const total = (await totals.getByTestId('total').textContent())!;

    await page.getByRole('button', { name: o.createOrder }).click();
    await expect(page).toHaveURL(/\/dashboard\/orders\/\d+$/);
    const orderId = Number(page.url().split('/').pop());
    const order = ((await (await request.get(`/api/dashboard/orders/${orderId}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: Order }).data;
    await expect(page.getByRole('heading', { name: o.heading(orderNumberLabel(order.number)) })).toBeVisible();
    expect(order.coupon).toEqual(expect.objectContaining({ discount: '25.00' }));
    // The order's page: the coupon and its discount in the totals, the same total as the preview.
    await expect(page.getByTestId('coupon-discount')).toContainText('25.00');
    await expect(page.getByText(new RegExp(`^${t.couponRow} ${code}$`, 'i'))).toBeVisible();
    await expect(page.getByTestId('total')).toHaveText(total);

    // The coupon's page lists the use: this customer, this order.
    const coupons = ((await (await request.get('/api/dashboard/coupons', { headers: { Authorization: `Bearer ${token}` }, params: { search: code } })).json()) as { data: Coupon[] }).data;
    await page.goto(`${prefix}/dashboard/coupons/${coupons[0]!.id}`);
    const uses = page.getByRole('region', { name: t.uses });
    await expect(uses.getByRole('link', { name: orderNumberLabel(order.number) })).toBeVisible();
    await expect(uses).toContainText(customer.name);
  });
}
