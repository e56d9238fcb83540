import { expect, test, type Page, type Response } from '@playwright/test';
import { SHORT_TOKEN_URL } from '../playwright.config';
import { sidebar } from '../support/chrome';
import { fillSignIn, signIn, signOut } from '../support/session';
import { texts } from '../support/texts';
import { DEMO_PASSWORD, users } from '../support/users';

// This server's access tokens live 6 s (ACCESS_TOKEN_TTL=6), so a refresh is due every few seconds.
test.use({ baseURL: SHORT_TOKEN_URL });

const en = texts.en;

/** Every API answer the page receives from now on. */
function recordApiAnswers(page: Page): Response[] {
  const answers: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) answers.push(response);
  });
  return answers;
}

const refreshes = (answers: Response[]) => answers.filter((answer) => answer.url().endsWith('/api/refresh_token'));

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

test('short-lived access tokens are renewed ahead of expiry while the user works', async ({ page }) => {
  const answers = recordApiAnswers(page);
  await signIn(page, users.admin, { to: '/dashboard/units' });
  const until = Date.now() + 15_000;
  let round = 0;
  while (Date.now() < until) await useTheApp(page, round++ % 2 ? 'kilo' : 'box');

  await expect(page).toHaveURL(/\/dashboard\/units$/);
  expect(refreshes(answers).length).toBeGreaterThanOrEqual(3);
  // Renewed before expiry, never after a refusal: no call was ever answered 401.
  expect(answers.filter((answer) => answer.status() === 401).map((answer) => answer.url())).toEqual([]);
  expect(answers.filter((answer) => answer.status() >= 400).map((answer) => answer.url())).toEqual([]);
  // Nothing went wrong on screen: no error toast, no error page.
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectSignedIn(page);
});

test('two tabs of one browser share the session through many renewals', async ({ context }) => {
  const tabA = await context.newPage();
  const answersA = recordApiAnswers(tabA);
  await signIn(tabA, users.admin, { to: '/dashboard/units' });
  const tabB = await context.newPage();
  const answersB = recordApiAnswers(tabB);
  await tabB.goto('/dashboard/units');
  await expect(tabB.getByRole('table', { name: en.units.table })).toBeVisible();

  // Both tabs keep working while the token expires several times. Each tab's timer fires at
  // the same moment, so they race for the refresh; only one may rotate each token.
  const until = Date.now() + 20_000;
  let round = 0;
  while (Date.now() < until) {
    await useTheApp(round % 2 ? tabA : tabB, round % 4 < 2 ? 'kilo' : 'box');
    round++;
  }

  const all = [...answersA, ...answersB];
  expect(refreshes(all).length).toBeGreaterThanOrEqual(5);
  // A reused refresh token would have been answered 401 and revoked the session.
  expect(refreshes(all).filter((answer) => answer.status() !== 200).length).toBe(0);
  expect(all.filter((answer) => answer.status() === 401).map((answer) => answer.url())).toEqual([]);
  await expectSignedIn(tabA);
  await expectSignedIn(tabB);
});

test('a renewal whose answer is lost to a reload does not end the session', async ({ page }) => {
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
  await expect.poll(() => lost, { timeout: 10_000 }).toBe(true);
  await expectSignedIn(page);

  // The page presented the rotated token again, within the server's 10 s grace: a new pair.
  await expect.poll(() => presented.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  expect(presented[1]).toBe(presented[0]);
  await expect.poll(() => refreshes(answers).filter((answer) => answer.status() === 200).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
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
  await signIn(page, users.admin, { to: '/dashboard/units?sort=name' });
  await expect(page.getByRole('table', { name: en.units.table })).toBeVisible();
  // Revoke it behind the page's back, as a sign-out on another device would.
  const accessToken = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('matjar.session') ?? '{}') as { accessToken?: string }).accessToken,
  );
  const logout = await request.post('/api/dashboard/logout', { headers: { Authorization: `Bearer ${accessToken}` } });
  expect(logout.ok()).toBe(true);

  // The next renewal is refused: back to sign-in, with the way back to where the user was.
  await expect(page).toHaveURL(/\/dashboard\/login\?redirect=/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: en.signIn.title })).toBeVisible();
  await fillSignIn(page, 'en', users.admin.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/units\?sort=name$/);
});
