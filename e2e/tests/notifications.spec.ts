import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { toast } from '../support/chrome';
import { signIn } from '../support/session';
import { users } from '../support/users';

const picture = path.join(import.meta.dirname, '../fixtures/brand-logo.png');

/** What the bell and the ticket screens say in Arabic (literals: a wrong translation must fail). */
const t = {
  bell: /^فتح الإشعارات/,
  panel: 'الإشعارات',
  newTicket: (code: string) => new RegExp(`تذكرة جديدة \u2068${code}\u2069`),
  newReply: (code: string) => new RegExp(`رد جديد على التذكرة \u2068${code}\u2069`),
  unread: 'غير مقروء:',
  subject: 'الموضوع',
  department: 'القسم',
  technical: 'الدعم التقني',
  phone: 'هاتف المتابعة',
  description: 'الوصف',
  open: 'فتح التذكرة',
  opened: /فُتحت التذكرة/,
  reply: 'ردّك',
  attach: 'إرفاق صور',
  send: 'إرسال الرد',
  replied: 'أُرسل الرد',
  // Intl's Arabic relative time for the app's ar-EG locale: 'الآن', 'قبل ثانية واحدة', the dual
  // 'قبل ثانيتين', 'قبل 4 ثوانٍ', 'قبل 11 ثانية'.
  justNow: /^(الآن|قبل (\d+ )?(ثانية|ثانيتين|ثوان))/,
};

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: t.bell });
const panel = (page: Page) => page.getByRole('dialog', { name: t.panel });

/** The count the bell's name says (0 when it names none). */
async function unreadCount(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  const figures = name.match(/\d+/);
  if (figures) return Number(figures[0]);
  return /واحد/.test(name) ? 1 : /إشعاران/.test(name) ? 2 : 0;
}

/** Marks the page, so a reload (which would lose the mark) cannot pass for a live update. */
const markPage = (page: Page) => page.evaluate(() => ((window as { liveMark?: boolean }).liveMark = true));
const stillSamePage = (page: Page) => page.evaluate(() => (window as { liveMark?: boolean }).liveMark === true);

/** The notification named `title` in the open panel: unread, then read once its title is hovered. Answers its link. */
async function expectUnreadThenRead(page: Page, title: RegExp): Promise<Locator> {
  const row = panel(page).getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
  const link = row.getByRole('link');
  await expect(row).toHaveAttribute('data-unread', 'true');
  await expect(link).toContainText(t.unread);
  await expect(row.locator('time')).toHaveText(t.justNow);
  const before = await unreadCount(page);
  // Hovering the title reads it: the dot, the hidden word and the count all go.
  await link.hover();
  await expect(row).not.toHaveAttribute('data-unread', 'true');
  await expect(link).not.toContainText(t.unread);
  await expect.poll(() => unreadCount(page)).toBe(before - 1);
  return link;
}

test.describe('live notifications (ar)', () => {
  test('a ticket opened in Arabic lights up the other user’s bell, and the reply comes back the same way', async ({ browser, baseURL }) => {
    // Two users signing in and a round trip each way: twice a one-user test's time.
    test.setTimeout(120_000);
    const tag = `${Date.now() % 100000}`;
    const author = await (await browser.newContext({ baseURL, locale: 'ar' })).newPage();
    const agent = await (await browser.newContext({ baseURL, locale: 'ar' })).newPage();

    // The bell asks for its list and its stream once the screen is painted: both are waited
    // for, so the count read here is the list's and the ticket below cannot come before the stream.
    const bellListed = agent.waitForResponse((response) => new URL(response.url()).pathname === '/api/dashboard/notifications');
    const streamOpened = agent.waitForRequest((request) => new URL(request.url()).pathname === '/api/notifications/stream');
    await signIn(agent, users.support, { prefix: '/ar', to: '/dashboard/support' });
    const agentBefore = ((await (await bellListed).json()) as { meta: { unread_count: number } }).meta.unread_count;
    await streamOpened;
    await expect.poll(() => unreadCount(agent)).toBe(agentBefore);
    await markPage(agent);

    // The admin opens a ticket, in Arabic.
    await signIn(author, users.admin, { prefix: '/ar', to: '/dashboard/support/create' });
    await author.getByLabel(t.subject).fill(`الطابعة لا تعمل ${tag}`);
    await author.getByRole('combobox', { name: t.department }).click();
    await author.getByRole('option', { name: t.technical }).click();
    await author.getByLabel(t.phone).fill('01012345678');
    await author.getByLabel(t.description).fill('لا تطبع الطابعة فواتير الطلبات منذ الصباح.');
    await author.getByRole('button', { name: t.open, exact: true }).click();
    await expect(toast(author, t.opened)).toBeVisible();
    await expect(author).toHaveURL(/\/ar\/dashboard\/support\/\d+$/);
    const code = (await author.locator('[aria-current="page"] bdi').textContent())!.trim();
    expect(code).toMatch(/^TK-[A-Z0-9]{6}$/);
    await markPage(author);

    // The agent's bell lights up without a reload.
    await expect.poll(() => unreadCount(agent)).toBe(agentBefore + 1);
    await bell(agent).click();
    const newTicket = await expectUnreadThenRead(agent, t.newTicket(code));
    expect(await stillSamePage(agent)).toBe(true);

    // Opening it shows the ticket by its code.
    await newTicket.click();
    await expect(agent).toHaveURL(`/ar/dashboard/tickets/${code}`);
    await expect(agent.getByRole('heading', { level: 1, name: `الطابعة لا تعمل ${tag}` })).toBeVisible();

    // The agent answers with a picture.
    const authorBefore = await unreadCount(author);
    await agent.getByLabel(t.reply).fill(`جرّب إعادة تشغيلها ${tag}`);
    await agent.locator('input[type=file]').setInputFiles(picture);
    await agent.getByRole('button', { name: t.send }).click();
    await expect(toast(agent, t.replied)).toBeVisible();
    const reply = agent.getByRole('list', { name: 'الرسائل' }).getByRole('listitem').filter({ hasText: `جرّب إعادة تشغيلها ${tag}` });
    // The picture travelled with it: a thumbnail that opens a larger preview.
    await expect(reply.getByRole('button', { name: /فتح الصورة/ })).toHaveCount(1);
    await reply.getByRole('button', { name: 'فتح الصورة 1' }).click();
    const preview = agent.getByRole('dialog', { name: 'الصورة 1' });
    const image = preview.getByRole('img', { name: 'الصورة 1', exact: true });
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await preview.getByRole('button', { name: 'إغلاق الصورة' }).click();

    // The reply reaches the author's bell, also without a reload.
    await expect.poll(() => unreadCount(author)).toBe(authorBefore + 1);
    await bell(author).click();
    const newReply = await expectUnreadThenRead(author, t.newReply(code));
    expect(await stillSamePage(author)).toBe(true);
    await newReply.click();
    await expect(author).toHaveURL(`/ar/dashboard/tickets/${code}`);
    await expect(author.getByText(`جرّب إعادة تشغيلها ${tag}`)).toBeVisible();
  });
});

test.describe('the bell (en)', () => {
  test('removes one notification, then clears them all after asking', async ({ page }) => {
    await signIn(page, users.admin, { to: '/dashboard/support' });
    const englishBell = page.getByRole('banner').getByRole('button', { name: /^Open notifications/ });
    await englishBell.click();
    const list = page.getByRole('dialog', { name: 'Notifications' });
    const rows = list.getByRole('listitem');
    // The demo data gives the admin several; the panel's code loads on this first opening.
    await expect(rows.nth(1)).toBeVisible();
    const count = await rows.count();
    const first = (await rows.first().getByRole('link').textContent())!;
    await rows.first().getByRole('button', { name: 'Remove notification' }).click();
    await expect(rows).toHaveCount(count - 1);
    await expect(list.getByRole('link', { name: first })).toHaveCount(0);

    await list.getByRole('button', { name: 'Clear all' }).click();
    await expect(list.getByText('Remove every notification?')).toBeVisible();
    await list.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(list.getByText('You have no notifications.')).toBeVisible();
    await expect(englishBell).toHaveAccessibleName('Open notifications');

    // The server forgot them too: a reload shows the empty state.
    await page.reload();
    await englishBell.click();
    await expect(page.getByRole('dialog', { name: 'Notifications' }).getByText('You have no notifications.')).toBeVisible();
  });
});
