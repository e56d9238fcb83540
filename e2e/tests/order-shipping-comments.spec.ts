import { orderNumberLabel } from '@matjar/shared';
import { expect, test } from '../support/test';
import { toast } from '../support/chrome';
import { usualPrefix } from '../support/locale';
import { acceptOrder, addComment, createPendingOrder, ordersTexts } from '../support/orders';
import { apiToken, signIn } from '../support/session';
import { uniqueTag } from '../support/units-api';
import { users } from '../support/users';

for (const locale of ['ar', 'en'] as const) {
  const t = ordersTexts[locale];
  const prefix = usualPrefix(locale);

  test(`postponing an accepted order asks why; the timeline keeps it (${locale})`, async ({ page, request }) => {
    const tag = uniqueTag();
    const token = await apiToken(request, users.admin);
    const order = await acceptOrder(request, token, await createPendingOrder(request, token, tag));

    await signIn(page, users.admin, { prefix, to: `/dashboard/orders/${order.id}` });
    await page.getByRole('button', { name: t.shippingState }).click();
    const dialog = page.getByRole('dialog', { name: t.shippingTitle });
    await dialog.getByText(t.postponed, { exact: true }).click();
    await dialog.getByRole('button', { name: t.change }).click();
    await expect(dialog.getByText(t.postponeRequired)).toBeVisible();

    const reason = `Customer travelling ${tag}`;
    await dialog.getByRole('textbox', { name: t.postponeReason }).fill(reason);
    await dialog.getByRole('button', { name: t.change }).click();
    await expect(toast(page, t.shippingDone)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(t.shippingChanged)).toBeVisible();
    await expect(page.getByText(reason).first()).toBeVisible();
  });

  test(`the comments screen filters by order and leads to it (${locale})`, async ({ page, request }) => {
    const tag = uniqueTag();
    const token = await apiToken(request, users.admin);
    const order = await createPendingOrder(request, token, tag);
    const number = orderNumberLabel(order.number);
    await addComment(request, token, order, `Evening delivery ${tag}`);

    await signIn(page, users.admin, { prefix, to: '/dashboard/comments' });
    await expect(page.getByRole('heading', { name: t.comments, exact: true })).toBeVisible();
    // The order, found by its number.
    await page.getByRole('combobox', { name: t.orderFilter }).fill(String(order.number));
    await page.getByRole('option', { name: new RegExp(number) }).click();
    await expect(page).toHaveURL(new RegExp(`order_id=${order.id}`));
    const table = page.getByRole('table', { name: t.comments });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText(`Evening delivery ${tag}`);

    await table.getByRole('link', { name: number }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${order.id}$`));
    await expect(page.getByRole('heading', { name: t.heading(number) })).toBeVisible();
  });
}
