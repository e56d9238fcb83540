import type { Locale } from '@matjar/shared';
import { expect, type Page } from '@playwright/test';
import { texts } from './texts';

/** The URL prefix that pins a language, or '' to let the cookie decide. */
export type Prefix = '' | `/${Locale}`;

/** English without a prefix (the cookie-less default), Arabic pinned by `/ar`. */
export const usualPrefix = (locale: Locale): Prefix => (locale === 'ar' ? '/ar' : '');

/** `<html lang dir>` as the app left them. */
export function htmlLocale(page: Page): Promise<{ lang: string; dir: string }> {
  return page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
}

export async function expectLocale(page: Page, locale: Locale): Promise<void> {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', locale);
  await expect(html).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
}

/** One click on the header's (or the sign-in page's) switch, which names the other language. */
export async function switchLanguage(page: Page, to: Locale): Promise<void> {
  await page.getByRole('button', { name: texts[to].languageName }).click();
  await expectLocale(page, to);
}
