import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signIn } from '../support/session';
import { users } from '../support/users';

/**
 * Byte budgets of the web app, in bytes as sent: the compressed bodies the server answers
 * a browser that accepts brotli, not the files on disk. Each figure, what it covers and
 * what it was when set are in docs/web-budgets.md; a budget exceeded fails the suite.
 */
const KB = 1024;
const BUDGETS = {
  /** The sign-in page's JS + CSS + fonts, cache empty. */
  signIn: { en: 155 * KB, ar: 155 * KB },
  /** The signed-in home page (the shell: layout, menu, header, and the home screen), JS + CSS + fonts. */
  shell: { en: 195 * KB, ar: 195 * KB },
  /** The products list on a first visit, everything its requests' bodies weigh (API answers too). */
  productsList: { en: 280 * KB, ar: 280 * KB },
  /**
   * What opening a route first adds to the first bundle (and, signed in, to the shell):
   * its chunk, the chunks it imports that those do not (tables, forms, the shared schemas),
   * their CSS; a screen with a form carries the form libraries (the `forms` chunk, 38 KB),
   * which the shell no longer does. By default...
   */
  route: 160 * KB,
  /** ...and the signed-in shell itself. */
  routes: {
    'src/app/routes/app-layout-page.tsx': 44 * KB,
  } as Record<string, number>,
};

// A first visit, as the budgets count it: without the service worker, whose kept copies
// would answer for the network (public/sw.js keeps the built files after they arrive).
test.use({ serviceWorkers: 'block' });

interface Sent {
  url: string;
  type: string;
  encoding: string | undefined;
  bytes: number;
}

/** Every response of the page from now on, with its body's size as it crossed the wire. */
function recordResponses(page: Page) {
  const pending: Promise<Sent | null>[] = [];
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return null;
        const sizes = await request.sizes();
        return { url: request.url(), type: request.resourceType(), encoding: response.headers()['content-encoding'], bytes: sizes.responseBodySize };
      })(),
    );
  });
  return async () => (await Promise.all(pending)).filter((sent): sent is Sent => sent !== null);
}

const CODE_AND_FONTS = new Set(['script', 'stylesheet', 'font']);
const total = (sent: Sent[]) => sent.reduce((sum, entry) => sum + entry.bytes, 0);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function expectBrotli(sent: Sent[]) {
  const text = sent.filter((entry) => entry.type === 'script' || entry.type === 'stylesheet');
  expect(text.length).toBeGreaterThan(0);
  for (const entry of text) expect(entry.encoding, entry.url).toBe('br');
}

/** Waits until the page has fetched what it shows: no request for a while, and its fonts in. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForLoadState('networkidle');
}

for (const locale of ['en', 'ar'] as const) {
  test(`sign-in page: JS + CSS + fonts as sent stay within the budget (${locale})`, async ({ page }) => {
    const responses = recordResponses(page);
    await page.goto(`/${locale}/dashboard/login`);
    await expect(page.locator('form input[type="password"]')).toBeVisible();
    await settled(page);
    const sent = (await responses()).filter((entry) => CODE_AND_FONTS.has(entry.type));
    expectBrotli(sent);
    const fonts = sent.filter((entry) => entry.type === 'font');
    // One face per language is enough to paint the page; English never fetches the Arabic one,
    // nor the part of Inter its words and figures do not use (app/fonts.css).
    expect(fonts.length).toBeGreaterThan(0);
    if (locale === 'en') expect(fonts.map((font) => new URL(font.url).pathname)).toEqual([expect.stringMatching(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/)]);
    console.log(`sign-in page (${locale}): ${sent.length} files, ${kb(total(sent))} (fonts ${kb(total(fonts))})`);
    expect(total(sent)).toBeLessThanOrEqual(BUDGETS.signIn[locale]);
  });

  test(`signed-in shell and products list, first visit, stay within their budgets (${locale})`, async ({ page }) => {
    await signIn(page, users.admin, { prefix: `/${locale}` });
    const cdp = await page.context().newCDPSession(page);

    await cdp.send('Network.clearBrowserCache');
    let responses = recordResponses(page);
    await page.goto(`/${locale}/dashboard`);
    await expect(page.locator('main')).toBeVisible();
    await settled(page);
    const shell = (await responses()).filter((entry) => CODE_AND_FONTS.has(entry.type));
    expectBrotli(shell);
    console.log(`signed-in home (${locale}): ${shell.length} files, ${kb(total(shell))}`);
    expect.soft(total(shell)).toBeLessThanOrEqual(BUDGETS.shell[locale]);

    await cdp.send('Network.clearBrowserCache');
    responses = recordResponses(page);
    await page.goto(`/${locale}/dashboard/products`);
    await expect(page.locator('main table tbody tr').first()).toBeVisible();
    // What every screen but home loads comes with the page's first requests (locale-preloads.ts),
    // its stylesheets linked from the HTML, each fetched once (the loader finds them linked).
    await expect(page.locator('link[rel=modulepreload][data-route=screen]').first()).toBeAttached();
    await expect(page.locator('link[rel=stylesheet][data-route=screen]').first()).toBeAttached();
    await settled(page);
    const products = await responses();
    const sheets = products.filter((entry) => entry.type === 'stylesheet').map((entry) => entry.url);
    expect(sheets.length).toBeGreaterThan(2);
    expect(sheets.length, sheets.join('\n')).toBe(new Set(sheets).size);
    const api = products.filter((entry) => entry.url.includes('/api/'));
    // The list answer is compressed on the fly.
    const list = api.find((entry) => /\/api\/dashboard\/products\?/.test(entry.url));
    expect(list?.encoding).toBe('br');
    console.log(`products list (${locale}): ${products.length} requests, ${kb(total(products))} (API ${kb(total(api))})`);
    expect(total(products)).toBeLessThanOrEqual(BUDGETS.productsList[locale]);
  });
}

/** The build's manifest: each source module's chunk, the chunks it imports and its CSS. */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

test('every route chunk stays within its budget, precompressed', () => {
  const dist = path.resolve(import.meta.dirname, '../../apps/web/dist');
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  /** The brotli copy's size; a file too small to gain from compression has none and goes as it is. */
  const sentBytes = (file: string) => {
    const compressed = path.join(dist, `${file}.br`);
    const size = fs.statSync(path.join(dist, file)).size;
    if (size > 1024) {
      expect(fs.existsSync(compressed), `${file} is built precompressed`).toBe(true);
      expect(fs.existsSync(path.join(dist, `${file}.gz`)), `${file} has its gzip copy`).toBe(true);
    }
    return fs.existsSync(compressed) ? fs.statSync(compressed).size : size;
  };
  /** A chunk's files with those of the chunks it imports statically. */
  const filesOf = (key: string, into = new Set<string>()) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const css of chunk.css ?? []) into.add(css);
    for (const imported of chunk.imports ?? []) filesOf(imported, into);
    return into;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  expect(entryKey).toBeDefined();
  const first = filesOf(entryKey!);
  const shell = filesOf('src/app/routes/app-layout-page.tsx');

  const routes = Object.entries(manifest).filter(([key, chunk]) => chunk.isDynamicEntry && /^src\/.*(?:-page|-layout)\.tsx$/.test(key));
  expect(routes.length).toBeGreaterThan(20);
  const measured = routes.map(([key]) => {
    // What opening the route adds to what the first bundle (and, signed in, the shell) already loaded.
    const signedOut = /[/](?:auth|password|impersonation)[/]|app-layout-page/.test(key);
    const before = signedOut ? first : new Set([...first, ...shell]);
    const own = [...filesOf(key)].filter((file) => !before.has(file));
    return { key, own, bytes: own.reduce((sum, file) => sum + sentBytes(file), 0), budget: BUDGETS.routes[key] ?? BUDGETS.route };
  });
  const rows = measured.map(({ key, bytes, budget }) => `${kb(bytes).padStart(9)} / ${kb(budget).padStart(8)}  ${key}`);
  console.log(`route chunks as sent (brotli), own files only:\n${rows.join('\n')}`);
  for (const { key, own, bytes, budget } of measured) expect(bytes, `${key}: ${own.join(', ')}`).toBeLessThanOrEqual(budget);
});
