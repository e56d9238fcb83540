import type { Page, Response } from '@playwright/test';
import { sidebar } from '../support/chrome';
import { fillSignIn, signIn, signOut } from '../support/session';
import { expect, test } from '../support/test';
import { texts } from '../support/texts';
import { DEMO_PASSWORD, users } from '../support/users';

/*
 * Token lifetimes are driven by the browser's clock (Playwright's `clock`), not waited
 * out: the app schedules its renewals by the page's clock and the lifetime the server
 * states, so moving that clock to just before a token's expiry makes the renewal happen
 * at once. The server's own clock is not moved, so it never sees a token expire: these
 * tests are about the page renewing in time, and about the refresh token's rotation.
 */

const en = texts.en;

/** How long the page's access token has left, by the page's clock (the app's stored session). */
const tokenLeft = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('matjar.session') ?? '{}') as { expiresAt: number }).expiresAt - Date.now());

/** The renewal timer fires 10 s before expiry: this is past it, with the token still valid. */
const PAST_THE_TIMER = 5_000;
/** A request renews first once less than 45 s are left: this is inside that, before the timer. */
const INSIDE_REQUEST_RENEWAL = 40_000;

/**
 * Moves the browser's clock (every tab of the context) to `left` ms before the access
 * token expires. With several tabs, by the newest token any of them sees: a tab may not
 * have seen another tab's rotation yet.
 */
async function advanceToExpiry(left: number, ...tabs: Page[]): Promise<void> {
  const newest = Math.max(...(await Promise.all(tabs.map(tokenLeft))));
  await tabs[0]!.context().clock.fastForward(newest - left);
}

/** Every API answer the page receives from now on. */
function recordApiAnswers(page: Page): Response[] {
  const answers: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) answers.push(response);
  });
  return answers;
}

const refreshes = (answers: Response[]) => answers.filter((answer) => answer.url().endsWith('/api/refresh_token'));
const renewed = (answers: Response[]) => refreshes(answers).filter((answer) => answer.status() === 200).length;

/** What a user does on the units screen: go home and back, search, clear the search. */
async function useTheApp(page: Page, word: string): Promise<void> {
  const nav = sidebar(page);
  await nav.getByRole('link', { name: en.menu.home }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();
  await nav.getByRole('link', { name: en.menu.units }).click();
  await expect(page.getByRole('table', { name: en.units.table })).toBeVisible();
  const search = page.getByRole('searchbox', { name: en.units.search });
  await search.fill(word);
  await expect(page).toHaveURL(new RegExp(`search=${word}`));
  await expect(page.getByRole('table', { name: en.units.table })).toContainText(/Kilogram|Box/);
  await search.fill('');
  await expect(page).not.toHaveURL(/search=/);
}

/** Still signed in: the dashboard's chrome is there and a fresh profile call succeeds. */
async function expectSignedIn(page: Page): Promise<void> {
  const me = page.waitForResponse((response) => response.url().endsWith('/api/dashboard/me'));
  await page.reload();
  expect((await me).status()).toBe(200);
  await expect(page).not.toHaveURL(/\/dashboard\/login/);
  await expect(page.getByRole('button', { name: en.header.userMenu })).toBeVisible();
}

test('access tokens are renewed ahead of expiry while the user works', async ({ page }) => {
  await page.clock.install();
  const answers = recordApiAnswers(page);
  await signIn(page, users.admin, { to: '/dashboard/units' });
  for (let round = 1; round <= 4; round++) {
    if (round % 2) {
      // The user is idle: the renewal timer alone renews.
      await advanceToExpiry(PAST_THE_TIMER, page);
      await expect.poll(() => renewed(answers)).toBe(round);
      await useTheApp(page, 'kilo');
    } else {
      // The user works with less than 45 s left, before the timer: the next request renews first.
      await advanceToExpiry(INSIDE_REQUEST_RENEWAL, page);
      await useTheApp(page, 'box');
      await expect.poll(() => renewed(answers)).toBe(round);
    }
    // The page holds a fresh token (120 s by default), not the one about to expire.
    await expect.poll(() => tokenLeft(page)).toBeGreaterThan(INSIDE_REQUEST_RENEWAL + PAST_THE_TIMER);
  }

  await expect(page).toHaveURL(/\/dashboard\/units$/);
  // Renewed before expiry, never after a refusal: no call was ever answered 401.
  expect(answers.filter((answer) => answer.status() === 401).map((answer) => answer.url())).toEqual([]);
  expect(answers.filter((answer) => answer.status() >= 400).map((answer) => answer.url())).toEqual([]);
  // Nothing went wrong on screen: no error toast, no error page.
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectSignedIn(page);
});

test('two tabs of one browser share the session through many renewals', async ({ context }) => {
  // Five rounds of work in two tabs: on a loaded machine that alone can outlast the default 60 s.
  test.slow();
  await context.clock.install();
  const tabA = await context.newPage();
  const answersA = recordApiAnswers(tabA);
  await signIn(tabA, users.admin, { to: '/dashboard/units' });
  const tabB = await context.newPage();
  const answersB = recordApiAnswers(tabB);
  await tabB.goto('/dashboard/units');
  await expect(tabB.getByRole('table', { name: en.units.table })).toBeVisible();

  // The token nears expiry several times while both tabs keep working. Both tabs' timers
  // fire at the same moment, so they race for the refresh; only one may rotate each token.
  const all = () => [...answersA, ...answersB];
  for (let round = 1; round <= 5; round++) {
    await advanceToExpiry(PAST_THE_TIMER, tabA, tabB);
    await expect.poll(() => renewed(all())).toBeGreaterThanOrEqual(round);
    await useTheApp(round % 2 ? tabA : tabB, round % 4 < 2 ? 'kilo' : 'box');
  }

  // A reused refresh token would have been answered 401 and revoked the session.
  expect(refreshes(all()).filter((answer) => answer.status() !== 200).length).toBe(0);
  expect(all().filter((answer) => answer.status() === 401).map((answer) => answer.url())).toEqual([]);
  await expectSignedIn(tabA);
  await expectSignedIn(tabB);
});

test('a renewal whose answer is lost to a reload does not end the session', async ({ page }) => {
  await page.clock.install();
  const answers = recordApiAnswers(page);
  await signIn(page, users.admin, { to: '/dashboard/units' });
  const presented: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/refresh_token')) presented.push((request.postDataJSON() as { token: string }).token);
  });
  // The first renewal reaches the server, which rotates the token, but its answer never
  // reaches the page, as when the tab is reloaded while the renewal is under way.
  let lost = false;
  await page.route('**/api/refresh_token', async (route) => {
    if (lost) return route.continue();
    lost = true;
    await route.fetch();
    return route.abort('connectionreset');
  });
  await advanceToExpiry(PAST_THE_TIMER, page);
  await expect.poll(() => lost).toBe(true);
  await expectSignedIn(page);

  // The page presented the rotated token again, within the server's 10 s grace: the same pair again.
  await expect.poll(() => presented.length).toBeGreaterThanOrEqual(2);
  expect(presented[1]).toBe(presented[0]);
  await expect.poll(() => renewed(answers)).toBeGreaterThanOrEqual(1);
  expect(answers.filter((answer) => answer.status() === 401).map((answer) => answer.url())).toEqual([]);
  await expect(page.getByRole('button', { name: en.header.userMenu })).toBeVisible();
});

test('signing out in one tab signs the other out too', async ({ context }) => {
  const tabA = await context.newPage();
  await signIn(tabA, users.admin);
  const tabB = await context.newPage();
  await tabB.goto('/dashboard/units');
  await expect(tabB.getByRole('table', { name: en.units.table })).toBeVisible();

  await signOut(tabA);
  await expect(tabB).toHaveURL(/\/dashboard\/login/);
  await expect(tabB.getByRole('heading', { name: en.signIn.title })).toBeVisible();
  await tabB.goto('/dashboard/units');
  await expect(tabB).toHaveURL(/\/dashboard\/login\?redirect=/);
});

test('a session revoked on the server ends at the sign-in page once the token runs out', async ({ page, request }) => {
  await page.clock.install();
  await signIn(page, users.admin, { to: '/dashboard/units?sort=name' });
  await expect(page.getByRole('table', { name: en.units.table })).toBeVisible();
  // Revoke it behind the page's back, as a sign-out on another device would.
  const accessToken = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('matjar.session') ?? '{}') as { accessToken?: string }).accessToken,
  );
  const logout = await request.post('/api/dashboard/logout', { headers: { Authorization: `Bearer ${accessToken}` } });
  expect(logout.ok()).toBe(true);

  // The next renewal is refused: back to sign-in, with the way back to where the user was.
  await advanceToExpiry(PAST_THE_TIMER, page);
  await expect(page).toHaveURL(/\/dashboard\/login\?redirect=/);
  await expect(page.getByRole('heading', { name: en.signIn.title })).toBeVisible();
  await fillSignIn(page, 'en', users.admin.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/units\?sort=name$/);
});
