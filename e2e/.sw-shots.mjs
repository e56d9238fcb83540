import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:8640';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const only = process.argv[2];
for (const locale of ['en', 'ar']) {
  for (const width of [1280, 390]) {
    const ctx = await browser.newContext({ viewport: { width, height: 860 } });
    const page = await ctx.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${base}/${locale}/dashboard/login`);
    await page.locator('input').first().fill('admin@example.com');
    await page.locator('input[type=password]').fill('password123');
    await page.locator('button[type=submit]').click();
    await page.waitForURL(/\/dashboard(?!\/login)/);
    const shot = async (name) => { await page.waitForTimeout(700); await page.screenshot({ path: `/tmp/sw-shots/${name}-${locale}-${width}.png`, fullPage: true }); };
    if (!only || only === 'list') { await page.goto(`${base}/${locale}/dashboard/support`); await page.getByRole('table').waitFor(); await shot('list'); }
    if (!only || only === 'create') { await page.goto(`${base}/${locale}/dashboard/support/create`); await page.locator('form').waitFor(); await page.locator('button[type=submit]').click(); await shot('create'); }
    if (!only || only === 'ticket') { await page.goto(`${base}/${locale}/dashboard/support/3`); await page.locator('ol').waitFor(); await shot('ticket'); }
    if (!only || only === 'bell') {
      await page.goto(`${base}/${locale}/dashboard/support/4`); await page.locator('ol').waitFor();
      await page.locator('header button[aria-label*="otif"], header button[aria-label*="إشعار"]').first().click();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/sw-shots/bell-${locale}-${width}.png` });
    }
    if (errors.length) console.log(locale, width, errors);
    await ctx.close();
  }
}
await browser.close();
