import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { sidebar, toast } from '../support/chrome';
import { apiToken, signIn } from '../support/session';
import { users } from '../support/users';

/** A ticket set up over HTTP, as the admin would have opened it. */
async function openTicket(request: APIRequestContext, subject: string, department: string): Promise<{ id: number; code: string }> {
  const token = await apiToken(request, users.admin);
  const response = await request.post('/api/dashboard/tickets', {
    headers: { Authorization: `Bearer ${token}` },
    data: { subject, department, phone: '01012345678', description: `About ${subject}.` },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: number; code: string } }).data;
}

const picture = path.join(import.meta.dirname, '../fixtures/brand-logo.png');

const table = (page: Page) => page.getByRole('table', { name: 'Support tickets' });
/** The status filter's chip (a radio drawn as a chip): clicked by its label, the input being hidden. */
const statusChip = (page: Page, name: string) => page.getByRole('radiogroup', { name: 'Status' }).getByText(name, { exact: true });
const rowOf = (page: Page, text: string) => table(page).getByRole('row').filter({ hasText: text });

test.describe('support tickets (en)', () => {
  test('the list finds tickets by subject and code, filters by status and department in the URL', async ({ page, request }) => {
    const tag = `${Date.now() % 100000}`;
    const billing = await openTicket(request, `Invoice totals ${tag}`, 'billing');
    await openTicket(request, `Slow search ${tag}`, 'technical');

    await signIn(page, users.admin, { to: '/dashboard' });
    await sidebar(page).getByRole('link', { name: 'Support' }).click();
    await expect(page).toHaveURL('/dashboard/support');
    await expect(page.getByRole('heading', { level: 1, name: 'Support tickets' })).toBeVisible();

    await page.getByPlaceholder('Search by code or subject').fill(tag);
    await expect(table(page).getByRole('row')).toHaveCount(3);
    await page.getByPlaceholder('Search by code or subject').fill(billing.code);
    await expect(rowOf(page, `Invoice totals ${tag}`)).toBeVisible();
    await expect(rowOf(page, `Slow search ${tag}`)).toHaveCount(0);

    await page.getByPlaceholder('Search by code or subject').fill(tag);
    await page.getByRole('combobox', { name: 'Department' }).click();
    await page.getByRole('option', { name: 'Technical' }).click();
    await expect(page).toHaveURL(/department=technical/);
    await expect(rowOf(page, `Slow search ${tag}`)).toBeVisible();
    await expect(rowOf(page, `Invoice totals ${tag}`)).toHaveCount(0);

    await statusChip(page, 'Closed').click();
    await expect(page).toHaveURL(/status=closed/);
    await expect(table(page).getByRole('row').filter({ hasText: tag })).toHaveCount(0);
    // The filters live in the URL: a reload keeps them.
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Closed' })).toBeChecked();
    await statusChip(page, 'Open').click();
    await expect(rowOf(page, `Slow search ${tag}`)).toBeVisible();
    await expect(rowOf(page, `Slow search ${tag}`).getByText('Open', { exact: true })).toBeVisible();
  });

  test('a new ticket is checked before it is sent: required fields and the phone', async ({ page }) => {
    await signIn(page, users.admin, { to: '/dashboard/support/create' });
    await page.getByRole('button', { name: 'Open ticket', exact: true }).click();
    await expect(page.getByText('Subject is required')).toBeVisible();
    await expect(page.getByText('Department is required')).toBeVisible();
    await expect(page.getByText('Description is required')).toBeVisible();
    await page.getByLabel('Follow-up phone').fill('123');
    await page.getByLabel('Follow-up phone').blur();
    await expect(page.getByText('The phone number is invalid.')).toBeVisible();
  });

  test('status moves are offered only where they exist, each after a confirmation', async ({ page, request }) => {
    const tag = `${Date.now() % 100000}`;
    const ticket = await openTicket(request, `Moves ${tag}`, 'other');
    await signIn(page, users.support, { to: `/dashboard/support/${ticket.id}` });
    const header = page.getByRole('heading', { level: 1, name: `Moves ${tag}` });
    await expect(header).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reopen' })).toHaveCount(0);

    const move = async (action: string, done: string) => {
      await page.getByRole('button', { name: action, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(ticket.code);
      await dialog.getByRole('button', { name: action, exact: true }).click();
      await expect(toast(page, done)).toBeVisible();
    };

    await move('Mark pending', `Ticket \u2068${ticket.code}\u2069 is pending`);
    await expect(page.getByText('Pending', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark pending' })).toHaveCount(0);

    await move('Close ticket', `Ticket \u2068${ticket.code}\u2069 closed`);
    await expect(page.getByText('Closed', { exact: true })).toBeVisible();
    await expect(page.getByText('This ticket is closed. Reopen it to reply.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send reply' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Close ticket' })).toHaveCount(0);

    await move('Reopen', `Ticket \u2068${ticket.code}\u2069 reopened`);
    await expect(page.getByRole('button', { name: 'Send reply' })).toBeVisible();

    // A reply that is too long is refused on its field, nothing sent.
    await page.getByLabel('Your reply').fill('x'.repeat(5001));
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText('Reply may not be more than 5000 characters')).toBeVisible();
  });

  test('a reply\'s picture is read with the session and shown from the page itself, never from a public address', async ({ page, request }) => {
    const tag = `${Date.now() % 100000}`;
    const ticket = await openTicket(request, `Picture ${tag}`, 'technical');
    await signIn(page, users.support, { to: `/dashboard/support/${ticket.id}` });
    await page.getByLabel('Your reply').fill(`Here is the screen ${tag}`);
    await page.locator('input[type=file]').setInputFiles(picture);
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(toast(page, 'Reply sent')).toBeVisible();

    const reply = page.getByRole('list', { name: 'Messages' }).getByRole('listitem').filter({ hasText: `Here is the screen ${tag}` });
    const open = reply.getByRole('button', { name: 'Open picture 1' });
    const thumbnail = open.locator('img');
    await expect(thumbnail).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => thumbnail.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await open.click();
    const preview = page.getByRole('dialog', { name: 'Picture 1' });
    const image = preview.getByRole('img', { name: 'Picture 1', exact: true });
    await expect(image).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await preview.getByRole('button', { name: 'Close picture' }).click();
    await expect(preview).toHaveCount(0);

    // Its address answers nobody without the session.
    const token = await apiToken(request, users.admin);
    const shown = await request.get(`/api/dashboard/tickets/${ticket.id}`, { headers: { Authorization: `Bearer ${token}` } });
    const [attachment] = ((await shown.json()) as { data: { replies: { attachments: { id: number }[] }[] } }).data.replies.flatMap((r) => r.attachments);
    expect(attachment).toBeDefined();
    const address = `/api/dashboard/tickets/${ticket.id}/attachments/${attachment?.id}?size=100x100`;
    expect((await request.get(address)).status()).toBe(401);
    const signedIn = await request.get(address, { headers: { Authorization: `Bearer ${token}` } });
    expect(signedIn.status()).toBe(200);
    expect(signedIn.headers()['cache-control']).toBe('private, no-cache');
  });
});
