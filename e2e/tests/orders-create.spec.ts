import { orderNumberLabel, type Order } from '@matjar/shared';
import { expect, test } from '../support/test';
import { toast } from '../support/chrome';
import { usualPrefix } from '../support/locale';
import { createCustomerWithAddress, firstOptionOf, ordersTexts, productInStock, setStock } from '../support/orders';
import { pick } from '../support/places';
import { apiToken, signIn } from '../support/session';
import { uniqueTag } from '../support/units-api';
import { users } from '../support/users';

// Phone orders, Arabic first.
for (const locale of ['ar', 'en'] as const) {
  const t = ordersTexts[locale];
  const prefix = usualPrefix(locale);

  test(`a phone order: customer, address and fee, product, payment, live totals (${locale})`, async ({ page, request }) => {
    const tag = uniqueTag();
    const token = await apiToken(request, users.admin);
    const { customer, address } = await createCustomerWithAddress(request, token, tag);
    const product = await productInStock(request, token);

    await signIn(page, users.admin, { prefix, to: '/dashboard/orders/create' });
    await expect(page.getByRole('heading', { name: t.newOrder })).toBeVisible();

    // Nothing chosen: the shared schema's messages, nothing sent.
    await page.getByRole('button', { name: t.createOrder }).click();
    await expect(page.getByText(t.customerRequired)).toBeVisible();
    await expect(page.getByText(t.productsRequired)).toBeVisible();

    // The customer, found by name; then their address, whose fee joins the totals.
    await page.getByRole('combobox', { name: t.customer }).fill(customer.name);
    await page.getByRole('option', { name: new RegExp(customer.name) }).click();
    await page.getByRole('radio', { name: address.title }).check();
    const totals = page.getByTestId('live-totals');
    await expect(totals).toContainText(address.shipment_fees.replace(/\.\d+$/, ''));

    // A product by its SKU, three of it.
    await page.getByRole('combobox', { name: t.addItem }).fill(product.sku);
    await page.getByRole('option', { name: new RegExp(product.name[locale]) }).first().click();
    const quantity = page.getByRole('textbox', { name: t.quantityOf(product.name[locale]) });
    await quantity.fill('3');
    await pick(page, t.paymentMethod, (await firstOptionOf(page, t.paymentMethod))!);
    const total = (await totals.getByTestId('total').textContent())!;

    await page.getByRole('button', { name: t.createOrder }).click();
    await expect(page).toHaveURL(/\/dashboard\/orders\/\d+$/);
    const orderId = Number(page.url().split('/').pop());
    const created = await request.get(`/api/dashboard/orders/${orderId}`, { headers: { Authorization: `Bearer ${token}` } });
    const order = ((await created.json()) as { data: Order }).data;
    await expect(toast(page, t.created(orderNumberLabel(order.number)))).toBeVisible();
    expect(order.items).toEqual([expect.objectContaining({ sku: product.sku, quantity: 3 })]);
    expect(order.customer.id).toBe(customer.id);
    // The preview matched what the server saved.
    await expect(page.getByRole('heading', { name: t.heading(orderNumberLabel(order.number)) })).toBeVisible();
    await expect(page.getByTestId('total')).toHaveText(total);
  });

  test(`stock sold meanwhile: the server's message lands on the line's quantity (${locale})`, async ({ page, request }) => {
    const tag = uniqueTag();
    const token = await apiToken(request, users.admin);
    const { customer, address } = await createCustomerWithAddress(request, token, tag);
    const product = await productInStock(request, token);

    await signIn(page, users.admin, { prefix, to: '/dashboard/orders/create' });
    await page.getByRole('combobox', { name: t.customer }).fill(customer.name);
    await page.getByRole('option', { name: new RegExp(customer.name) }).click();
    await page.getByRole('radio', { name: address.title }).check();
    await page.getByRole('combobox', { name: t.addItem }).fill(product.sku);
    await page.getByRole('option', { name: new RegExp(product.name[locale]) }).first().click();
    const quantity = page.getByRole('textbox', { name: t.quantityOf(product.name[locale]) });
    await quantity.fill('3');
    await pick(page, t.paymentMethod, (await firstOptionOf(page, t.paymentMethod))!);

    // Someone sells all but two while the order is being taken.
    await setStock(request, token, product, 2);
    try {
      await page.getByRole('button', { name: t.createOrder }).click();
      await expect(quantity).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('table').getByText(t.notAvailable)).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard\/orders\/create$/);
    } finally {
      await setStock(request, token, product, product.quantity);
    }
  });
}
