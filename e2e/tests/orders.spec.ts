import { orderNumberLabel } from '@matjar/shared';
import { expect, test } from '../support/test';
import { toast } from '../support/chrome';
import { expectLocale, usualPrefix } from '../support/locale';
import { createPendingOrder, ordersTexts } from '../support/orders';
import { pick } from '../support/places';
import { apiToken, signIn } from '../support/session';
import { uniqueTag } from '../support/units-api';
import { users } from '../support/users';

// Arabic first: the flow is an Arabic one; English repeats it.
for (const locale of ['ar', 'en'] as const) {
  const t = ordersTexts[locale];
  const prefix = usualPrefix(locale);

  test(`filter, accept, comment, invoice and print an order (${locale})`, async ({ page, request }) => {
    const tag = uniqueTag();
    const token = await apiToken(request, users.admin);
    const order = await createPendingOrder(request, token, tag);
    const number = orderNumberLabel(order.number);

    await signIn(page, users.admin, { prefix, to: '/dashboard/orders' });
    await expectLocale(page, locale);
    await expect(page.getByRole('heading', { name: t.title, exact: true })).toBeVisible();

    // Filter: pending orders, then this one by its number; both live in the URL.
    await pick(page, t.statusFilter, t.pending);
    await expect(page).toHaveURL(/status=0/);
    await page.getByRole('searchbox').fill(String(order.number));
    await expect(page).toHaveURL(new RegExp(`search=${order.number}`));
    const table = page.getByRole('table', { name: t.title });
    await expect(table.getByRole('row')).toHaveCount(2);
    const row = table.getByRole('row').filter({ hasText: number });
    await expect(row).toContainText(t.pending);

    // Open it.
    await row.getByRole('link', { name: number }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${order.id}$`));
    await expect(page.getByRole('heading', { name: t.heading(number) })).toBeVisible();

    // Accept it, with the confirmation.
    await page.getByRole('button', { name: t.accept, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.acceptTitle });
    await dialog.getByRole('button', { name: t.accept, exact: true }).click();
    await expect(toast(page, t.accepted_toast)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(t.statusChanged)).toBeVisible();
    await expect(page.getByRole('button', { name: t.accept, exact: true })).toHaveCount(0);

    // A comment for the team.
    const comment = `Called the customer ${tag}`;
    await page.getByRole('textbox', { name: t.newComment }).fill(comment);
    await page.getByRole('button', { name: t.addComment }).click();
    await expect(toast(page, t.commentAdded)).toBeVisible();
    await expect(page.getByRole('list').getByText(comment)).toBeVisible();

    // Its invoice.
    await page.getByRole('button', { name: t.createInvoice }).click();
    const invoiceDialog = page.getByRole('dialog', { name: t.createInvoiceTitle });
    await invoiceDialog.getByRole('button', { name: t.createInvoice }).click();
    await expect(toast(page, t.invoiceCreated)).toBeVisible();
    const code = page.getByTestId('invoice-code');
    await expect(code).toHaveText(/^INV-\d{6}$/);
    const invoiceCode = (await code.textContent())!;

    // The print view: the invoice in the page's language and direction.
    await page.getByRole('button', { name: t.print, exact: true }).click();
    await page.getByRole('menuitem', { name: t.printInvoice }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${order.id}/print$`));
    await expectLocale(page, locale);
    const sheet = page.getByRole('article', { name: t.invoiceDoc });
    await expect(sheet).toContainText(invoiceCode);
    await expect(sheet).toContainText(number);
    await expect(sheet).toContainText(t.invoiceNumber);
    await expect(page.getByRole('button', { name: t.printButton })).toBeEnabled();
  });
}

for (const locale of ['ar', 'en'] as const) {
  const t = ordersTexts[locale];
  const prefix = usualPrefix(locale);

  test(`bulk rejection with its reason (${locale})`, async ({ page, request }) => {
    const tag = uniqueTag();
    const token = await apiToken(request, users.admin);
    const orders = [await createPendingOrder(request, token, `${tag}a`), await createPendingOrder(request, token, `${tag}b`)];

    // Both customers' names carry the tag, so the search finds exactly these two.
    await signIn(page, users.admin, { prefix, to: `/dashboard/orders?search=${tag}` });
    const table = page.getByRole('table', { name: t.title });
    await expect(table.getByRole('row')).toHaveCount(3);
    for (const order of orders) await page.getByRole('checkbox', { name: t.selectRow(orderNumberLabel(order.number)) }).check();

    await page.getByRole('button', { name: t.changeStatus }).click();
    await page.getByRole('menuitem', { name: t.reject }).click();
    const dialog = page.getByRole('dialog', { name: t.rejectTitle });
    const confirm = dialog.getByRole('button', { name: t.reject, exact: true });

    // The shared schema's rule: 3 to 255 characters.
    await confirm.click();
    await expect(dialog.getByText(t.reasonRequired)).toBeVisible();
    await dialog.getByRole('textbox', { name: t.reason }).fill('no');
    await expect(dialog.getByText(t.reasonShort)).toBeVisible();
    await dialog.getByRole('textbox', { name: t.reason }).fill(`Customer unreachable ${tag}`);
    await confirm.click();
    await expect(toast(page, t.bulkDone)).toBeVisible();
    await expect(dialog).toBeHidden();
    for (const order of orders) {
      await expect(table.getByRole('row').filter({ hasText: orderNumberLabel(order.number) })).toContainText(t.rejected);
    }
  });
}

for (const locale of ['ar', 'en'] as const) {
  const t = ordersTexts[locale];
  const prefix = usualPrefix(locale);

  test(`shipping states or payment methods that fail to load show an error, not an empty list (${locale})`, async ({ page }) => {
    await page.route('**/api/dashboard/shipping-status', (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
    await page.route('**/api/dashboard/companys-payments', (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
    await signIn(page, users.admin, { prefix, to: '/dashboard/orders' });
    await expect(page.getByText(t.statesUnreadable)).toBeVisible();
    await page.getByRole('button', { name: t.moreFilters }).click();
    await expect(page.getByText(t.methodsFailed)).toBeVisible();
    // The list itself still works.
    await expect(page.getByRole('table', { name: t.title })).toHaveAttribute('aria-busy', 'false');
  });
}
