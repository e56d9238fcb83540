import path from 'node:path';
import type { Locale } from '@matjar/shared';
import { expect, test, type Page } from '@playwright/test';
import { expectLocale } from './locale';
import { texts } from './texts';

/** Screen sizes the pictures are taken at: a desktop and a phone. */
export const sizes = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Collects what would make a picture worthless: uncaught errors and console errors. */
export function watchForErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  return problems;
}

/** Takes a picture of the page as it is, refusing one of an error page. `dir` defaults to the test's output folder. */
export async function capture(page: Page, locale: Locale, file: string, options: { fullPage?: boolean; dir?: string } = {}): Promise<void> {
  const t = texts[locale].pages;
  await expectLocale(page, locale);
  for (const title of [t.errorTitle, t.notFoundTitle, t.forbiddenTitle]) {
    await expect(page.getByRole('heading', { name: title, exact: true })).toHaveCount(0);
  }
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // The pointer stays where the last click was; a hover highlight there would be misleading.
  await page.mouse.move(0, 0);
  const dir = options.dir ?? path.join(test.info().project.outputDir, 'screens');
  await page.screenshot({ path: path.join(dir, `${file}.png`), animations: 'disabled', fullPage: options.fullPage ?? false });
}
