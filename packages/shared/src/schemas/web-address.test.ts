import { describe, expect, it } from 'vitest';
import { adInput } from './ads.js';
import { isWebAddress, webAddressField } from './form-fields.js';
import { sliderInput } from './sliders.js';

describe('web address (ad url, slider button_url)', () => {
  it('takes absolute http(s) addresses and the store’s own paths', () => {
    for (const link of ['https://shop.example.com/eid', 'http://example.com', '/offers', '/pages/team?tab=1#top', '/', '/%5Cevil.com']) {
      expect(isWebAddress(link), link).toBe(true);
    }
  });

  // Browsers read a backslash as a slash and drop tabs and newlines from a URL, so each of
  // these opens another site although it starts with one slash.
  it('refuses paths that a browser reads as another site', () => {
    const base = 'https://shop.example.com';
    for (const link of ['/\\evil.com', '/\\/evil.com', '/\t/evil.com', '/\n/evil.com', '/\r/evil.com', '//evil.com', '/ /evil.com']) {
      expect(isWebAddress(link), JSON.stringify(link)).toBe(false);
    }
    // The reason: what `new URL` makes of the first two.
    expect(new URL('/\\evil.com', base).origin).toBe('https://evil.com');
    expect(new URL('/\t/evil.com', base).origin).toBe('https://evil.com');
  });

  it('refuses backslashes and control characters anywhere', () => {
    for (const link of [
      '/offers\\x',
      '/off\u0000ers',
      '/offers\u001f',
      '/offers\u007f',
      '/offers\u0085',
      'https://shop.example.com\\@evil.com',
      'https://shop.example.com/\u0000',
      'https://shop.example.com/a\tb',
    ]) {
      expect(isWebAddress(link), JSON.stringify(link)).toBe(false);
    }
  });

  it('is the one rule of both schemas, with the url message', () => {
    expect(webAddressField.safeParse('/\\evil.com').error?.issues[0]?.message).toBe('validation.url');
    expect(adInput.safeParse({ url: '/\\/evil.com' }).error?.issues.find((i) => i.path[0] === 'url')?.message).toBe('validation.url');
    expect(sliderInput.safeParse({ button_url: '/\\evil.com' }).error?.issues.find((i) => i.path[0] === 'button_url')?.message).toBe(
      'validation.url',
    );
  });
});
