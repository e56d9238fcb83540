import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, describeEachDatabase } from './harness.js';

/** An answer as the bytes that crossed the wire: Node's fetch would decode them first. */
interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function raw(server: TestServer, urlPath: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${server.url}${urlPath}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

const decode = (answer: RawAnswer): string => {
  const coding = answer.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(answer.body).toString();
  if (coding === 'gzip') return gunzipSync(answer.body).toString();
  return answer.body.toString();
};

const varies = (answer: RawAnswer) => String(answer.headers.vary ?? '').toLowerCase().split(/,\s*/).includes('accept-encoding');

describeEachDatabase('compressed API answers', (suite) => {
  let server: TestServer;
  let bearer: Record<string, string>;
  beforeAll(async () => {
    server = await suite.start();
    bearer = { authorization: `Bearer ${(await server.login('admin@example.com')).access_token}` };
  });

  it('sends the OpenAPI document in brotli, gzip or as it is, by Accept-Encoding, always with Vary', async () => {
    const identity = await raw(server, '/api/openapi.json');
    expect(identity.status).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(varies(identity)).toBe(true);
    const document = JSON.parse(identity.body.toString()) as { openapi: string };
    expect(document.openapi).toMatch(/^3\./);

    const br = await raw(server, '/api/openapi.json', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(varies(br)).toBe(true);
    expect(JSON.parse(decode(br))).toEqual(document);
    // A tenth of the document, or less, crosses the wire.
    expect(br.body.length).toBeLessThan(identity.body.length / 10);
    expect(Number(br.headers['content-length'] ?? br.body.length)).toBe(br.body.length);

    const gzip = await raw(server, '/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(gzip))).toEqual(document);
  });

  it('honours q-values: a refused coding is never sent', async () => {
    const noBrotli = await raw(server, '/api/openapi.json', { 'accept-encoding': 'br;q=0, gzip;q=0.5' });
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
    const none = await raw(server, '/api/openapi.json', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(none.headers['content-encoding']).toBeUndefined();
    const identityOnly = await raw(server, '/api/openapi.json', { 'accept-encoding': 'identity' });
    expect(identityOnly.headers['content-encoding']).toBeUndefined();
    expect(varies(identityOnly)).toBe(true);
  });

  it('compresses a 10,000-row picker list and a list page, and decodes to the same answer', async () => {
    for (const list of ['/api/dashboard/products?perPage=10000', '/api/dashboard/products?perPage=15', '/api/dashboard/categories/list']) {
      const plain = await raw(server, list, bearer);
      expect(plain.status, list).toBe(200);
      expect(plain.body.length, list).toBeGreaterThan(1024);
      const br = await raw(server, list, { ...bearer, 'accept-encoding': 'br, gzip' });
      expect(br.headers['content-encoding'], list).toBe('br');
      expect(varies(br), list).toBe(true);
      expect(br.headers['cache-control'], list).toBe('no-store');
      expect(JSON.parse(decode(br)), list).toEqual(JSON.parse(plain.body.toString()));
      expect(br.body.length, list).toBeLessThan(plain.body.length / 2);
    }
  });

  it('leaves answers under 1 KB as they are, without Vary', async () => {
    const small = await raw(server, '/api/bootstrap', { 'accept-encoding': 'br, gzip' });
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(varies(small)).toBe(false);
  });

  it('compresses error answers above the threshold in the request language too', async () => {
    const answer = await raw(server, '/api/dashboard/products?perPage=15', { 'accept-encoding': 'br', 'accept-language': 'ar' });
    expect(answer.status).toBe(401);
    // A 401 is small: sent as it is, still in Arabic.
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(decode(answer)).message).toMatch(/[\u0600-\u06FF]/);
  });
});

describeEachDatabase('the web app, precompressed', (suite) => {
  let server: TestServer;
  let webDist: string;
  const script = `console.log(${JSON.stringify('matjar '.repeat(400))});\n`;
  // The build's inline script for the signed-in pages (apps/web/build/icu-warm-up.ts).
  const inline = "requestAnimationFrame(function(){new Intl.NumberFormat('en-GB')})";
  const index = [
    '<!doctype html>',
    '<html lang="en" dir="ltr">',
    '  <head>',
    '    <script type="module" crossorigin src="/assets/app.js"></script>',
    '    <link rel="preload" href="/assets/latin.woff2" as="font" type="font/woff2" crossorigin="" data-locale="en">',
    '    <link rel="modulepreload" href="/assets/common-en.js" data-locale="en">',
    '    <link rel="preload" href="/assets/arabic.woff2" as="font" type="font/woff2" crossorigin="" data-locale="ar">',
    '    <link rel="modulepreload" href="/assets/common-ar.js" data-locale="ar">',
    '    <link rel="modulepreload" href="/assets/auth-ar.js" data-locale="ar" data-route="sign-in">',
    '    <link rel="modulepreload" href="/assets/login-page.js" data-route="sign-in">',
    '    <link rel="modulepreload" href="/assets/app-layout-page.js" data-route="signed-in">',
    '    <link rel="modulepreload" href="/assets/screens.js" data-route="screen">',
    '    <link rel="modulepreload" href="/assets/lists.js" data-route="list">',
    '  </head>',
    `  <body><div id="root"></div>\n    <script data-route="signed-in">${inline}</script>\n  </body>`,
    '</html>',
  ].join('\n');

  beforeAll(async () => {
    // A build as Vite writes it: each text file with its .br and .gz beside it.
    webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'matjar-web-dist-'));
    await fs.mkdir(path.join(webDist, 'assets'));
    await fs.writeFile(path.join(webDist, 'index.html'), index);
    await fs.writeFile(path.join(webDist, 'assets/app.js'), script);
    await fs.writeFile(path.join(webDist, 'assets/app.js.br'), brotliCompressSync(script));
    await fs.writeFile(path.join(webDist, 'assets/app.js.gz'), gzipSync(script));
    await fs.writeFile(path.join(webDist, 'assets/latin.woff2'), Buffer.from('wOF2 not really a font'));
    server = await suite.start({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await server.close();
    await fs.rm(webDist, { recursive: true, force: true });
  });

  describe('assets', () => {
    it('sends the brotli file, the gzip file or the plain one by Accept-Encoding, with Vary and the long cache', async () => {
      const br = await raw(server, '/assets/app.js', { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(varies(br)).toBe(true);
      expect(decode(br)).toBe(script);
      expect(br.body.length).toBeLessThan(script.length / 10);

      const gzip = await raw(server, '/assets/app.js', { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(varies(gzip)).toBe(true);
      expect(decode(gzip)).toBe(script);

      const identity = await raw(server, '/assets/app.js');
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(varies(identity)).toBe(true);
      expect(identity.body.toString()).toBe(script);
    });

    it('keeps the headers that apply to a script and drops those that govern documents only', async () => {
      const script = await raw(server, '/assets/app.js', { 'accept-encoding': 'br' });
      expect(script.headers['x-content-type-options']).toBe('nosniff');
      expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(script.headers['content-security-policy']).toBeUndefined();
      expect(script.headers['x-frame-options']).toBeUndefined();
      const page = await raw(server, '/en/dashboard/login', { 'accept-encoding': 'br' });
      expect(page.headers['content-security-policy']).toContain("default-src 'self'");
      expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    });

    it('sends a file without compressed copies (a font) as it is', async () => {
      const font = await raw(server, '/assets/latin.woff2', { 'accept-encoding': 'br, gzip' });
      expect(font.status).toBe(200);
      expect(font.headers['content-encoding']).toBeUndefined();
      expect(font.body.toString()).toBe('wOF2 not really a font');
    });
  });

  describe('index.html', () => {
    it('preloads the signed-in layout on its screens when the browser says it holds a session', async () => {
      const html = async (url: string, cookie?: string) => decode(await raw(server, url, cookie ? { cookie } : {}));
      expect(await html('/en/dashboard/products', 'matjar_signed_in=1')).toContain('app-layout-page.js');
      expect(await html('/dashboard', 'locale=ar; matjar_signed_in=1')).toContain('app-layout-page.js');
      // Signed out (or a stale hint of another value), the page sends the visitor to sign in.
      expect(await html('/en/dashboard/products')).not.toContain('app-layout-page.js');
      expect(await html('/en/dashboard/products', 'matjar_signed_in=0')).not.toContain('app-layout-page.js');
      // Never on the sign-in page or the password screens, hint or not.
      expect(await html('/en/dashboard/login', 'matjar_signed_in=1')).not.toContain('app-layout-page.js');
      expect(await html('/en/dashboard/password/forget', 'matjar_signed_in=1')).not.toContain('app-layout-page.js');
    });

    it('preloads what every screen but home loads on those screens only', async () => {
      const html = async (url: string, cookie = 'matjar_signed_in=1') => decode(await raw(server, url, { cookie }));
      for (const url of ['/en/dashboard/products', '/dashboard/orders/12', '/ar/dashboard/products?page=2']) {
        expect(await html(url), url).toContain('screens.js');
        expect(await html(url), url).toContain('app-layout-page.js');
      }
      for (const url of ['/dashboard', '/en/dashboard/', '/ar/dashboard?tab=1']) {
        expect(await html(url), url).not.toContain('screens.js');
        expect(await html(url), url).toContain('app-layout-page.js');
      }
      expect(await html('/en/dashboard/products', '')).not.toContain('screens.js');
      expect(await html('/en/dashboard/login')).not.toContain('screens.js');
    });

    it('preloads what every list loads on a list only, not on a record’s page', async () => {
      const html = async (url: string, cookie = 'matjar_signed_in=1') => decode(await raw(server, url, { cookie }));
      for (const url of ['/en/dashboard/products', '/dashboard/orders?status=new', '/ar/dashboard/countries/3/governorates/', '/dashboard/categories/7#top']) {
        expect(await html(url), url).toContain('lists.js');
        expect(await html(url), url).toContain('screens.js');
      }
      for (const url of ['/en/dashboard/products/65/show', '/dashboard/orders/12', '/dashboard/orders/create', '/dashboard', '/dashboard/profile']) {
        expect(await html(url), url).not.toContain('lists.js');
      }
      expect(await html('/en/dashboard/products', '')).not.toContain('lists.js');
    });

    it('runs its inline script on the signed-in pages only, allowed by its hash in the policy', async () => {
      const hash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
      for (const [url, cookie, expected] of [
        ['/en/dashboard/products', 'matjar_signed_in=1', true],
        ['/ar/dashboard', 'matjar_signed_in=1', true],
        ['/en/dashboard/products', '', false],
        ['/en/dashboard/login', 'matjar_signed_in=1', false],
      ] as const) {
        const answer = await raw(server, url, { cookie, 'accept-encoding': 'br' });
        expect(decode(answer).includes(`<script data-route="signed-in">${inline}</script>`), url).toBe(expected);
        // Only that script: the policy still refuses any other inline one.
        expect(answer.headers['content-security-policy'], url).toContain(`script-src 'self' ${hash};`);
      }
    });

    it('is prepared per language, with that language’s preloads only, in every coding', async () => {
      for (const [url, locale, dir] of [
        ['/ar/dashboard/login', 'ar', 'rtl'],
        ['/en/dashboard/products', 'en', 'ltr'],
      ] as const) {
        const other = locale === 'ar' ? 'en' : 'ar';
        for (const coding of ['br', 'gzip', undefined]) {
          const answer = await raw(server, url, coding ? { 'accept-encoding': coding } : {});
          expect(answer.status, url).toBe(200);
          expect(answer.headers['content-encoding'], `${url} ${coding}`).toBe(coding);
          expect(varies(answer), url).toBe(true);
          expect(answer.headers['cache-control']).toBe('no-cache');
          const html = decode(answer);
          expect(html).toContain(`<html lang="${locale}" dir="${dir}">`);
          expect(html).toContain(`data-locale="${locale}"`);
          expect(html).not.toContain(`data-locale="${other}"`);
          expect(html).toContain('<script type="module" crossorigin src="/assets/app.js"></script>');
          // The sign-in page's own chunks are preloaded on the sign-in address only.
          expect(html.includes('login-page.js'), url).toBe(url.endsWith('/login'));
          expect(html.includes('auth-ar.js'), url).toBe(locale === 'ar' && url.endsWith('/login'));
        }
      }
    });

    it('follows the locale cookie when the address has no language prefix', async () => {
      const answer = await raw(server, '/dashboard/login', { 'accept-encoding': 'br', cookie: 'locale=ar' });
      const html = decode(answer);
      expect(html).toContain('<html lang="ar" dir="rtl">');
      expect(html).toContain('arabic.woff2');
      expect(html).not.toContain('latin.woff2');
    });
  });
});
