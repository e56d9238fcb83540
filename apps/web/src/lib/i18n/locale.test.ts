import { describe, expect, it } from 'vitest';
import { detectLocale, localeCookie, prefixOf, swapPrefix } from './locale';

describe('locale detection', () => {
  it('takes the URL prefix first', () => {
    expect(detectLocale('/ar/dashboard/units', 'locale=en')).toEqual({ locale: 'ar', prefix: '/ar' });
    expect(detectLocale('/en', 'locale=ar')).toEqual({ locale: 'en', prefix: '/en' });
  });

  it('then the cookie, then English', () => {
    expect(detectLocale('/dashboard', 'a=1; locale=ar')).toEqual({ locale: 'ar', prefix: '' });
    expect(detectLocale('/dashboard', 'locale=fr')).toEqual({ locale: 'en', prefix: '' });
    expect(detectLocale('/dashboard', '')).toEqual({ locale: 'en', prefix: '' });
  });

  it('does not mistake a path that only starts with a code for a prefix', () => {
    expect(prefixOf('/arabic/dashboard')).toBe('');
    expect(prefixOf('/english')).toBe('');
  });

  it('moves an address to the other prefix', () => {
    expect(swapPrefix('/ar/dashboard/units', 'en')).toBe('/en/dashboard/units');
    expect(swapPrefix('/en', 'ar')).toBe('/ar');
  });

  it('writes a year-long, site-wide, lax cookie', () => {
    expect(localeCookie('ar')).toBe('locale=ar; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});
