import { describe, expect, it } from 'vitest';
import { hasControlCharacters, hasHiddenCharacters, nameSkeleton, normaliseName } from './names.js';

describe('names', () => {
  it('normalises a name as stored: NFKC, one space, trimmed', () => {
    expect(normaliseName('  Super\u00a0\u00a0Admin\t')).toBe('Super Admin');
    expect(normaliseName('Ｓｕｐｅｒ')).toBe('Super');
    expect(normaliseName('\uFEE3\uFEAA\uFEF3\uFEAE')).toBe('مدير');
    // Tatweel and diacritics are the writer's: kept.
    expect(normaliseName('مـُحمد')).toBe('مـُحمد');
    // The BOM is no space: left for the hidden-character rule to refuse.
    expect(normaliseName('A\uFEFFB')).toBe('A\uFEFFB');
  });

  it('finds what nobody sees in a name, and control characters in any text but tabs and lines', () => {
    for (const text of ['a\u200bb', '\u202eabc', 'a\u2066b', 'a\u200db', 'a\uFEFFb', 'a\u00adb', 'a\u061cb', 'a\uFE0Fb', '\u3164', 'a\u0000b']) {
      expect(hasHiddenCharacters(text), JSON.stringify(text)).toBe(true);
    }
    expect(hasHiddenCharacters('Super Admin')).toBe(false);
    expect(hasHiddenCharacters('مدير المتجر')).toBe(false);
    expect(hasControlCharacters('a\u0000b')).toBe(true);
    expect(hasControlCharacters('a\u0085b')).toBe(true);
    expect(hasControlCharacters('one\n\ttwo\r\n')).toBe(false);
  });

  it('gives look-alike names one skeleton, and keeps different names apart', () => {
    const superAdmin = nameSkeleton('Super Admin');
    for (const text of ['super admin', '\u0405uper Admin', 'Sup\u0435r Admin', 'ＳＵＰＥＲ  ADMIN', '\u0405uper \u0410dmin']) {
      expect(nameSkeleton(text), text).toBe(superAdmin);
    }
    expect(nameSkeleton('مُدير')).toBe(nameSkeleton('مدير'));
    expect(nameSkeleton('مـديـر')).toBe(nameSkeleton('مدير'));
    expect(nameSkeleton('مد\u06CCر')).toBe(nameSkeleton('مدير'));
    expect(nameSkeleton('أحمد')).toBe(nameSkeleton('احمد'));
    expect(nameSkeleton('Modern')).not.toBe(nameSkeleton('Modem'));
    expect(nameSkeleton('Café')).not.toBe(nameSkeleton('Cafe'));
    expect(nameSkeleton('محمد')).not.toBe(nameSkeleton('أحمد'));
  });
});
