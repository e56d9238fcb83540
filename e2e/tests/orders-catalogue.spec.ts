import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Order, type PaymentMethodGroup, type Product, orderNumberLabel } from '@matjar/shared';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { createCustomerWithAddress, ordersTexts } from '../support/orders';
import { watchForErrors } from '../support/screens';
import { apiToken, signIn } from '../support/session';
import { uniqueTag } from '../support/units-api';
import { users } from '../support/users';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return ((await response.json()) as { data: T }).data;
}

/**
 * An order reads the same after its product is deleted (docs/orders.md "Orders and the
 * catalogue"): the line keeps its name, sku, barcode and prices, says the product is gone,
 * and shows no picture or link that would lead nowhere.
 */
test('the order page shows a line whose product was deleted since (en)', async ({ page, request }) => {
  const t = ordersTexts.en;
  const tag = uniqueTag();
  const token = await apiToken(request, users.admin);
  const headers = bearer(token);

  // A product with a picture, sold and delivered, then deleted.
  const picture = await readFile(path.join(import.meta.dirname, '../fixtures/brand-logo.png'));
  const product = await data<Product>(
    await request.post('/api/dashboard/products', {
      headers,
      multipart: {
        'name[en]': `Copper kettle ${tag}`, 'name[ar]': `غلاية نحاس ${tag}`, sku: `KTL-${tag}`, barcode: `622${tag}`,
        buying_price: '200', selling_price: '350', tax_percent: '14', quantity: '4', category_id: '1', brand_id: '1', unit_id: '1',
        'seo_keywords[en][0]': 'kettle', 'seo_keywords[ar][0]': 'غلاية', 'meta_description[en]': 'A kettle', 'meta_description[ar]': 'غلاية',
        image: { name: 'kettle.png', mimeType: 'image/png', buffer: picture },
      },
    }),
    201,
  );
  expect(product.image).not.toBeNull();
  const { customer, address } = await createCustomerWithAddress(request, token, tag);
  const groups = await data<PaymentMethodGroup[]>(await request.get('/api/dashboard/companys-payments', { headers }));
  const method = groups.flatMap((group) => group.methods).find((row) => row.is_active)!;
  const order = await data<Order>(
    await request.post('/api/dashboard/orders', {
      headers,
      data: { customer_id: customer.id, address_id: address.id, payment_method_id: method.id, items: [{ product_id: product.id, quantity: 2 }] },
    }),
    201,
  );
  for (const action of ['accept', 'deliver']) await data<Order>(await request.post(`/api/dashboard/orders/${order.id}/${action}`, { headers, data: {} }));
  await data(await request.delete(`/api/dashboard/products/${product.id}`, { headers }));

  const problems = watchForErrors(page);
  const failedMedia: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/media/') && response.status() >= 400) failedMedia.push(response.url());
  });
  await signIn(page, users.admin, { to: `/dashboard/orders/${order.id}` });
  await expect(page.getByRole('heading', { name: t.heading(orderNumberLabel(order.number)) })).toBeVisible();

  const items = page.getByRole('table', { name: t.items });
  const line = items.locator('tbody tr').filter({ hasText: `Copper kettle ${tag}` });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(`KTL-${tag} · 622${tag}`);
  await expect(line).toContainText(t.productDeleted);
  // 2 × 350.00 + 14% tax.
  await expect(line.getByTestId('line-total')).toContainText('798.00');
  // No picture that would not load and no link to a product page that is gone.
  await expect(line.locator('img')).toHaveCount(0);
  await expect(line.getByRole('link')).toHaveCount(0);
  expect(failedMedia).toEqual([]);
  expect(problems).toEqual([]);
});
