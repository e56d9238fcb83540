import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MEDIA_SIZES, RECOMMENDED_IMAGE_SIZES } from '@matjar/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fileOf, formOf, pngImage } from './catalogue-fixtures.js';
import { type TestServer, describeEachDatabase } from './harness.js';

describeEachDatabase('media', (suite) => {
  let server: TestServer;
  let dataDir: string;
  let image: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'matjar-media-'));
    server = await suite.start({ DATA_DIR: dataDir });
    const token = (await server.login('admin@example.com')).access_token;
    const form = formOf({ 'name[en]': 'Pictured', 'name[ar]': 'مصور', image: [fileOf(await pngImage(600, 300), 'wide.png', 'image/png'), 'wide.png'] });
    const created = await server.api(token).post('/api/dashboard/brands', form);
    expect(created.status).toBe(201);
    image = created.body.data.image;
  });
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

  /** GET without any token: media are public storefront assets. */
  const fetchMedia = (urlPath: string, headers: Record<string, string> = {}) => fetch(`${server.url}${urlPath}`, { headers });

  it('resizes on demand inside the asked box, publicly, with immutable cache headers and an ETag', async () => {
    const answer = await fetchMedia(`/api/media/200x200/${image}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/webp');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const etag = answer.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 200, height: 100 });

    const again = await fetchMedia(`/api/media/200x200/${image}`, { 'if-none-match': etag as string });
    expect(again.status).toBe(304);
    await expect(fs.access(path.join(dataDir, 'media', 'cache', '200x200', image))).resolves.toBeUndefined();
  });

  it('serves 50x50 when the size is left out (spec: default 50x50)', async () => {
    const answer = await fetchMedia(`/api/media/${image}`);
    expect(answer.status).toBe(200);
    const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([50, 25]);
  });

  it('serves the recommended sizes of spec §5, shown width × height (the portrait logo pair transposed)', async () => {
    expect(RECOMMENDED_IMAGE_SIZES.logo).toEqual([{ width: 230, height: 72, transposed: true }]);
    expect(MEDIA_SIZES).toEqual(expect.arrayContaining(['50x50', '100x100', '200x200', '400x400', '1170x250', '230x72', '1820x580', '545x194']));
    expect(MEDIA_SIZES).not.toContain('72x230');
    for (const size of ['1170x250', '230x72']) {
      const answer = await fetchMedia(`/api/media/${size}/${image}`);
      expect(answer.status, size).toBe(200);
    }
    // Never enlarged: a 600x300 picture asked at 2480x800 stays 600x300.
    const big = await fetchMedia(`/api/media/2480x800/${image}`);
    expect(await sharp(Buffer.from(await big.arrayBuffer())).metadata()).toMatchObject({ width: 600, height: 300 });
  });

  it('answers 404, translated, for sizes off the allow-list, unknown files and paths that try to climb out', async () => {
    for (const urlPath of [
      `/api/media/51x51/${image}`,
      `/api/media/100000x100000/${image}`,
      `/api/media/0x0/${image}`,
      '/api/media/50x50/0123456789abcdef0123456789abcdef.webp',
      '/api/media/50x50/..%2F..%2F..%2Fetc%2Fpasswd',
      '/api/media/..%2Fmatjar.db',
      '/api/media/50x50/%2e%2e%2fmatjar.db',
      `/api/media/50x50/${image.replace('.webp', '.png')}`,
    ]) {
      const answer = await fetchMedia(urlPath, { 'accept-language': 'ar' });
      expect(answer.status, urlPath).toBe(404);
      expect(await answer.json(), urlPath).toEqual({ message: 'غير موجود.' });
    }
    const dirs = await fs.readdir(path.join(dataDir, 'media', 'cache'));
    expect(dirs.every((dir) => MEDIA_SIZES.includes(dir))).toBe(true);
  });
});
