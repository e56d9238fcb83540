import { expect, it } from 'vitest';
import { parseStorefrontUrl } from '../src/config.js';
import { describeEachDatabase } from './harness.js';

/** "Visit store" leads to STOREFRONT_URL, delivered by GET /api/bootstrap (docs/decisions/0009). */
describeEachDatabase('storefront address', (suite) => {
  const storefrontOf = async (env?: Record<string, string>) => (await (await suite.start(env)).api().get('/api/bootstrap')).body.data.storefront_url;

  it('is null without STOREFRONT_URL, so the web app hides the button', async () => {
    expect(await storefrontOf()).toBeNull();
    expect(await storefrontOf({ STOREFRONT_URL: ' ' })).toBeNull();
  });

  it('is the configured address', async () => {
    expect(await storefrontOf({ STOREFRONT_URL: 'https://shop.example.com/ar' })).toBe('https://shop.example.com/ar');
  });
});

it('refuses a storefront address that is not a full http(s) URL, saying what to write', () => {
  for (const wrong of ['/', 'shop.example.com', 'javascript:alert(1)', 'ftp://shop.example.com']) {
    expect(() => parseStorefrontUrl(wrong), wrong).toThrow(/STOREFRONT_URL must be the storefront's full address, such as https:\/\/shop\.example\.com/);
  }
  expect(parseStorefrontUrl('http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000/');
});
