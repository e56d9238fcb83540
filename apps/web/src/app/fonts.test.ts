import fs from 'node:fs';
import path from 'node:path';
import { ar, en, type Locale } from '@matjar/shared';
import { describe, expect, it } from 'vitest';
import { faceCodePoints } from '../../build/font-faces';
import { INTL_LOCALES } from '../lib/intl-locales';

const css = fs.readFileSync(path.join(import.meta.dirname, 'fonts.css'), 'utf8');
const codePoints = (file: string) => new Set(faceCodePoints(css, file));

/** Each family's first file (the one index.html preloads) and the rest of it. */
const FACES = {
  en: { first: codePoints('inter-latin-wght-normal.woff2'), rest: codePoints('inter-latin-rest-wght-normal.woff2') },
  ar: { first: codePoints('ibm-plex-sans-arabic-arabic-400-normal.woff2'), rest: codePoints('ibm-plex-sans-arabic-arabic-rest-400-normal.woff2') },
};

/** Every string of a language's catalogues (the app's and the shared ones), and what Intl writes for it. */
function textsOf(locale: Locale): string {
  const dir = path.join(import.meta.dirname, '../locales', locale);
  const catalogues = fs.readdirSync(dir).map((file) => fs.readFileSync(path.join(dir, file), 'utf8'));
  const tag = INTL_LOCALES[locale];
  const when = new Date('2026-11-29T15:04:05Z');
  const formatted = [
    ...['EGP', 'SAR', 'USD', 'EUR'].map((currency) => new Intl.NumberFormat(tag, { style: 'currency', currency }).format(-1234.5)),
    new Intl.NumberFormat(tag, { style: 'percent' }).format(0.125),
    new Intl.DateTimeFormat(tag, { dateStyle: 'medium' }).format(when),
    new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(when),
    new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }).format(-3, 'hour'),
  ];
  return [...catalogues, JSON.stringify(locale === 'en' ? en : ar), ...formatted].join('');
}

const ARABIC_BLOCK = (cp: number) => cp >= 0x0600 && cp <= 0x06ff;

describe("the fonts' two files per face (app/fonts.css)", () => {
  it('share no character, so the browser asks one file for each', () => {
    for (const { first, rest } of Object.values(FACES)) expect([...first].filter((cp) => rest.has(cp))).toEqual([]);
  });

  it("draw an English screen's words, numbers, dates and prices with the preloaded file alone", () => {
    // The Arabic of the language switch is drawn in the system's face: Inter has none.
    const missing = [...new Set(textsOf('en'))].map((c) => c.codePointAt(0)!).filter((cp) => cp >= 0x20 && !ARABIC_BLOCK(cp) && !FACES.en.first.has(cp));
    expect(missing.map((cp) => `U+${cp.toString(16).toUpperCase()}`)).toEqual([]);
  });

  it("draw an Arabic screen's Arabic with the preloaded file alone", () => {
    const missing = [...new Set(textsOf('ar'))].map((c) => c.codePointAt(0)!).filter((cp) => ARABIC_BLOCK(cp) && !FACES.ar.first.has(cp));
    expect(missing.map((cp) => `U+${cp.toString(16).toUpperCase()}`)).toEqual([]);
  });
});
