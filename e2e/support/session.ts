import type { Locale } from '@matjar/shared';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Prefix } from './locale';
import { texts } from './texts';
import { DEMO_PASSWORD, type DemoUser } from './users';

/** Fills the sign-in form as a user would. The page must show the form already. */
export async function fillSignIn(page: Page, locale: Locale, email: string, password: string): Promise<void> {
  const t = texts[locale].signIn;
  await page.getByLabel(t.identifier).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.submit, exact: true }).click();
}

/**
 * Signs in through the sign-in page (in the language `prefix` pins, English by default)
 * and waits until the dashboard has taken over. With `to` (a dashboard path without the
 * prefix, such as '/dashboard/units?sort=name') the sign-in page sends the user straight
 * there, as it does after a redirect, which saves loading the app twice.
 */
export async function signIn(page: Page, user: DemoUser, options: { prefix?: Prefix; to?: string } = {}): Promise<void> {
  const prefix = options.prefix ?? '';
  const locale: Locale = prefix === '/ar' ? 'ar' : 'en';
  const query = options.to ? `?redirect=${encodeURIComponent(options.to)}` : '';
  await page.goto(`${prefix}/dashboard/login${query}`);
  await fillSignIn(page, locale, user.email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/dashboard\/login/);
  if (options.to) await expect(page).toHaveURL(`${prefix}${options.to}`);
  await expect(page.getByRole('button', { name: texts[locale].header.userMenu })).toBeVisible();
}

export async function signOut(page: Page, locale: Locale = 'en'): Promise<void> {
  await page.getByRole('button', { name: texts[locale].header.userMenu }).click();
  await page.getByRole('menuitem', { name: texts[locale].userMenu.signOut }).click();
  await expect(page).toHaveURL(/\/dashboard\/login/);
}

/** An access token for setting data up over HTTP, beside the browser. */
export async function apiToken(request: APIRequestContext, user: DemoUser): Promise<string> {
  const response = await request.post('/api/login', { data: { email: user.email, password: DEMO_PASSWORD } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { access_token: string } };
  return body.data.access_token;
}
