import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:8640';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const locale of ['en', 'ar']) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const page = await ctx.newPage();
  await page.goto(`${base}/${locale}/dashboard/login`);
  await page.locator('input').first().fill('admin@example.com');
  await page.locator('input[type=password]').fill('password123');
  await page.locator('button[type=submit]').click();
  await page.waitForURL(/\/dashboard(?!\/login)/);
  for (const path of ['support', 'support/create', 'support/2', 'tickets/' + process.argv[2], 'support?status=closed&department=billing', 'bell']) {
    if (path !== 'bell') { await page.goto(`${base}/${locale}/dashboard/${path}`); }
    else { await page.locator('header button[aria-label*="otif"], header button[aria-label*="إشعار"]').first().click(); }
    await page.waitForTimeout(1500);
    const h1 = await page.locator('h1').count();
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const bad = violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''));
    console.log(locale, path, 'h1:', h1, bad.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`));
  }
  await ctx.close();
}
await browser.close();
